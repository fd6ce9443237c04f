import SpacesKit

/// The productivity timer control in its final, configurable form from the session (16:56):
/// each control starts and stops the timer it is configured with, titled with the timer's name,
/// with the action hints (15:42), display name and description that refine it.
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
    .pushHandler(TimerPushHandler.self)
  }
}
