import SpacesKit
import SpacesTesting
import Testing

@testable import CoffeeTracker

/// The coffee tracker in a dashboard under a virtual clock: the toggle, the widget and Siri.
@MainActor
@Suite(.serialized) struct CoffeeTrackerTests {
  @Test func theToggleStartsTheCoffeeMachine() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    await dashboard.tap("Brew")

    let brew = try #require(dashboard.control("Brew"))
    #expect(brew.isOn)
    #expect(brew.valueText == "Brewing")
    #expect(dashboard.events.intentRuns.last?.outcome == .succeeded(dialog: nil))
    #expect(dashboard.frame(of: .controlCenter).contains("Brewing"))
  }

  @Test func aFinishedBrewIsACupMoreOnTheWidget() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    #expect(dashboard.frame(of: .homeScreen).contains("0 cups today"))

    await dashboard.tap("Brew")  // on
    await dashboard.tap("Brew")  // off: the cup is done

    #expect(dashboard.control("Brew")?.isOn == false)
    #expect(dashboard.frame(of: .homeScreen).contains("1 cup today"))
    #expect(dashboard.events.reloads(of: "CoffeeCups").count >= 2)
  }

  @Test func anHourLaterTheWidgetSuggestsAnotherCup() async throws {
    // The app places its widget on the Home Screen (SpacesAppInfo.defaultWidgets).
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    #expect(dashboard.frame(of: .homeScreen).contains("Enjoy!"))

    await dashboard.advance(by: .seconds(3600))

    #expect(dashboard.frame(of: .homeScreen).contains("Time for a"))
  }

  @Test func siriLogsACupThroughTheAppsOtherName() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    try await dashboard.run(keys: "/ text:'Log a cup in Coffee Tracker' Enter wait:1s")

    #expect(dashboard.events.intentRuns.last?.origin == .siri)
    #expect(dashboard.frame.contains("Logged. Cups today: 1."))
  }

  @Test func theBundleNamesTheApp() {
    #expect(CoffeeWidgets.appName == "Coffee")
    #expect(CoffeeWidgets.nameSynonyms == ["Coffee Tracker"])
  }
}
