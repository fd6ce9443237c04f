import SpacesKit

/// Provides the configured timer's running state, fetched asynchronously (session, 13:06).
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
