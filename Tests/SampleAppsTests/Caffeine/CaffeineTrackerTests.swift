import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Caffeine tracker (WWDC23 "Bring widgets to life") hosted as `spaces` hosts it: a scripted
/// key session logs espressos from the Home Screen and the total follows.
@MainActor
@Suite("Caffeine tracker: logging a drink from the Home Screen widget")
struct CaffeineTrackerTests {
  @Test(
    "4, Enter: the Espresso button logs a drink; the total goes from 0 mg to 64 mg, then 128 mg")
  func logFromHomeScreen() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: 100, height: 60))
    defer { pilot.close() }
    // The tracker is the fourth widget on the first page (the Game's large one is on the
    // second): focus it.
    try await pilot.type("4 Right Right Right")
    #expect(pilot.state.widgets.focused?.kind == CaffeineTrackerWidget.kind)
    #expect(pilot.screen.contains("0 mg"))
    #expect(pilot.screen.contains("No drinks yet"))
    try await pilot.type("Enter wait:1s")
    #expect(pilot.screen.contains("64 mg"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Espresso"))
    let lines = pilot.eventLines
    #expect(lines.contains { $0.hasSuffix("widget press CaffeineTrackerWidget#8: Log a drink") })
    #expect(lines.contains { $0.hasSuffix("perform Log a drink") })
    #expect(
      lines.contains { $0.hasSuffix("widget reload CaffeineTrackerWidget#8 cause=interaction") })
    try await pilot.type("Space wait:1s")
    #expect(pilot.screen.contains("128 mg"), "\(pilot.screen)")
    // Interaction reloads are free: the budget counted none of them.
    #expect(pilot.state.widgets.focused?.countedReloads.isEmpty == true)
    #expect(pilot.state.widgets.focused?.interaction == WidgetInteraction())
  }

  @Test(
    "logging a drink animates the total (numericText): 0 mg, its changed digits dimmed, 64 mg")
  func totalRolls() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: 100, height: 60))
    defer { pilot.close() }
    try await pilot.type("4 Right Right Right")
    #expect(pilot.screen.contains("0 mg"))
    /// The total shown and whether one of its digits is dimmed (leaving or arriving).
    func total(_ frame: Frame) -> (text: String, dimmed: Bool)? {
      for y in 0..<frame.height {
        let cells = (0..<frame.width).filter { frame[$0, y].width > 0 }
        let line = String(cells.compactMap { frame[$0, y].grapheme })
        guard let range = line.range(of: #"[0-9]+ mg"#, options: .regularExpression) else {
          continue
        }
        let first = line.distance(from: line.startIndex, to: range.lowerBound)
        let digits = line[range].prefix { $0 != " " }.count
        let dimmed = cells[first..<first + digits].contains { x in
          frame[x, y].style.attributes.contains(.dim)
        }
        return (String(line[range]), dimmed)
      }
      return nil
    }
    var totals: [String] = []
    var arriving = false
    try await pilot.type("Enter")
    // Watch the total frame by frame (1/60 s) until the new entry has settled.
    for _ in 0..<150 {
      await pilot.advance(by: 1.0 / 60)
      guard let shown = total(pilot.frame) else { continue }
      if totals.last != shown.text { totals.append(shown.text) }
      // The new total's digits dimmed: arriving (a pending total is the old one, dimmed).
      arriving = arriving || (shown.text == "64 mg" && shown.dimmed)
    }
    // Only the old and the new total, never a number in between (SwiftUI's numericText slides
    // each changed digit out and the new one in; it doesn't count).
    #expect(totals == ["0 mg", "64 mg"] || totals == ["64 mg"], "\(totals)")
    #expect(totals.last == "64 mg")
    #expect(arriving, "the change animated")
    // Settled: nothing dimmed.
    #expect(total(pilot.frame)?.dimmed == false)
  }

  @Test("the provider: today's total and last drink, a new timeline at midnight")
  func provider() async throws {
    let pilot = try await Pilot(apps: [SampleCatalog.caffeine])
    defer { pilot.close() }
    try await pilot.type("4 Enter wait:1s")
    let widget = try #require(pilot.state.widgets.focused)
    #expect(widget.entries.count == 1)
    #expect(widget.view.node.plainText.hasPrefix("Total Caffeine 64 mg Espresso"))
    guard case .after(let date) = widget.policy?._rule else {
      Issue.record("policy \(String(describing: widget.policy))")
      return
    }
    #expect(date > pilot.now && date.timeIntervalSince(pilot.now) <= 86_400)
  }

  @Test("the Espresso button's intent is LogDrinkIntent with the espresso")
  func buttonIntent() throws {
    let elements = resolveViewNode(CaffeineTrackerWidgetView(entry: .log2)).interactiveElements
    try #require(elements.count == 1)
    guard case .button(let intent, _) = elements[0] else {
      Issue.record("\(elements)")
      return
    }
    #expect((intent.intent as? LogDrinkIntent)?.drink == .espresso)
  }
}
