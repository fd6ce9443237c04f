import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A line-status widget written as an iOS 18 widget is: `contentMarginsDisabled()` with
/// `.padding(widgetContentMargins)` where content wants them, a gradient container
/// background, `@Environment(\.widgetRenderingMode)` switching colours, `AccessoryWidgetBackground`
/// in a `ZStack`, `widgetLabel`, `widgetURL` and a `Link` — and the app's `onOpenURL`.
@MainActor
@Suite("Source compatibility: a line-status widget with widget-only API", .serialized)
struct LineStatusTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(bundle: LineStatusBundle.self)], size: TerminalSize(width: 100, height: 40))
  }

  /// The rows of the Home Screen from the first tile's top, from the grid's first column.
  private func tileRows(_ pilot: Pilot, count: Int) -> [String] {
    let rows = pilot.screen.components(separatedBy: "\n").drop { !$0.contains("┏") }.prefix(count)
    let column = rows.first.map { $0.distance(from: $0.startIndex, to: $0.firstIndex(of: "┏")!) }
    return rows.map {
      String($0.dropFirst(column ?? 0)).replacingOccurrences(
        of: " +$", with: "", options: .regularExpression)
    }
  }

  @Test("without margins the small widget reaches its outline; padding(margins) puts them back")
  func marginsDisabled() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "LineStatusWidget", family: .systemSmall))
    #expect(pilot.engine.addWidget(kind: "LineStatusWidget", family: .systemMedium))
    try await pilot.type("4 wait:1s")
    // The small tile's header reaches its outline on both sides; its status line and the
    // medium tile's row are a column in, where `.padding(margins)` puts them.
    #expect(
      tileRows(pilot, count: 23) == [
        "┏━━━━━━━━━━━━━━━━━━━┓",
        "┃LINE 4             ┃",
        "┃ Minor delays      ┃",
        "┃                   ┃",
        "┃                   ┃",
        "┃                   ┃",
        "┃                   ┃",
        "┃                   ┃",
        "┃                   ┃",
        "┃                   ┃",
        "┗━━━━━━━━━━━━━━━━━━━┛",
        "",
        "╭─────────────────────────────────────────╮",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│ Line 4                            🗺 Map │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "│                                         │",
        "╰─────────────────────────────────────────╯",
      ], "\(pilot.screen)")
    #expect(
      pilot.state.widgets.instances.values.allSatisfy { $0.view.node.unsupportedModifiers.isEmpty })
    // The gradient container background fills the whole small tile, the cells under its
    // outline too; the medium tile's as well.
    let frame = pilot.frame
    let lines = frame.text.components(separatedBy: "\n")
    for corner in ["┏", "╭"] {
      guard let top = lines.firstIndex(where: { $0.contains(corner) }) else {
        Issue.record("no tile with \(corner)")
        continue
      }
      let left = (0..<frame.width).first { frame[$0, top].grapheme == Character(corner) } ?? 0
      #expect(frame[left, top].style.background != .default, "under the outline")
      #expect(frame[left + 1, top + 3].style.background != .default, "inside the tile")
    }
  }

  @Test("Enter on the focused widget opens the app with its widgetURL; onOpenURL gets it")
  func widgetURLOpensTheApp() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "LineStatusWidget", family: .systemSmall))
    try await pilot.type("4 wait:1s Enter wait:1s")
    #expect(pilot.state.appScreens.screen?.url == URL(string: "transit://line/4"))
    #expect(pilot.screen.contains("‹ Transit · transit://line/4"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Showing: line/4"), "\(pilot.screen)")
    #expect(
      pilot.eventLines.contains { $0.contains("opens transit://line/4 (widgetURL)") },
      "\(pilot.eventLines)")
    #expect(pilot.eventLines.contains("Transit: opened transit://line/4"), "\(pilot.eventLines)")
  }

  @Test("Tab reaches the medium widget's Link, drawn reversed; Enter opens its destination")
  func linkOpensTheApp() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "LineStatusWidget", family: .systemSmall))
    #expect(pilot.engine.addWidget(kind: "LineStatusWidget", family: .systemMedium))
    try await pilot.type("4 wait:1s Tab")
    #expect(pilot.state.widgets.focus == 1)
    #expect(pilot.state.widgets.focused?.interactiveElements.count == 1)
    let link = pilot.frame
    let row = link.text.components(separatedBy: "\n").firstIndex { $0.contains("🗺 Map") }
    let column = row.flatMap { r in
      (0..<link.width).first { link[$0, r].grapheme == "M" && link[$0 + 1, r].grapheme == "a" }
    }
    if let row, let column { #expect(link[column, row].style.attributes.contains(.reverse)) }
    try await pilot.type("Enter wait:1s")
    #expect(pilot.state.appScreens.screen?.url == URL(string: "transit://line/4/map"))
    #expect(pilot.screen.contains("Showing: line/4/map"), "\(pilot.screen)")
    #expect(
      pilot.eventLines.contains { $0.contains("opens transit://line/4/map (Link)") },
      "\(pilot.eventLines)")
  }

  @Test("on the Lock Screen: vibrant, no container background, the gauge on its backdrop")
  func lockScreen() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "LineStatusWidget", family: .accessoryCircular))
    #expect(pilot.engine.addWidget(kind: "LineStatusWidget", family: .accessoryRectangular))
    try await pilot.type("2 wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("Line 4"), "\(screen)")
    #expect(screen.contains("Minor delays"), "\(screen)")
    #expect(screen.contains("75"), "the gauge's current value label: \(screen)")
    #expect(!screen.contains("Line 4 Line 4"), "the widgetLabel is not shown on iPhone")
    // Vibrant: every coloured cell inside the slots' outlines is a grey (the theme's text colour
    // at a level), the gauge's colour included.
    let frame = pilot.frame
    let rows = frame.text.components(separatedBy: "\n")
    let gaugeRow = try #require(rows.firstIndex { $0.contains("75") })
    for y in gaugeRow - 1...gaugeRow + 1 {
      for x in 0..<frame.width where !"│╭╮╰╯─".contains(frame[x, y].grapheme ?? " ") {
        for color in [frame[x, y].style.foreground, frame[x, y].style.background] {
          if case .rgb(let r, let g, let b) = color {
            #expect(r == g && g == b, "(\(x), \(y)): \(color)")
          }
        }
      }
    }
    for widget in pilot.state.widgets.instances.values {
      #expect(widget.view.node.containerBackground == nil, "removed on the Lock Screen")
      #expect(widget.view.node.widgetURL == URL(string: "transit://line/4"))
    }
  }
}
