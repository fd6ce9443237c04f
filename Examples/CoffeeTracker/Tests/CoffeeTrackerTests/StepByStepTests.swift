import Foundation
import SpacesKit
import SpacesTesting
import Testing

@testable import CoffeeTracker

/// The suite the tutorial "Your first test suite" builds, step by step (SpacesTesting's
/// documentation quotes it): each test is one step.
@MainActor
@Suite(.serialized) struct StepByStepTests {
  /// Step 1: use the control as a person would, and read it by the name on screen.
  @Test func step1TheControlTurnsTheMachineOn() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    await dashboard.tap("Coffee Machine")

    let machine = try #require(dashboard.control("Coffee Machine"))
    #expect(machine.isOn)
    #expect(machine.valueText == "Brewing")
  }

  /// Step 2: say exactly what happened, as TCA's TestStore does.
  @Test func step2EveryReloadAndRunIsAccountedFor() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    await dashboard.tap("Coffee Machine")

    dashboard.expectEvents(
      .reload("CoffeeCups", cause: .app),  // the intent asked WidgetCenter, for each widget
      .reload("CoffeeCups", cause: .app),
      .intentRun("Coffee Machine", outcome: .succeeded(dialog: nil)),
      .reload("Brew", cause: .interaction))
  }

  /// Step 3: press the button inside the widget, and choose which of two widgets.
  @Test func step3TheWidgetsButtonLogsACup() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    await dashboard.tap("Log a Cup", inWidget: "Cups Today", family: .systemSmall)

    #expect(dashboard.widget("Cups Today", family: .systemSmall)?.texts.first == "1 cup today")
  }

  /// Step 4: let time run to the widget's next entry, no sleeping.
  @Test func step4AnHourLaterTheWidgetNudges() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let start = dashboard.now

    await dashboard.advance(to: .nextEntry)

    #expect(dashboard.now == start.addingTimeInterval(3600))
    #expect(
      dashboard.widget("Cups Today", family: .systemSmall)?.texts.contains("Time for a coffee?")
        == true)
  }

  /// Step 5: ask Siri with the App Shortcut's phrase and read the reply.
  @Test func step5SiriLogsACup() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    let reply = try #require(await dashboard.ask("Log a cup in Coffee Tracker"))

    #expect(reply.dialog == "Logged. Cups today: 1.")
  }

  /// Step 6: pin the whole Home Screen as a golden frame.
  @Test func step6TheHomeScreenMatchesItsGolden() async throws {
    let dashboard = try await TestDashboard(
      bundle: CoffeeWidgets.self, size: .init(width: 80, height: 24))
    defer { dashboard.close() }

    await dashboard.tap("Log a Cup", inWidget: "Cups Today", family: .systemSmall)

    dashboard.expectFrame(of: .homeScreen, matchesGolden: "home-one-cup")
  }
}
