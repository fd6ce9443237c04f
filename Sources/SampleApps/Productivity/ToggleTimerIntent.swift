import SpacesKit

/// Starts or stops the work timer (session, 8:14): a `SetValueIntent` because it sets the
/// running state to the value the system provides, and a `LiveActivityIntent` because it starts
/// and ends the timer's Live Activity.
struct ToggleTimerIntent: SetValueIntent, LiveActivityIntent {
  static let title: LocalizedStringResource = "Productivity Timer"

  @Parameter(title: "Running")
  var value: Bool  // The timer’s running state

  func perform() throws -> some IntentResult {
    TimerManager.shared.setTimerRunning(value)
    return .result()
  }
}
