// swift-format-ignore-file: the listings stay as the session shows them.

import Foundation
import SpacesKit
import Testing

// The code listings of WWDC24 "Extend your app's controls across the system", each compiled
// against SpacesKit with only `import SpacesKit` changed. Each step lives in its own namespace
// because every step redefines `TimerToggle`; in the configurable steps (13:40 on) a
// `typealias` points `ToggleTimerIntent` at the timer-taking version of the 8:14 intent.

/// What the session's listings assume exists in the app.
final class TimerManager: Sendable {
  static let shared = TimerManager()
  var isRunning: Bool { false }
  func setTimerRunning(_ running: Bool) {}
  func fetchRunningState() async throws -> Bool { false }
  /// The Violin timer runs; the others don't.
  func fetchTimerRunning(timer: ProductivityTimer) async throws -> Bool { timer.id == "violin" }
}

/// A timer people pick when configuring the control.
struct ProductivityTimer: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer"
  static let defaultQuery = TimerQuery()
  let id: String
  let name: String
  var displayRepresentation: DisplayRepresentation { "\(name)" }
}
struct TimerQuery: EntityQuery {
  static let timers = [
    ProductivityTimer(id: "work", name: "Work"), ProductivityTimer(id: "violin", name: "Violin"),
  ]
  func entities(for identifiers: [String]) async throws -> [ProductivityTimer] {
    Self.timers.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [ProductivityTimer] { Self.timers }
}
/// The control's configuration: which timer.
struct SelectTimerIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Select Timer"
  @Parameter(title: "Timer") var timer: ProductivityTimer
}
/// The configurable control's value.
struct TimerState: Sendable {
  let timer: ProductivityTimer
  let isRunning: Bool
}
/// The 8:14 intent as the configurable steps use it: acting on one timer.
struct ConfigurableToggleTimerIntent: SetValueIntent, LiveActivityIntent {
  static let title: LocalizedStringResource = "Productivity Timer"
  @Parameter(title: "Timer") var timer: ProductivityTimer
  @Parameter(title: "Running") var value: Bool
  init() {}
  init(timer: ProductivityTimer) { self.timer = timer }
  func perform() throws -> some IntentResult { .result() }
}
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

// 13:06 - Make the Value Provider configurable
struct ConfigurableTimerValueProvider: AppIntentControlValueProvider {
  func currentValue(configuration: SelectTimerIntent) async throws -> TimerState {
    let timer = configuration.timer
    let isRunning = try await TimerManager.shared.fetchTimerRunning(timer: timer)
    return TimerState(timer: timer, isRunning: isRunning)
  }

  func previewValue(configuration: SelectTimerIntent) -> TimerState {
    return TimerState(timer: configuration.timer, isRunning: false)
  }
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

enum Step1340 {
  typealias ToggleTimerIntent = ConfigurableToggleTimerIntent

  // 13:40 - Make the timer configurable
  struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
      AppIntentControlConfiguration(
        kind: "com.apple.Productivity.TimerToggle",
        provider: ConfigurableTimerValueProvider()
      ) { timerState in
        ControlWidgetToggle(
          timerState.timer.name,
          isOn: timerState.isRunning,
          action: ToggleTimerIntent(timer: timerState.timer)
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

enum Step1426 {
  // 14:26 - Prompt for user configuration automatically
  // swift-format-ignore
  struct SomeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
      AppIntentControlConfiguration(
        // ...
      )
      .promptsForUserConfiguration()
    }
  }
}

enum Step1542 {
  typealias ToggleTimerIntent = ConfigurableToggleTimerIntent

  // 15:42 - Custom action hint -> hint treated as verb phrase
  struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
      AppIntentControlConfiguration(
        kind: "com.apple.Productivity.TimerToggle",
        provider: ConfigurableTimerValueProvider()
      ) { timerState in
        ControlWidgetToggle(
          timerState.timer.name,
          isOn: timerState.isRunning,
          action: ToggleTimerIntent(timer: timerState.timer)
        ) { isOn in
          Label(
            isOn ? "Running" : "Stopped",
            systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled"
          )
          .controlWidgetActionHint(isOn ? "Start" : "Stop")
        }
        .tint(.purple)
      }
    }
  }
}

enum Step1656 {
  typealias ToggleTimerIntent = ConfigurableToggleTimerIntent

