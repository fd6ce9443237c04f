import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The countdown app: files that import only SpacesKit, as they imported only SwiftUI and
/// WidgetKit, use Foundation (`Date.now`, `URL`, `UserDefaults`, `Calendar`) and CoreGraphics
/// lengths (`CGFloat`, `CGSize`) where SwiftUI takes them.
@MainActor
@Suite("Source compatibility: an app whose files import only SpacesKit")
struct CountdownTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(name: "Countdown", bundle: CountdownBundle.self)],
      size: TerminalSize(width: 100, height: 40))
  }

  @Test("the widget counts the days to the event, its lengths given as CGFloat and Double")
  func homeScreen() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "CountdownWidget", family: .systemSmall))
    try await pilot.type("4 wait:1s")
    #expect(pilot.screen.contains("Launch"), "\(pilot.screen)")
    #expect(
      pilot.screen.contains("3      days"),
      "a 48-point (6-column) CGSize badge, then an 8-point (1-column) Double spacing")
  }

  @Test("CGFloat and Double lengths resolve to the same points")
  func lengths() {
    let width: CGFloat = 48
    let height: Double = 16
    let node = resolveViewNode(
      Text("3").frame(width: width, height: height).padding(width / 6),
      environment: EnvironmentValues())
    #expect(
      node
        == .modified(
          .modified(.text(.verbatim("3")), .frame(width: 48, height: 16, alignment: .center)),
          .padding(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))))
  }

  @Test("the share control asks to confirm with the result's dialog, then opens the app")
  func confirmThenOpen() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("1 Enter")
    #expect(pilot.screen.contains("Share the countdown to Launch?"), "\(pilot.screen)")
    try await pilot.type("y wait:1s")
    #expect(pilot.eventLines.contains("answer Share Countdown: yes"), "\(pilot.eventLines)")
    #expect(pilot.eventLines.contains("done Share Countdown: Shared Launch."))
    #expect(pilot.eventLines.contains("perform Open Countdown"), "result(opensIntent:) runs it")
    #expect(pilot.eventLines.contains { $0.contains("opening Countdown") }, "\(pilot.eventLines)")
  }

  @Test("declining the confirmation ends the run as cancelled and opens nothing")
  func decline() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("1 Enter n wait:1s")
    #expect(pilot.eventLines.contains("failed Share Countdown: cancelled"), "\(pilot.eventLines)")
    #expect(!pilot.eventLines.contains("perform Open Countdown"))
  }

  @Test("the Live Activity's #Preview steps through its content states on the Lock Screen view")
  func activityContentPreview() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    let previews = pilot.engine.widgetPreviews.filter { $0.kind == "CountdownAttributes" }
    #expect(
      previews.map(\.presentation)
        == ["content", "dynamicIsland(compact)", "dynamicIsland(expanded)"])
    await pilot.session.send(.timelinePreview(.openKind("CountdownAttributes")))
    try await pilot.type("wait:1s")
    #expect(pilot.screen.contains("entry 1 of 2"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Pack your bags"))
    #expect(pilot.screen.contains("3d"))
    try await pilot.type("Right wait:2s")
    #expect(pilot.screen.contains("entry 2 of 2"))
    #expect(pilot.screen.contains("Almost there"), "\(pilot.screen)")
  }

  @Test("the Dynamic Island previews draw the compact and the expanded presentations")
  func dynamicIslandPreviews() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    let previews = pilot.engine.widgetPreviews.filter { $0.kind == "CountdownAttributes" }
    let compact = try #require(previews.first { $0.name == "Compact" })
    let compactEntries = await compact.resolvedEntries(on: pilot.engine.host)
    #expect(compactEntries.count == 2)
    #expect(
      compactEntries.first?.view
        == .stack(
          .horizontal, alignment: .center, spacing: nil,
          children: [
            .image(systemName: "calendar"), .spacer(minLength: nil), .text(.verbatim("3d")),
          ]))
    let expanded = try #require(previews.first { $0.name == "Expanded" })
    let expandedEntries = await expanded.resolvedEntries(on: pilot.engine.host)
    #expect(expandedEntries.first?.view.firstText == "Launch")
    var texts: [String] = []
    expandedEntries.first?.view.forEachNode { node in
      if case .text(.verbatim(let text)) = node { texts.append(text) }
    }
    #expect(texts == ["Launch", "3 days", "Pack your bags"])
  }

  @Test("a PreviewProvider's previews are found and listed, one per context, and drawn")
  func previewProvider() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    let previews = pilot.engine.widgetPreviews.filter { $0.kind == "CountdownWidget_Previews" }
    #expect(previews.map(\.family) == [.systemSmall, .systemMedium])
    #expect(previews.map(\.name) == ["Small", nil])
    await pilot.session.send(.timelinePreview(.openKind("CountdownWidget_Previews")))
    try await pilot.type("wait:1s")
    #expect(pilot.screen.contains("entry 1 of 1"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Launch"))
  }

  @Test("a view's #Preview { … } is listed under its name and drawn")
  func viewPreview() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    let preview = try #require(pilot.engine.widgetPreviews.first { $0.name == "Countdown view" })
    #expect(preview.kind == "Countdown view")
    #expect(preview.presentation == "view")
    let entries = await preview.resolvedEntries(on: pilot.engine.host)
    #expect(entries.first?.view.firstText == "Launch")
  }

  @Test("the app's Localizable.xcstrings is read for the dashboard's language")
  func stringCatalog() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "countdown-\(UUID().uuidString)/Localizable.xcstrings")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try Data(
      #"{"sourceLanguage":"en","strings":{"days":{"localizations":{"fr":{"stringUnit":"#
        .appending(#"{"state":"translated","value":"jours"}}}}},"version":"1.0"}"#).utf8
    ).write(to: url)
    var app = HostedApp(name: "Countdown", bundle: CountdownBundle.self)
    app.stringCatalogs = [url]
    let pilot = try await Pilot(apps: [app], size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    pilot.engine.host.strings.language = "fr_FR.UTF-8"
    #expect(pilot.engine.addWidget(kind: "CountdownWidget", family: .systemSmall))
    try await pilot.type("4 wait:1s")
    #expect(pilot.screen.contains("3      jours"), "\(pilot.screen)")
  }

  @Test("a malformed catalog is a warning naming the file; its keys show as written")
  func malformedCatalog() async throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "countdown-\(UUID().uuidString)/Localizable.xcstrings")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try Data("{ not json".utf8).write(to: url)
    var app = HostedApp(name: "Countdown", bundle: CountdownBundle.self)
    app.stringCatalogs = [url]
    let pilot = try await Pilot(apps: [app], size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(
      pilot.eventLines.contains {
        $0.contains("Countdown: Localizable.xcstrings: not a string catalog")
      }, "\(pilot.eventLines)")
    #expect(pilot.engine.addWidget(kind: "CountdownWidget", family: .systemSmall))
    try await pilot.type("4 wait:1s")
    #expect(pilot.screen.contains("3      days"))
  }
}
