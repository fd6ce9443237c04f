import SpacesKit

/// The productivity timer control, in its final static form from the session (11:00), with the
/// action hints (15:42), display name and description (16:56) that refine it.
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
          systemImage: isOn ? "hourglass" : "hourglass.bottomhalf.filled"
        )
        .controlWidgetActionHint(isOn ? "Start" : "Stop")
      }
      .tint(.purple)
    }
    .displayName("Productivity Timer")
    .description("Start and stop a productivity timer.")
    .pushHandler(TimerPushHandler.self)
  }
}

/// Provides the timer's running state, fetched asynchronously (session, 10:03).
struct TimerValueProvider: ControlValueProvider {
  func currentValue() async throws -> Bool {
    try await TimerManager.shared.fetchRunningState()
  }

  let previewValue: Bool = false
}
