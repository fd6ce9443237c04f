import SpacesKit

/// Starts or stops one timer (session, 8:14, acting on the configured timer since 13:40): a
/// `SetValueIntent` because it sets the running state to the value the system provides, and a
/// `LiveActivityIntent` because it starts and ends the timer's Live Activity.
struct ToggleTimerIntent: SetValueIntent, LiveActivityIntent {
  static let title: LocalizedStringResource = "Productivity Timer"

  @Parameter(title: "Timer")
  var timer: ProductivityTimer

  @Parameter(title: "Running")
  var value: Bool  // The timer’s running state

  init() {}

  init(timer: ProductivityTimer) {
    self.timer = timer
  }

  func perform() async throws -> some IntentResult {
    try await TimerManager.shared.setTimerRunning(value, timer: timer)
    return .result()
  }
}