  // 16:56 - Specify a display name and add a description
  struct TimerToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
      AppIntentControlConfiguration(
        kind: "com.apple.Productivity.TimerToggle",
        provider: ConfigurableTimerValueProvider()
      ) { timerState in
        ControlWidgetToggle(
          timerState.timer.name,
          isOn: timerState.isRunning,
          action: ToggleTimerIntent(timer: timerState.timer)
        ) { isOn in
          Label(
            isOn ? "Running" : "Stopped",
            systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled"
          )
          .controlWidgetActionHint(isOn ? "Start" : "Stop")
        }
        .tint(.purple)
      }
      .displayName("Productivity Timer")
      .description("Start and stop a productivity timer.")
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

  /// The configuration for a timer, as the system restores it from a saved layout.
  private func configuration(_ definition: ControlDefinition, timer id: String) async throws
    -> IntentBox
  {
    let support = try #require(definition.configuration)
    return try await support.decode(["timer": id])
  }

  @Test("13:06 — the value provider fetches the configured timer's state; previews are off")
  func step1306() async throws {
    let intent = SelectTimerIntent()
    intent.timer = ProductivityTimer(id: "violin", name: "Violin")
    let provider = ConfigurableTimerValueProvider()
    let value = try await provider.currentValue(configuration: intent)
    #expect(value.timer.name == "Violin")
    #expect(value.isRunning)
    intent.timer = ProductivityTimer(id: "work", name: "Work")
    #expect(try await provider.currentValue(configuration: intent).isRunning == false)
    #expect(provider.previewValue(configuration: intent).isRunning == false)
  }

  @Test("13:40 — titled with the configured timer's name, toggling that timer")
  func step1340() async throws {
    let definition = Step1340.TimerToggle().body._definition
    let support = try #require(definition.configuration)
    // Unconfigured (no timer yet), the app's code isn't called: the control says so.
    let unconfigured = definition.preview(support.makeDefault())
    #expect(unconfigured.isUnconfigured)
    #expect(unconfigured.valueText == "Not configured")
    await #expect(throws: ControlConfigurationError.notConfigured(missing: ["timer"])) {
      try await definition.currentValue(support.makeDefault())
    }
    let violin = try await configuration(definition, timer: "violin")
    #expect(support.encode(violin) == ["timer": "violin"])
    let preview = definition.preview(violin)
    #expect(preview.title == "Violin")
    #expect(preview.isOn == false, "previews show the off state")
    let value = try await definition.currentValue(violin)
    let control = definition.content(value)
    #expect(control.title == "Violin")
    #expect(control.isOn)
    #expect(control.valueText == "Running")
    #expect(control.tint == .purple)
    let action = try #require(control.action.intent as? ConfigurableToggleTimerIntent)
    #expect(action.timer.id == "violin")
    let work = definition.content(
      try await definition.currentValue(
        try await configuration(definition, timer: "work")))
    #expect(work.title == "Work")
    #expect(work.valueText == "Stopped")
  }

  @Test("14:26 — the elided control prompts for configuration when added")
  func step1426() {
    let definition = Step1426.SomeControl().body._definition
    #expect(definition.promptsForUserConfiguration)
    #expect(definition.configuration != nil)
  }

  @Test("15:42 — the action hints are verbs: Start for the on state, Stop for the off state")
  func step1542() async throws {
    let definition = Step1542.TimerToggle().body._definition
    let control = definition.preview(try await configuration(definition, timer: "work"))
    #expect(control.onLabel.actionHint == "Start")
    #expect(control.offLabel.actionHint == "Stop")
  }

  @Test("16:56 — the gallery names it Productivity Timer, with a description")
  func step1656() async throws {
    let definition = Step1656.TimerToggle().body._definition
    #expect(definition.displayName?.resolvedText == "Productivity Timer")
    #expect(definition.description?.resolvedText == "Start and stop a productivity timer.")
    #expect(definition.promptsForUserConfiguration == false)
    let violin = try await configuration(definition, timer: "violin")
    #expect(definition.content(try await definition.currentValue(violin)).title == "Violin")
    await #expect(throws: ParameterValueError.noEntity(type: "Timer", id: "cello")) {
      try await definition.configuration?.decode(["timer": "cello"])
    }
  }
}
