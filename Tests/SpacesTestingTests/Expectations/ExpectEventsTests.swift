import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// `expectEvents` asserts what happened since the last call, exhaustively unless told.
@MainActor
@Suite struct ExpectEventsTests {
  @Test func everyNotableEventListedInOrderPasses() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    await dashboard.tap("BrewToggle")
    dashboard.expectEvents(
      .reload("CoffeeStatus", cause: .added),
      // The intent asked WidgetCenter to reload while it ran.
      .reload("CoffeeStatus", cause: .app),
      .intentRun(
        "Brew Coffee", outcome: .succeeded(dialog: nil),
        origin: .controlCenter(kind: "com.example.Coffee.BrewToggle")),
      .reload("BrewToggle", cause: .interaction))
    // What was checked isn't checked again.
    dashboard.expectEvents()
  }

  @Test func anEventNotListedFailsTheTest() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.tap("Descale")
    withKnownIssue {
      dashboard.expectEvents(
        .intentRun("Descale", outcome: .failed(message: "the machine needs water")))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("Logged, but not expected:\n  reload Descale cause=interaction")
        && text.contains("The events since the last expectEvents:")
    }
  }

  @Test func anEventThatDidNotHappenFailsTheTest() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    withKnownIssue {
      dashboard.expectEvents(.reload("BrewToggle", cause: .interaction))
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix(
        "Expected, but not logged (in this order):\n  reload BrewToggle cause=interaction")
        && text.hasSuffix("The events since the last expectEvents:\n  (none)")
    }
  }

  @Test func withExhaustivityOffOnlyTheListedEventsMustHappen() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    dashboard.exhaustivity = .off
    await dashboard.tap("BrewToggle")
    dashboard.expectEvents(.reload("BrewToggle", cause: .interaction))
    await dashboard.tap("BrewToggle")
    withKnownIssue {
      // In order: the run ended before its reload.
      dashboard.expectEvents(
        .reload("BrewToggle", cause: .interaction),
        .intentRun("Brew Coffee", outcome: .succeeded(dialog: nil)))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "Expected, but not logged (in this order):\n  intent run \"Brew Coffee\"")
    }
  }

  @Test func aWarningMatchesByItsText() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget("NoSuchWidget", family: .systemSmall)
    dashboard.expectEvents(.warning(containing: "NoSuchWidget"))
  }
}
