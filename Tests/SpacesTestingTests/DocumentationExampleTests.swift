// The complete example of the "Testing your controls" article (SpacesTesting.docc), as the
// article shows it (the fixture lives in this target, so no `@testable import CoffeeWidgets`):
// if the API changes, this fails.

import SpacesKit
import SpacesTesting
import Testing

@MainActor
@Suite struct BrewToggleTests {
  @Test func tappingTheToggleStartsABrew() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    await dashboard.tap("BrewToggle")

    let brew = try #require(dashboard.control("BrewToggle"))
    #expect(brew.isOn)
    #expect(brew.valueText == "Brewing")
    #expect(brew.actionHint == "Hold to Stop Brewing")
    #expect(dashboard.events.intentRuns.last?.outcome == .succeeded(dialog: nil))
    #expect(dashboard.events.reloads(of: "BrewToggle").map(\.cause) == [.added, .interaction])
  }

  @Test func theWidgetSaysWhenTheCoffeeIsReady() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget("CoffeeStatus", family: .systemSmall)

    await dashboard.tap("BrewToggle")
    await dashboard.advance(by: .seconds(240))

    #expect(dashboard.widget("CoffeeStatus")?.texts == ["Coffee ready"])
    #expect(dashboard.frame(of: .homeScreen).contains("Coffee ready"))
  }

  @Test func theAppShortcutBrews() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    try await dashboard.run(keys: "/ text:'Brew coffee with Coffee' Enter")

    #expect(dashboard.events.intentRuns.last?.origin == .siri)
    #expect(dashboard.frame.contains("Brewing a fresh cup"))
  }
}
