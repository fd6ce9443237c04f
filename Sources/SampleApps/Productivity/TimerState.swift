/// A timer control's value (session, 13:06): the configured timer and whether it runs.
struct TimerState: Sendable {
  let timer: ProductivityTimer
  let isRunning: Bool
}
