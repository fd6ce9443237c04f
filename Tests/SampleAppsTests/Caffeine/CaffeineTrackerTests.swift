import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
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

  @Test("logging a drink rolls the total's digits (numericText) from 0 mg to 64 mg")
  func totalRolls() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: 100, height: 60))
    defer { pilot.close() }
    try await pilot.type("4 Right Right Right")
    #expect(pilot.screen.contains("0 mg"))
    func total(_ screen: String) -> String? {
      screen.range(of: #"[0-9]+ mg"#, options: .regularExpression).map { String(screen[$0]) }
    }
    var totals = [total(pilot.screen)].compactMap { $0 }
    try await pilot.type("Enter")
    // Watch the total frame by frame (1/60 s) until the new entry has settled.
    for _ in 0..<150 {
      await pilot.advance(by: 1.0 / 60)
      if let shown = total(pilot.screen), totals.last != shown { totals.append(shown) }
    }
    #expect(totals.first == "0 mg")
    #expect(totals.last == "64 mg")
    // The digits rolled through values in between rather than jumping from 0 to 64.
    #expect(totals.count > 2, "\(totals)")
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
