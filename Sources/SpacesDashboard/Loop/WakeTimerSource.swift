import Foundation
import SpacesEngine

/// Two timers: one sleeps until the engine's earliest deadline, the other until the renderer's
/// next redraw. Each re-arms when its date changes; with neither, nothing wakes.
@MainActor
final class WakeTimerSource: LoopSource {
  private var deadline: (date: Date, task: Task<Void, Never>)?
  private var redraw: (date: Date, task: Task<Void, Never>)?
  private weak var loop: DashboardLoop?

  func start(_ loop: DashboardLoop) {
    self.loop = loop
    loop.onWakeTimesChanged = { [weak self] in self?.rearm() }
    rearm()
  }

  func stop() {
    deadline?.task.cancel()
    redraw?.task.cancel()
    deadline = nil
    redraw = nil
    loop?.onWakeTimesChanged = nil
  }

  private func rearm() {
    guard let loop else { return }
    let now = loop.engine.clock.now()
    arm(&deadline, at: loop.engine.nextDeadline, now: now, event: .deadlines)
    arm(&redraw, at: loop.nextRedraw, now: now, event: .redraw)
  }

  private func arm(
    _ timer: inout (date: Date, task: Task<Void, Never>)?, at date: Date?, now: Date,
    event: LoopEvent
  ) {
    guard timer?.date != date else { return }
    timer?.task.cancel()
    timer = nil
    guard let date else { return }
    let delay = max(0, date.timeIntervalSince(now))
    let task = Task { @MainActor [weak self] in
      try? await Task.sleep(for: .milliseconds(Int((delay * 1000).rounded(.up))))
      guard !Task.isCancelled, let self else { return }
      if event == .deadlines { self.deadline = nil } else { self.redraw = nil }
      self.loop?.handle(event)
      self.rearm()
    }
    timer = (date, task)
  }
}
