import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// Two apps' timers, both called "Timer" in the controls gallery, as on a phone with a clock
/// app and a kitchen app.
struct KitchenTimerButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.Kitchen.OvenTimer") {
      ControlWidgetButton(action: StartKitchenTimerIntent()) {
        Label("Oven", systemImage: "timer")
      }
    }
    .displayName("Timer")
  }
}

/// A second control with the display name "Timer".
struct StopwatchButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.Kitchen.Stopwatch") {
      ControlWidgetButton(action: StartKitchenTimerIntent()) {
        Label("Eggs", systemImage: "stopwatch")
      }
    }
    .displayName("Timer")
  }
}

/// Starts the oven timer.
struct StartKitchenTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"
  func perform() async throws -> some IntentResult { .result() }
}

/// The kitchen's two timers.
struct KitchenWidgets: WidgetBundle {
  var body: some Widget {
    KitchenTimerButton()
    StopwatchButton()
  }
}

/// Controls and widgets are found by the names people use; a wrong or ambiguous name fails
/// the test with what exists.
@MainActor
@Suite struct NameLookupTests {
  @Test func aControlIsFoundByKindShortKindDisplayNameOrTitle() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    for name in ["com.example.Coffee.Descale", "Descale", "descale"] {
      #expect(dashboard.control(name)?.kind == "com.example.Coffee.Descale", "\(name)")
    }
    let titled = try await TestDashboard(bundle: KitchenWidgets.self)
    defer { titled.close() }
    #expect(titled.control("Eggs")?.kind == "com.example.Kitchen.Stopwatch")
    #expect(titled.control("Oven")?.kind == "com.example.Kitchen.OvenTimer")
  }

  @Test func anUnknownControlFailsListingTheControls() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    withKnownIssue {
      #expect(dashboard.control("Commute Alerts") == nil)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("No control named \"Commute Alerts\". The controls are:")
        && text.contains("com.example.Coffee.BrewToggle \"Brew\", titled \"Brew\"")
        && text.contains("com.example.Coffee.Descale \"Descale\"")
    }
  }

  @Test func tappingAnUnknownControlFailsAndPressesNothing() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await withKnownIssue {
      await dashboard.tap("Commute Alerts")
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("No control named \"Commute Alerts\"")
    }
    #expect(dashboard.events.intentRuns.isEmpty)
    #expect(dashboard.space == .controlCenter)
  }

  @Test func anAmbiguousNameFailsListingTheControlsItNames() async throws {
    let dashboard = try await TestDashboard(bundle: KitchenWidgets.self)
    defer { dashboard.close() }
    await withKnownIssue {
      await dashboard.tap("Timer")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("\"Timer\" names 2 controls; name one of them by what sets it apart:")
        && text.contains("com.example.Kitchen.OvenTimer \"Timer\", titled \"Oven\"")
        && text.contains("com.example.Kitchen.Stopwatch \"Timer\", titled \"Eggs\"")
    }
    #expect(dashboard.events.intentRuns.isEmpty)
    // The kind's last component (exact names first) tells them apart.
    await dashboard.tap("OvenTimer")
    #expect(dashboard.events.intentRuns.count == 1)
  }

  @Test func aWidgetIsFoundByKindOrDisplayName() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    #expect(dashboard.widget("CoffeeStatus")?.displayName == "Coffee")
    #expect(dashboard.widget("Coffee")?.kind == "CoffeeStatus")
  }

  @Test func aWidgetPlacedTwiceIsChosenByFamilyTextOrInstanceName() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    withKnownIssue {
      #expect(dashboard.widget("Coffee") == nil)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("\"Coffee\" names 2 widgets; choose one with family: or")
        && text.contains("CoffeeStatus#1 \"Coffee\" (systemSmall) showing \"0 cups\"")
        && text.contains("CoffeeStatus#2 \"Coffee\" (systemSmall) showing \"0 cups\"")
    }
    #expect(dashboard.widget("CoffeeStatus#2")?.name == "CoffeeStatus#2")
    withKnownIssue {
      #expect(dashboard.widget("Coffee", family: .systemLarge) == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "No widget named \"Coffee\" in systemLarge. Those named \"Coffee\" are:")
    }
    withKnownIssue {
      #expect(dashboard.widget("Coffee", containing: "Brewing") == nil)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "No widget named \"Coffee\" showing \"Brewing\".")
    }
  }

  @Test func anUnknownWidgetFailsListingThePlacedWidgets() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    withKnownIssue {
      #expect(dashboard.widget("Weather") == nil)
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("No widget named \"Weather\". The widgets are:")
        && text.contains("CoffeeStatus")
    }
  }
}
