import SpacesKit

/// A toggle with the system's default presentation: one symbol, "On"/"Off" value text, the
/// default blue tint and the synthesized "Hold to Turn On 'Break Reminders'" hint.
struct BreakRemindersToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.apple.Productivity.BreakReminders") {
      ControlWidgetToggle(
        "Break Reminders",
        isOn: BreakLog.shared.remindersEnabled,
        action: SetBreakRemindersIntent()
      ) { isOn in
        Image(systemName: isOn ? "bell.fill" : "bell.slash")
      }
    }
    .displayName("Break Reminders")
    .description("Remind me to take a break every hour.")
  }
}

/// Turns break reminders on or off.
struct SetBreakRemindersIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Break Reminders"

  @Parameter(title: "Enabled")
  var value: Bool

  func perform() async throws -> some IntentResult {
    BreakLog.shared.remindersEnabled = value
    return .result()
  }
}
