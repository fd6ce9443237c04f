import SpacesEngine
import SpacesKit
import Synchronization

/// Three static controls, as the Productivity app had before its timer became configurable:
/// a timer toggle whose live value is "Running" once toggled (its preview stays "Stopped"),
/// a reminders toggle and a button.
package enum ThreeControlsApp {
  /// The app, named Productivity.
  package static var app: HostedApp {
    HostedApp(name: "Productivity", bundle: ThreeControlsBundle.self)
  }
}

private struct ThreeControlsBundle: WidgetBundle {
  var body: some Widget {
    ThreeTimerToggle()
    ThreeRemindersToggle()
    ThreeLogButton()
  }
}

/// Whether the test timer runs (the live value).
private let threeTimerRunning = Mutex(false)

private struct ThreeTimerValueProvider: ControlValueProvider {
  let previewValue = false
  func currentValue() async throws -> Bool { threeTimerRunning.withLock { $0 } }
}

private struct ThreeTimerIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Work Timer"
  @Parameter(title: "Running") var value: Bool
  func perform() async throws -> some IntentResult {
    threeTimerRunning.withLock { $0 = value }
    return .result()
  }
}

private struct ThreeTimerToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.example.Productivity.TimerToggle", provider: ThreeTimerValueProvider()
    ) { isRunning in
      ControlWidgetToggle("Work Timer", isOn: isRunning, action: ThreeTimerIntent()) { isOn in
        Label(isOn ? "Running" : "Stopped", systemImage: "hourglass")
      }
    }
    .displayName("Productivity Timer")
  }
}

private struct ThreeRemindersIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Break Reminders"
  @Parameter(title: "Enabled") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

private struct ThreeRemindersToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.Productivity.BreakReminders") {
      ControlWidgetToggle("Break Reminders", isOn: false, action: ThreeRemindersIntent()) { _ in
        Image(systemName: "bell.slash")
      }
    }
    .displayName("Break Reminders")
  }
}

private struct ThreeLogIntent: AppIntent {
  static let title: LocalizedStringResource = "Log Break"
  func perform() async throws -> some IntentResult { .result() }
}

private struct ThreeLogButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.Productivity.LogBreak") {
      ControlWidgetButton(action: ThreeLogIntent()) {
        Label("Log Break", systemImage: "cup.and.saucer.fill")
      }
    }
    .displayName("Log Break")
  }
}
