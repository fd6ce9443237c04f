import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// SpacesTesting as an outside package uses it, with Swift Testing: the coffee app's control,
/// widget and App Shortcut, driven by keys and the virtual clock.
@MainActor
@Suite struct TestDashboardTests {
  @Test func theToggleStartsIdleAndTurnsOnWhenTapped() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let idle = try #require(dashboard.control("BrewToggle"))
    #expect(!idle.isOn)
    #expect(idle.isLoaded)
    #expect(idle.valueText == "Idle")
    #expect(idle.tint == .brown)
    #expect(idle.displayName == "Brew")
    #expect(idle.appName == "Coffee")
    #expect(idle.actionHint == "Hold to Start Brewing")

    await dashboard.tap("BrewToggle")

    let brewing = try #require(dashboard.control("BrewToggle"))
    #expect(brewing.isOn)
    #expect(brewing.valueText == "Brewing")
    #expect(brewing.actionHint == "Hold to Stop Brewing")
    let run = try #require(dashboard.events.intentRuns.last)
    #expect(run.title == "Brew Coffee")
    #expect(run.origin == .controlCenter(kind: "com.example.Coffee.BrewToggle"))
    #expect(run.outcome == .succeeded(dialog: nil))
    #expect(dashboard.events.reloads(of: "BrewToggle").map(\.cause) == [.added, .interaction])
    #expect(dashboard.events.errors.isEmpty)
  }

  @Test func keysReachTheFocusedControl() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.press("1", .enter)
    #expect(dashboard.control("BrewToggle")?.isOn == true)
    await dashboard.press(.enter)
    #expect(dashboard.control("BrewToggle")?.isOn == false)
    #expect(dashboard.events.intentRuns.count == 2)
  }

  @Test func theWidgetShowsTheReadyEntryWhenTheBrewTimeHasPassed() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    #expect(await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall))
    #expect(dashboard.widget("CoffeeStatus")?.texts == ["0 cups"])

    await dashboard.tap("BrewToggle")
    let brewing = try #require(dashboard.widget("CoffeeStatus"))
    #expect(brewing.texts == ["Brewing…"])
    #expect(brewing.entryDates == [dashboard.now, dashboard.now.addingTimeInterval(240)])
    #expect(brewing.policy == .atEnd)
    #expect(dashboard.frame(of: .homeScreen).contains("Brewing…"))
    #expect(dashboard.events.reloads(of: "CoffeeStatus").map(\.cause) == [.added, .app])

    await dashboard.advance(by: .seconds(180))
    #expect(dashboard.widget("CoffeeStatus")?.texts == ["Brewing…"])
    await dashboard.advance(by: 60)
    #expect(dashboard.widget("CoffeeStatus")?.texts == ["Coffee ready"])
    #expect(dashboard.frame(of: .homeScreen).contains("Coffee ready"))
    // The dashboard stays where it was: reading a space's frame doesn't show it.
    #expect(dashboard.space == .controlCenter)
  }

  @Test func theAppShortcutRunsFromTheSiriBar() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    try await dashboard.run(keys: "/ text:'Brew coffee with Coffee' Enter")
    let run = try #require(dashboard.events.intentRuns(titled: "Start Brewing").first)
    #expect(run.origin == .siri)
    #expect(run.outcome == .succeeded(dialog: "Brewing a fresh cup"))
    #expect(dashboard.frame.contains("Brewing a fresh cup"))
    #expect(dashboard.control("BrewToggle")?.isOn == true)
    #expect(dashboard.events.reloads(of: "BrewToggle").last?.cause == .app)
  }

  @Test func typingTextTypesEachCharacter() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.press("/")
    await dashboard.type("Start Coffee\n")
    #expect(dashboard.events.intentRuns.map(\.title) == ["Start Brewing"])
  }

  @Test func aLockedDeviceStartsOnTheLockScreenState() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self, locked: true)
    defer { dashboard.close() }
    #expect(dashboard.isLocked)
    await dashboard.unlock()
    #expect(!dashboard.isLocked)
    #expect(dashboard.events.lines.suffix(2) == ["device locked", "device unlocked"])
  }

  @Test func theStartDateSetsTheVirtualClock() async throws {
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self, startDate: start)
    defer { dashboard.close() }
    #expect(dashboard.now == start)
    await dashboard.advance(by: .seconds(90))
    #expect(dashboard.now == start.addingTimeInterval(90))
  }

  @Test func aBadKeyScriptThrowsBeforePressingAnything() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await #expect(throws: (any Error).self) { try await dashboard.run(keys: "1 Bogus Enter") }
    #expect(dashboard.events.intentRuns.isEmpty)
  }

  @Test func frameOfASpaceDrawsThatSpace() async throws {
    let dashboard = try await TestDashboard(
      bundle: CoffeeWidgets.self, size: .init(width: 80, height: 24))
    defer { dashboard.close() }
    let lockScreen = dashboard.frame(of: .lockScreen)
    #expect(lockScreen != dashboard.frame)
    #expect(lockScreen.split(separator: "\n", omittingEmptySubsequences: false).count == 24)
    await dashboard.show(.lockScreen)
    #expect(dashboard.frame == lockScreen)
    #expect(dashboard.space == .lockScreen)
  }

  @Test func closeRemovesTheStateDirectory() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    await dashboard.tap("BrewToggle")
    #expect(FileManager.default.fileExists(atPath: dashboard.stateDirectory.path))
    dashboard.close()
    #expect(!FileManager.default.fileExists(atPath: dashboard.stateDirectory.path))
  }

  @Test func eachDashboardStartsWithEmptyContainers() async throws {
    let first = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { first.close() }
    await first.tap("BrewToggle")
    let second = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { second.close() }
    #expect(first.control("BrewToggle")?.isOn == true)
    #expect(second.control("BrewToggle")?.isOn == false)
  }

  @Test func aFailingIntentIsAnErrorWithItsMessage() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.tap("Descale")
    let run = try #require(dashboard.events.intentRuns.last)
    #expect(run.title == "Descale")
    #expect(run.outcome == .failed(message: "the machine needs water"))
    #expect(!run.succeeded)
    #expect(dashboard.events.errors.map(\.description) == ["Descale: the machine needs water"])
  }

  @Test func aControlUsedOnTheLockScreenSaysSo() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.show(.lockScreen)
    await dashboard.press(.enter)
    #expect(
      dashboard.events.intentRuns.map(\.origin) == [
        .lockScreen(kind: "com.example.Coffee.BrewToggle")
      ])
    #expect(dashboard.control("BrewToggle")?.isOn == true)
  }

  @Test func theActionButtonShowsTheHintThenRuns() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.show(.actionButton)
    await dashboard.press(.enter)
    #expect(dashboard.events.lines.last == "hint \"Hold to Start Brewing\"")
    #expect(dashboard.frame.contains("Hold to Start Brewing"))
    #expect(dashboard.events.intentRuns.isEmpty)
    // A second press (not the key's auto-repeat) runs it.
    await dashboard.advance(by: .milliseconds(300))
    await dashboard.press(.enter)
    #expect(
      dashboard.events.intentRuns.map(\.origin) == [
        .actionButton(kind: "com.example.Coffee.BrewToggle")
      ])
  }

  @Test func aWidgetsButtonRunsItsIntentAndReloadsTheWidget() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    await dashboard.show(.homeScreen)
    await dashboard.press(.enter)
    let run = try #require(dashboard.events.intentRuns.last)
    #expect(run.origin == .widget(kind: "CoffeeStatus"))
    #expect(run.outcome == .succeeded(dialog: "Brewing a fresh cup"))
    #expect(dashboard.events.reloads(of: "CoffeeStatus").contains { $0.cause == .interaction })
    #expect(dashboard.widget("CoffeeStatus")?.texts == ["Brewing…"])
  }

  @Test func advancingToADateStopsThere() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let later = dashboard.now.addingTimeInterval(3600)
    await dashboard.advance(to: later)
    #expect(dashboard.now == later)
    await dashboard.advance(to: later.addingTimeInterval(-60))
    #expect(dashboard.now == later)
  }

  @Test func aBundleWithoutAppInfoIsNamedAfterItsType() async throws {
    let dashboard = try await TestDashboard(bundle: DescaleOnlyWidgets.self)
    defer { dashboard.close() }
    #expect(dashboard.control("Descale")?.appName == "DescaleOnlyWidgets")
  }

  @Test func anUnknownWidgetKindIsAWarning() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let added = await dashboard.addWidget("TeaStatus", family: .systemSmall)
    #expect(!added)
    #expect(dashboard.widgets.isEmpty)
    #expect(
      dashboard.events.warnings.map(\.message) == ["no app declares the widget kind TeaStatus"])
  }

  @Test func theLogKeepsEveryEventPastTheDashboardsOwnLimit() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.show(.controlCenter)
    for _ in 0..<150 { await dashboard.press(.enter) }
    #expect(dashboard.events.count > 500)
    #expect(dashboard.state.events.count == 500)
    #expect(dashboard.events.first?.text == "reload BrewToggle cause=added")
    #expect(dashboard.events.intentRuns.count == 150)
    #expect(dashboard.events.intentRuns.filter(\.succeeded).count == 150)
    #expect(dashboard.events.lines.suffix(500) == dashboard.state.events.map(\.description))
  }

  @Test func codeRunInTheAppReachesThisDashboard() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let cups = try await dashboard.runInApp {
      try CoffeeMachine.setBrewing(true)
      ControlCenter.shared.reloadControls(ofKind: "com.example.Coffee.BrewToggle")
      return CoffeeMachine.load().cups
    }
    #expect(cups == 1)
    #expect(dashboard.control("BrewToggle")?.isOn == true)
    #expect(dashboard.events.reloads(of: "BrewToggle").map(\.cause) == [.added, .app])
    #expect(dashboard.events.intentRuns.isEmpty)
  }
}

/// A bundle that names nothing (no `SpacesAppInfo`).
struct DescaleOnlyWidgets: WidgetBundle {
  var body: some Widget {
    DescaleButton()
  }
}
