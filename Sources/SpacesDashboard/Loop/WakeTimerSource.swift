import Foundation
import SpacesEngine

/// Four timers: one sleeps until the engine's earliest deadline, one until the renderer's next
/// redraw, and two on the presentation clock: the next frame of an entry animation and the
/// engine's earliest presentation deadline (a toast's or a pressed flash's end). Each re-arms
/// when its date changes; with none, nothing wakes.
///
/// Dates are the clock's; under a `ScalableClock` the waits are scaled to real time (a paused
/// clock arms nothing) and both re-arm when the speed changes; presentation dates are waited
/// for unscaled. A redraw waits at least
/// `minimumRedrawDelay` of real time, so a fast clock can't redraw faster than frames are shown.
@MainActor
package final class WakeTimerSource: LoopSource {
  private var deadline: (date: Date, task: Task<Void, Never>)?
  private var redraw: (date: Date, task: Task<Void, Never>)?
  /// The next frame of an entry animation, on the presentation clock.
  private var animation: (date: Date, task: Task<Void, Never>)?
  /// The engine's earliest deadline on the presentation clock (`Engine.nextPresentationDeadline`).
  private var presentationDeadline: (date: Date, task: Task<Void, Never>)?
  private weak var loop: DashboardLoop?
  /// How the clock ran when the timers were armed.
  private var armedRate: ClockRate?
  /// The shortest real wait for a redraw.
  static let minimumRedrawDelay: TimeInterval = 1.0 / 30

  /// A source with no timer armed yet.
  package init() {}

  /// The presentation-clock date the animation timer is armed for (tests).
  var armedAnimationFrame: Date? { animation?.date }

  /// The presentation-clock date the presentation-deadline timer is armed for (tests).
  var armedPresentationDeadline: Date? { presentationDeadline?.date }

  /// The dates the two timers are armed for (tests: a paused clock arms none).
  var armedDates: (deadline: Date?, redraw: Date?) { (deadline?.date, redraw?.date) }

  package func start(_ loop: DashboardLoop) {
    self.loop = loop
    loop.onWakeTimesChanged = { [weak self] in self?.rearm() }
    rearm()
  }

  package func stop() {
    deadline?.task.cancel()
    redraw?.task.cancel()
    animation?.task.cancel()
    presentationDeadline?.task.cancel()
    deadline = nil
    redraw = nil
    animation = nil
    presentationDeadline = nil
    loop?.onWakeTimesChanged = nil
  }

  private func rearm() {
    guard let loop else { return }
    let clock = loop.engine.clock
    if clock.rate != armedRate {
      armedRate = clock.rate
      for timer in [deadline, redraw] { timer?.task.cancel() }
      deadline = nil
      redraw = nil
    }
    arm(\.deadline, at: loop.engine.nextDeadline, clock: clock, event: .deadlines)
    arm(\.redraw, at: loop.nextRedraw, clock: clock, event: .redraw)
    armPresentation(\.animation, at: loop.nextAnimationFrame, clock: clock, event: .redraw)
    armPresentation(
      \.presentationDeadline, at: loop.engine.nextPresentationDeadline, clock: clock,
      event: .deadlines)
  }

  /// A timer slot: the date it is armed for and the task that waits.
  private typealias Slot = ReferenceWritableKeyPath<
    WakeTimerSource, (date: Date, task: Task<Void, Never>)?
  >

  /// Arms a presentation-clock timer (an animation frame, a presentation deadline): its date is
  /// presentation time, which runs unscaled and never pauses, so the wait is measured on it (at
  /// least one 60 Hz frame).
  private func armPresentation(
    _ slot: Slot, at date: Date?, clock: any EngineClock, event: LoopEvent
  ) {
    start(slot, at: date, event: event) { date in
      max(1.0 / 60, date.timeIntervalSince(clock.presentationNow()))
    }
  }

  /// Arms a simulated-clock timer (a deadline, a redraw), its wait scaled by the clock's rate;
  /// none while the clock is paused.
  private func arm(_ slot: Slot, at date: Date?, clock: any EngineClock, event: LoopEvent) {
    start(slot, at: date, event: event) { date in
      guard var delay = clock.realDelay(untilDate: date) else { return nil }
      if event == .redraw, clock.rate != nil { delay = max(delay, Self.minimumRedrawDelay) }
      return delay
    }
  }

  /// Puts a timer in `slot` for `date` (unless it is armed for it already): after `delay(date)`
  /// seconds on the main queue the loop handles `event` and the timers are armed again.
  private func start(
    _ slot: Slot, at date: Date?, event: LoopEvent, delay: (Date) -> TimeInterval?
  ) {
    guard self[keyPath: slot]?.date != date else { return }
    self[keyPath: slot]?.task.cancel()
    self[keyPath: slot] = nil
    guard let date, let delay = delay(date) else { return }
    let task = Task(executorPreference: MainQueueExecutor.shared) {
      @Sendable @MainActor [weak self] in
      await MainQueueSleep.sleep(for: .milliseconds(Int((delay * 1000).rounded(.up))))
      guard !Task.isCancelled, let self else { return }
      self[keyPath: slot] = nil
      self.loop?.handle(event)
      self.rearm()
    }
    self[keyPath: slot] = (date, task)
  }
}
