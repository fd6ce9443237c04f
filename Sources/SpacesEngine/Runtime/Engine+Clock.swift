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
      send(
        .toast(
          .show(
            .text(
              scalable.isPaused
                ? "Clock paused: simulated time stands still"
                : "Clock running at \(speedText(scalable.speed))"), .info)))
    case .stepSpeed(let steps):
      guard let scalable else { return clockNotice() }
      let before = scalable.speed
      scalable.stepSpeed(by: steps)
      let speed = speedText(scalable.speed)
      let limit = steps > 0 ? "the fastest" : "the slowest"
      send(
        .toast(
          .show(
            .text(
              scalable.speed == before
                ? "Clock speed \(speed) already (\(limit))" : "Clock speed \(speed)"), .info)))
    case .jumpToNextEvent:
      guard let date = scheduler.next()?.date else {
        send(.toast(.show(.text("No scheduled event to jump to"), .info)))
        return
      }
      let ahead = max(0, date.timeIntervalSince(clock.now()))
      send(.toast(.show(.text("Jumped \(durationText(ahead)) ahead to the next event"), .info)))
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
    let text =
      clock.isVirtual
      ? "The virtual clock moves only when advanced" : "The real clock can't be changed"
    send(.toast(.show(.text(text), .info)))
  }

  /// A speed as the status bar writes it ("60×").
  private func speedText(_ speed: Double) -> String {
    ClockRate(speed: speed, isPaused: false).label(ascii: false)
  }

  /// A jump's length: "45 s", "3 min 20 s", "2 h 5 min".
  private func durationText(_ interval: TimeInterval) -> String {
    let seconds = Int(interval.rounded(.up))
    if seconds < 60 { return "\(seconds) s" }
    if seconds < 3600 {
      return seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds / 60) min \(seconds % 60) s"
    }
    let minutes = seconds / 60
    return minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(minutes % 60) min"
  }
}
