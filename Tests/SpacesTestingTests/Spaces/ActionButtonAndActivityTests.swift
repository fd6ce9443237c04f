import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// The Action button pressed and held, and Live Activities read as the Lock Screen and the
/// Dynamic Island show them.
@MainActor
@Suite struct ActionButtonAndActivityTests {
  @Test func aPressShowsTheHintAndASecondRunsTheAction() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.pressActionButton()
    #expect(dashboard.actionButtonHint == "Hold to Start Brewing")
    #expect(dashboard.events.intentRuns.isEmpty)
    await dashboard.advance(by: .milliseconds(300))
    await dashboard.pressActionButton()
    #expect(dashboard.control("BrewToggle")?.isOn == true)
    await dashboard.advance(by: .seconds(3))
    #expect(dashboard.actionButtonHint == nil)
  }

  @Test func holdingRunsTheActionAtOnce() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.holdActionButton()
    #expect(
      dashboard.events.intentRuns.map(\.origin) == [
        .actionButton(kind: "com.example.Coffee.BrewToggle")
      ])
  }

  @Test func anActivityIsReadAsTheLockScreenAndIslandShowIt() async throws {
    let dashboard = try await TestDashboard(bundle: PantryWidgets.self)
    defer { dashboard.close() }
    #expect(dashboard.activities.isEmpty)
    let stale = dashboard.now.addingTimeInterval(600)
    try await dashboard.runInApp {
      _ = try Activity.request(
        attributes: DeliveryAttributes(orderNumber: "42"),
        content: .init(state: .init(minutesLeft: 10), staleDate: stale))
    }
    let delivery = try #require(dashboard.activities.first)
    #expect(delivery.attributesType == "DeliveryAttributes")
    #expect(delivery.texts == ["Order 42: 10 min"])
    #expect(delivery.compactTexts == ["10m"])
    #expect(delivery.expandedTexts == ["10 min"])
    #expect(delivery.staleDate == stale)
    #expect(!delivery.isStale && !delivery.hasEnded)
    await dashboard.advance(to: .nextActivityUpdate)
    #expect(dashboard.activities.first?.isStale == true)
  }
}

/// Controls tapped on the Lock Screen's slots.
@MainActor
@Suite struct LockScreenTapTests {
  @Test func aControlInALockScreenSlotIsTappedThere() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.tap("Brew", on: .lockScreen)
    #expect(dashboard.space == .lockScreen)
    #expect(
      dashboard.events.intentRuns.map(\.origin) == [
        .lockScreen(kind: "com.example.Coffee.BrewToggle")
      ])
  }

  @Test func theActionButtonIsNotTappedButPressed() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await withKnownIssue {
      await dashboard.tap("Brew", on: .actionButton)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "tap(_:on:) uses Control Center or the Lock Screen; for the Action Button use "
        + "pressActionButton() or holdActionButton()."
    }
    #expect(dashboard.events.intentRuns.isEmpty)
  }
}
