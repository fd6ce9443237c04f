import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// Smart Stacks from the widget gallery, as on iOS: "Smart Stack" listed first on the Home
/// Screen, in each family two or more hosted kinds support; Enter adds a stack of those kinds;
/// the stack is saved in `layout.json` (`stacks`) and placed again at start.
@MainActor
@Suite("The widget gallery's Smart Stack, saved and restored")
struct SmartStackGalleryTests {
  private let forecast = GalleryTestApp.forecastKind
  private let city = GalleryTestApp.cityKind

  /// The layout file's contents.
  private func saved(in directory: URL) throws -> SavedLayout {
    try JSONDecoder().decode(
      SavedLayout.self, from: Data(contentsOf: directory.appendingPathComponent("layout.json")))
  }

  /// A fresh state directory, removed by the caller.
  private func directory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-stack-\(UUID().uuidString)", isDirectory: true)
  }

  @Test("Smart Stack comes first, in the families two kinds share; Enter adds it after the focus")
  func addFromGallery() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"))
    guard case .widgetGallery(let gallery) = pilot.state.topPresentation else {
      Issue.record("no widget gallery on top")
      return
    }
    let listed = gallery.listed(
      in: pilot.state.widgetGallery.catalog,
      recommendations: pilot.state.widgetRecommendations.byKind)
    #expect(listed.first?.title == "Smart Stack")
    #expect(listed.first?.families == [.systemSmall, .systemMedium], "no two kinds are large")
    await pilot.press(.enter)
    #expect(pilot.state.topPresentation == nil)
    let stack = try #require(pilot.state.widgets.stacks.first, "\(pilot.eventLines.suffix(8))")
    #expect(
      stack.members.compactMap { pilot.state.widgets.instances[$0]?.kind } == [forecast, city])
    // The default Forecast, then the stack's one slot, focused.
    #expect(pilot.state.widgets.homeScreen.count == 2)
    #expect(pilot.state.widgets.focus == 1)
    #expect(pilot.state.widgets.homeSlots.map(\.count) == [1, 2])
    let file = try saved(in: pilot.stateDirectory)
    #expect(file.widgets?.map(\.kind) == [forecast, forecast, city])
    #expect(file.stacks == [SavedStack(members: [1, 2])])
  }

  @Test("a stack survives a restart with its switches; x in edit mode removes the whole stack")
  func survivesRestart() async throws {
    let directory = directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      // Not closed: that would remove the directory the next pilot reads.
      let pilot = try await Pilot(apps: [GalleryTestApp.app], stateDirectory: directory)
      await pilot.press(.character("4"), .character("a"), .enter, .escape)
      // Edit Stack: Smart Rotate off, the widget on show kept.
      await pilot.press(.character("c"), .enter, .escape)
      #expect(pilot.state.widgets.stacks.first?.smartRotate == false)
    }
    #expect(try saved(in: directory).stacks == [SavedStack(members: [1, 2], smartRotate: false)])
    let pilot = try await Pilot(apps: [GalleryTestApp.app], stateDirectory: directory)
    defer { pilot.close() }
    let stack = try #require(pilot.state.widgets.stacks.first)
    #expect(stack.smartRotate == false)
    #expect(
      stack.members.compactMap { pilot.state.widgets.instances[$0]?.kind } == [forecast, city])
    #expect(pilot.state.widgets.homeScreen.count == 2)
    await pilot.press(.character("4"), .right, .character("e"), .character("x"))
    #expect(pilot.state.widgets.stacks.isEmpty)
    #expect(pilot.state.widgets.homeScreen.map(\.kind) == [forecast])
    #expect(try saved(in: directory).stacks == nil)
  }

  @Test("an older version 3 file without stacks loads; a stack naming an unknown kind is warned")
  func olderFileAndUnknownKind() async throws {
    let directory = directory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let old = """
      {"version": 3, "controlCenter": [], "lockScreen": [null, null],
       "widgets": [{"kind": "\(forecast)", "family": "systemSmall"},
                   {"kind": "\(city)", "family": "systemSmall"}]}
      """
    try Data(old.utf8).write(to: directory.appendingPathComponent("layout.json"))
    do {
      // Not closed: that would remove the directory the next pilot reads.
      let pilot = try await Pilot(apps: [GalleryTestApp.app], stateDirectory: directory)
      #expect(pilot.state.widgets.homeScreen.map(\.kind) == [forecast, city])
      #expect(pilot.state.widgets.stacks.isEmpty)
    }
    var layout = try saved(in: directory)
    layout.widgets?.append(SavedWidget(kind: "com.example.gone", family: "systemSmall"))
    layout.stacks = [SavedStack(members: [0, 2, 1, 7, -1, 0])]
    try LayoutStore(stateDirectory: directory).save(layout)
    let pilot = try await Pilot(apps: [GalleryTestApp.app], stateDirectory: directory)
    defer { pilot.close() }
    #expect(
      pilot.eventLines.contains {
        $0.contains(
          "layout.json: stacks[0].members[1]: widgets[2] names the widget kind com.example.gone")
      })
    for problem in [
      "layout.json: stacks[0].members[3] is 7, which is no index of widgets; left out",
      "layout.json: stacks[0].members[4] is -1, which is no index of widgets; left out",
      "layout.json: stacks[0].members[5]: widgets[0] is in a stack already; left out",
    ] {
      #expect(pilot.eventLines.contains { $0.contains(problem) }, "\(problem)")
    }
    let stack = try #require(pilot.state.widgets.stacks.first, "the stack keeps the other two")
    #expect(
      stack.members.compactMap { pilot.state.widgets.instances[$0]?.kind } == [forecast, city])
  }
}
