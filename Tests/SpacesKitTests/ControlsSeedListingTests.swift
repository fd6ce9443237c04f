// swift-format-ignore-file: the listings stay as the session shows them.

import Foundation
import SpacesKit
import Testing

// The code listings of WWDC24 "Extend your app's controls across the system", each compiled
// against SpacesKit with only `import SpacesKit` changed. Each step lives in its own namespace
// because every step redefines `TimerToggle`. The configurable steps (13:06, 13:40, 14:26,
// 15:42, 16:56 with AppIntentControlConfiguration) arrive with configurable controls.

/// What the session's listings assume exists in the app.
final class TimerManager: Sendable {
  static let shared = TimerManager()
  var isRunning: Bool { false }
  func setTimerRunning(_ running: Bool) {}
  func fetchRunningState() async throws -> Bool { false }
}
struct ProductivityTimer {}
struct ChecklistWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: NoAttributes.self) { _ in EmptyView() }
  }
}
struct TaskCounterWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: NoAttributes.self) { _ in EmptyView() }
  }
}
struct NoAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable, Sendable {}
}

// 8:14 - Implement timer toggling
struct ToggleTimerIntent: SetValueIntent, LiveActivityIntent {
  static let title: LocalizedStringResource = "Productivity Timer"

  @Parameter(title: "Running")
  var value: Bool  // The timer’s running state

  func perform() throws -> some IntentResult {
    TimerManager.shared.setTimerRunning(value)
    return .result()
  }
}

// 8:54 - Refresh the control from within the app
final class TimerAppModel {
  func timerManager(_ manager: TimerManager, timerDidChange timer: ProductivityTimer) {
    ControlCenter.shared.reloadControls(
      ofKind: "com.apple.Productivity.TimerToggle"
    )
  }
}

// 10:03 - Define a Value Provider
struct TimerValueProvider: ControlValueProvider {
  func currentValue() async throws -> Bool {
    try await TimerManager.shared.fetchRunningState()
  }

  let previewValue: Bool = false
}

enum Step0329 {
  // 3:13 - Add the control to the Widget Bundle (without @main, which belongs to the host)
  struct ProductivityExtensionBundle: WidgetBundle {
    var body: some Widget {
      ChecklistWidget()
      TaskCounterWidget()
      TimerToggle()
    }
  }

  // 3:29 - Complete the control
  struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
      StaticControlConfiguration(
        kind: "com.apple.Productivity.TimerToggle"
      ) {
        ControlWidgetToggle(
          "Work Timer",
          isOn: TimerManager.shared.isRunning,
          action: ToggleTimerIntent()
        ) { _ in
          Image(systemName: "hourglass.bottomhalf.filled")
        }
      }
    }
  }
}

enum Step0441 {
  // 4:41 - Specify different symbols when on and off
  struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
      StaticControlConfiguration(
        kind: "com.apple.Productivity.TimerToggle"
      ) {
        ControlWidgetToggle(
          "Work Timer",
          isOn: TimerManager.shared.isRunning,
          action: ToggleTimerIntent()
        ) { isOn in
          Image(systemName: isOn ? "hourglass" : "hourglass.bottomhalf.filled")
        }
      }
    }
  }
}

enum Step0521 {
  // 5:21 - Specify custom value text and add a custom tint color
  struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
      StaticControlConfiguration(
        kind: "com.apple.Productivity.TimerToggle"
      ) {
        ControlWidgetToggle(
          "Work Timer",
          isOn: TimerManager.shared.isRunning,
          action: ToggleTimerIntent()
        ) { isOn in
          Label(
            isOn ? "Running" : "Stopped",
            systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled")
        }
        .tint(.purple)
      }
    }
  }
}

enum Step1100 {
  // 11:00 - Provide asynchronously fetched state with a Value Provider
  struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
      StaticControlConfiguration(
        kind: "com.apple.Productivity.TimerToggle",
        provider: TimerValueProvider()
      ) { isRunning in
        ControlWidgetToggle(
          "Work Timer",
          isOn: isRunning,
          action: ToggleTimerIntent()
        ) { isOn in
          Label(
            isOn ? "Running" : "Stopped",
            systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled")
        }
        .tint(.purple)
      }
    }
  }
}

@MainActor
@Suite("The controls session's listings compile and describe the same control")
struct ControlsSeedListingTests {
  @Test("3:29 — a toggle with one symbol, default value text and tint")
  func step0329() {
    let definition = Step0329.TimerToggle().body._definition
    #expect(definition.kind == "com.apple.Productivity.TimerToggle")
    let control = definition.preview(nil)
    #expect(control.title == "Work Timer")
    #expect(control.valueText == "Off")
    #expect(control.tint == nil)
    #expect(control.currentLabel.systemImage == "hourglass.bottomhalf.filled")
    #expect(control.action.typeName == "ToggleTimerIntent")
  }

  @Test("4:41 — different symbols on and off")
  func step0441() {
    let control = Step0441.TimerToggle().body._definition.preview(nil)
    #expect(control.onLabel.systemImage == "hourglass")
    #expect(control.offLabel.systemImage == "hourglass.bottomhalf.filled")
    #expect(control.with(isOn: true).valueText == "On")
  }

  @Test("5:21 — custom value text and a purple tint")
  func step0521() {
    let control = Step0521.TimerToggle().body._definition.preview(nil)
    #expect(control.valueText == "Stopped")
    #expect(control.with(isOn: true).valueText == "Running")
    #expect(control.tint == .purple)
  }

  @Test("11:00 — a value provider's preview value is the off state")
  func step1100() async throws {
    let definition = Step1100.TimerToggle().body._definition
    #expect(definition.preview(nil).isOn == false)
    let value = try await definition.currentValue(nil)
    #expect(definition.content(value).isOn == false)
  }

  @Test("3:13 — the bundle lists widgets and controls")
  func bundle() {
    let entries = Step0329.ProductivityExtensionBundle().body.body._entries
    #expect(entries.count == 3)
  }

  @Test("8:14 — the intent's @Parameter is set by the system before perform")
  func intent() async throws {
    let box = IntentBox(ToggleTimerIntent()).settingValue(true)
    let intent = try #require(box.intent as? ToggleTimerIntent)
    #expect(intent.value == true)
    #expect(ToggleTimerIntent.title.resolvedText == "Productivity Timer")
    #expect(ToggleTimerIntent().$value.hasValue == false)
    _ = try await box.perform()
  }
}
