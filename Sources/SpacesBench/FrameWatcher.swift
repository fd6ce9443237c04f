import Foundation
import SpacesRender
import SpacesTerminal
import Synchronization

/// A terminal backend that resumes a waiter when a presented frame shows its text, and counts
/// the frames presented.
final class FrameWatcher: TerminalBackend {
  private struct Waiter {
    var text: String
    var continuation: CheckedContinuation<ContinuousClock.Instant?, Never>
  }

  private let state = Mutex<
    (waiter: Waiter?, latest: String, presented: ContinuousClock.Instant, count: Int)
  >((nil, "", .now, 0))

  /// The frames presented so far.
  var framesPresented: Int { state.withLock { $0.count } }

  func present(_ frame: Frame) {
    let now = ContinuousClock.now
    let text = frame.text
    let waiter = state.withLock { state -> Waiter? in
      state.latest = text
      state.presented = now
      state.count += 1
      guard let waiter = state.waiter, text.contains(waiter.text) else { return nil }
      state.waiter = nil
      return waiter
    }
    waiter?.continuation.resume(returning: now)
  }

  func stop() {}

  var statistics: TerminalStatistics { TerminalStatistics() }

  /// Waits for a frame showing `text`; returns when it was presented (the latest frame's
  /// time if it already shows it).
  func wait(for text: String) async -> ContinuousClock.Instant? {
    await withCheckedContinuation { continuation in
      let (shown, replaced) = state.withLock {
        state -> (ContinuousClock.Instant?, Waiter?) in
        if state.latest.contains(text) { return (state.presented, nil) }
        let replaced = state.waiter
        state.waiter = Waiter(text: text, continuation: continuation)
        return (nil, replaced)
      }
      replaced?.continuation.resume(returning: nil)
      if let shown { continuation.resume(returning: shown) }
    }
  }

  /// Gives up the current wait.
  func cancelWait() {
    let waiter = state.withLock { state -> Waiter? in
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.continuation.resume(returning: nil)
  }
}
