import Foundation

/// The clock keys: pausing, speeding up and slowing down a `ScalableClock`, and jumping to the
/// earliest deadline under any clock that can be moved (a `ScalableClock` or a `VirtualClock`).
extension Engine {
  /// Carries out a clock command; what a clock can't do shows as a notice, never silently.
  func runClockCommand(_ command: ClockCommand) {
    let scalable = clock as? ScalableClock
    switch command {
    case .togglePause:
      guard let scalable else { return clockNotice() }
      scalable.setPaused(!scalable.isPaused)
    case .stepSpeed(let steps):
      guard let scalable else { return clockNotice() }
      scalable.stepSpeed(by: steps)
    case .jumpToNextEvent:
      guard let date = scheduler.next()?.date else {
        send(.notice("No scheduled event to jump to"))
        return
      }
      if let scalable {
        scalable.jump(to: date)
      } else if let virtual = clock as? VirtualClock {
        virtual.set(date)
      } else {
        return clockNotice()
      }
      fireDueDeadlines()
    }
    onDeadlinesChanged?()
  }

  private func clockNotice() {
    send(
      .notice(
        clock.isVirtual
          ? "The virtual clock moves only when advanced" : "The real clock can't be changed"))
  }
}
