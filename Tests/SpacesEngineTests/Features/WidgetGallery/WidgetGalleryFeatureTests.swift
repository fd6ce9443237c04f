import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// Widgets added, removed and moved as on a phone: the widget gallery on the Home Screen, edit
/// mode's `x` and `<` `>`, and the placed widgets saved in `layout.json`.
@MainActor
@Suite("The widget gallery and Home Screen edit mode")
struct WidgetGalleryFeatureTests {
  private let forecast = GalleryTestApp.forecastKind
  private let radar = GalleryTestApp.radarKind

  /// The Home Screen's widgets as "kind family" lines.
  private func home(_ pilot: Pilot) -> [String] {
    pilot.state.widgets.homeScreen.map { "\($0.kind.shortKind) \($0.family)" }
  }

  /// The widgets `layout.json` holds.
  private func savedWidgets(in directory: URL) throws -> [SavedWidget]? {
    let data = try Data(contentsOf: directory.appendingPathComponent("layout.json"))
    return try JSONDecoder().decode(SavedLayout.self, from: data).widgets
  }

  @Test("a on the Home Screen enters edit mode and opens the widget gallery: every kind by app")
  func opensGallery() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"))
    #expect(pilot.state.editMode.isEditing)
    guard case .widgetGallery(let gallery) = pilot.state.topPresentation else {
      Issue.record("no widget gallery on top")
      return
    }
    let listed = gallery.listed(
      in: pilot.state.widgetGallery.catalog,
      recommendations: pilot.state.widgetRecommendations.byKind)
    #expect(
      listed.map(\.title) == ["Smart Stack", "Forecast", "Radar", "City", "City \u{2014} Paris"])
    #expect(
      listed.map(\.families) == [
        [.systemSmall, .systemMedium], [.systemSmall, .systemMedium], [.systemMedium],
        [.systemSmall], [.systemSmall],
      ])
    #expect(listed[1].info.description == "Today's weather where you are.")
  }

  @Test("the preview is the provider's snapshot with context.isPreview, per family")
  func previewIsSnapshot() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    // ↓ past the Smart Stack, listed first.
    await pilot.press(.character("4"), .character("a"), .down)
    let small = WidgetGalleryState.PreviewKey(
      entry: .init(kind: forecast), family: .systemSmall)
    guard case .snapshot(let view) = pilot.state.widgetGallery.gallery?.previews[small] else {
      Issue.record("no snapshot: \(String(describing: pilot.state.widgetGallery.gallery))")
      return
    }
    #expect(view.plainText == "Cupertino 21°")
    // → pages to the medium family, which loads its own snapshot.
    await pilot.press(.right)
    let medium = WidgetGalleryState.PreviewKey(
      entry: .init(kind: forecast), family: .systemMedium)
    #expect(pilot.state.widgetGallery.gallery?.familyIndex == 1)
    if case .snapshot = pilot.state.widgetGallery.gallery?.previews[medium] {
    } else {
      Issue.record("no medium snapshot")
    }
  }

  @Test("a snapshot that never comes: the tile says so after the timeout, the gallery works")
  func hangingSnapshot() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"), .down, .down)
    let key = WidgetGalleryState.PreviewKey(entry: .init(kind: radar), family: .systemMedium)
    #expect(pilot.state.widgetGallery.gallery?.previews[key] == .loading)
    await pilot.advance(by: WidgetGalleryFeature.previewTimeout + 0.5)
    #expect(
      pilot.state.widgetGallery.gallery?.previews[key]
        == .failed("no snapshot in 2 s: the placeholder shows"))
    // Still usable: Enter adds it.
    await pilot.press(.enter)
    #expect(home(pilot) == ["forecast systemSmall", "radar systemMedium"])
  }

  @Test("Enter adds the highlighted kind in the family paged to, after the focused widget")
  func addsAfterFocused() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"), .down, .right, .enter)
    #expect(pilot.state.topPresentation == nil)
    #expect(home(pilot) == ["forecast systemSmall", "forecast systemMedium"])
    #expect(pilot.state.widgets.focus == 1)
    // Its timeline loaded at once.
    #expect(pilot.state.widgets.homeScreen[1].entryView?.plainText == "Paris 14°")
    #expect(
      try savedWidgets(in: pilot.stateDirectory)?.map(\.family) == [
        "systemSmall", "systemMedium",
      ])
  }

  @Test("typing searches names, apps and descriptions: only matching kinds are listed")
  func search() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"))
    try await pilot.type("t o d a y")
    guard case .widgetGallery(let gallery) = pilot.state.topPresentation else {
      Issue.record("no widget gallery on top")
      return
    }
    #expect(gallery.search.text == "today")
    #expect(
      gallery.listed(in: pilot.state.widgetGallery.catalog, recommendations: [:]).map(\.title)
        == ["Forecast"])
  }

  @Test("in edit mode x removes the focused widget and < > move it; outside, x says how")
  func removeAndMove() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"), .down, .down, .enter)
    #expect(home(pilot) == ["forecast systemSmall", "radar systemMedium"])
    await pilot.press(.character("<"))
    #expect(home(pilot) == ["radar systemMedium", "forecast systemSmall"])
    #expect(pilot.state.widgets.focused?.kind == radar)
    await pilot.press(.character(">"))
    #expect(home(pilot) == ["forecast systemSmall", "radar systemMedium"])
    await pilot.press(.character("x"))
    #expect(home(pilot) == ["forecast systemSmall"])
    #expect(try savedWidgets(in: pilot.stateDirectory)?.map(\.kind) == [forecast])
    await pilot.press(.escape, .character("x"))
    #expect(pilot.state.toast.current?.message == .text("Press e for edit mode first"))
    #expect(home(pilot) == ["forecast systemSmall"])
  }

  @Test("added and removed widgets survive a restart; unknown kinds are warned about and kept")
  func survivesRestart() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-gallery-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let pilot = try await Pilot(apps: [GalleryTestApp.app], stateDirectory: directory)
      await pilot.press(.character("4"), .character("a"), .down, .down, .enter)
      await pilot.press(.character("<"))
      #expect(home(pilot) == ["radar systemMedium", "forecast systemSmall"])
    }
    // An unknown kind added by hand is kept, and warned about with the file and the key.
    var layout = try JSONDecoder().decode(
      SavedLayout.self, from: Data(contentsOf: directory.appendingPathComponent("layout.json")))
    layout.widgets?.append(SavedWidget(kind: "com.example.gone", family: "systemSmall"))
    try LayoutStore(stateDirectory: directory).save(layout)

    let pilot = try await Pilot(apps: [GalleryTestApp.app], stateDirectory: directory)
    #expect(home(pilot) == ["radar systemMedium", "forecast systemSmall"])
    #expect(
      pilot.eventLines.contains {
        $0.contains("layout.json: widgets[2] names the widget kind com.example.gone")
      })
    // A change saves the widgets, the unknown one still kept after them.
    await pilot.press(.character("4"), .character("e"), .character(">"))
    #expect(try savedWidgets(in: directory)?.map(\.kind) == [forecast, radar, "com.example.gone"])
  }

  @Test("a version 2 layout file (no widgets) still loads: the apps' widgets are placed")
  func version2File() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-gallery-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let old = #"{"version": 2, "controlCenter": [], "lockScreen": [null, null]}"#
    try Data(old.utf8).write(to: directory.appendingPathComponent("layout.json"))
    let pilot = try await Pilot(apps: [GalleryTestApp.app], stateDirectory: directory)
    #expect(home(pilot) == ["forecast systemSmall"])
    let saved = try JSONDecoder().decode(
      SavedLayout.self, from: Data(contentsOf: directory.appendingPathComponent("layout.json")))
    #expect(saved.version == 3)
    // Saved again as version 3, still without widgets: the defaults stay until an edit.
    #expect(saved.widgets == nil)
    await pilot.press(.character("4"), .character("e"), .character("x"))
    #expect(try savedWidgets(in: directory) == [])
  }

  @Test("a provider's recommendation is a preconfigured entry: Enter adds it so configured")
  func recommendation() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    await pilot.press(.character("4"), .character("a"), .end)
    let key = WidgetGalleryState.PreviewKey(
      entry: .init(kind: GalleryTestApp.cityKind, recommendation: 0), family: .systemSmall)
    guard case .snapshot(let view) = pilot.state.widgetGallery.gallery?.previews[key] else {
      Issue.record("no snapshot of the recommendation")
      return
    }
    #expect(view.plainText == "Paris 20°")
    await pilot.press(.enter)
    #expect(pilot.state.widgets.homeScreen.last?.entryView?.plainText == "Paris 18°")
    let saved = try savedWidgets(in: pilot.stateDirectory)?.last
    #expect(saved?.kind == GalleryTestApp.cityKind)
    #expect(saved?.configuration == ["city": "Paris"])
  }

  @Test("Lock Screen: ↑ focuses the widgets, a adds accessory widgets until full, x removes")
  func lockScreen() async throws {
    let pilot = try await Pilot(apps: [GalleryTestApp.app])
    defer { pilot.close() }
    func lock() -> [String] {
      pilot.state.widgets.lockScreen.map { "\($0.kind.shortKind) \($0.family)" }
    }
    // On the control slots, a is still the controls gallery's.
    await pilot.press(.character("2"), .character("e"), .up, .character("a"))
    guard case .widgetGallery(let gallery) = pilot.state.topPresentation else {
      Issue.record("no widget gallery on top")
      return
    }
    #expect(
      gallery.listed(
        in: pilot.state.widgetGallery.catalog,
        recommendations: pilot.state.widgetRecommendations.byKind
      ).map(\.title) == ["City", "City \u{2014} Paris"])
    await pilot.press(.enter, .character("a"), .enter)
    #expect(lock() == ["city accessoryRectangular", "city accessoryRectangular"])
    // Two rectangular widgets fill the four units under the clock: a third is refused.
    await pilot.press(.character("a"), .enter)
    let toast = pilot.state.toast.current
    #expect(toast?.message == .text("No room under the clock: remove a widget first"))
    #expect(toast?.kind == .error)
    #expect(lock().count == 2)
    await pilot.press(.escape, .character("x"))
    #expect(lock() == ["city accessoryRectangular"])
    #expect(
      try savedWidgets(in: pilot.stateDirectory)?.map(\.family) == [
        "systemSmall", "accessoryRectangular",
      ])
    // ↓ gives the focus back to the slots: x clears the slot's control again.
    await pilot.press(.down)
    #expect(pilot.state.widgetGallery.lockFocus == nil)
  }
}
