import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesStateServer
import SpacesTerminal
import Synchronization

/// The interactive dashboard in the bench's process, for figures that need real time and real
/// sockets: the same loop, engine (automatic mode, real clock), paced frames (16 ms) and push
/// channel as `InteractiveRunner`, with a terminal backend that tells when a frame showing some
/// text is presented instead of ncurses.
@MainActor
final class LiveDashboard {
  let engine: Engine
  let loop: DashboardLoop
  let watcher = FrameWatcher()
  let channel: PushChannel?

  /// Starts a dashboard hosting apps with its state under `paths`; `withPush: false` leaves
  /// the push socket (and state server connection) closed.
  init(
    apps: [HostedApp], theme: Theme, paths: DevicePaths, withPush: Bool, executable: URL?,
    connectApps: @escaping @MainActor (StateServerClient) -> Void = { _ in }
  ) async throws {
    channel =
      withPush
      ? try await PushChannel.open(paths: paths, executable: executable, connectApps: connectApps)
      : nil
    engine = Engine(
      apps: apps, clock: RealClock(), stateDirectory: paths.deviceDirectory, mode: .automatic)
    loop = DashboardLoop(
      engine: engine, terminal: watcher, theme: theme, timeZone: .current, asciiOnly: false,
      pacing: .framed(InteractiveRunner.frameInterval))
    loop.handle(.terminal(.resize(width: 100, height: 30)))
    var sources: [any LoopSource] = [AppRequestSource(), WakeTimerSource()]
    if let channel { sources.append(channel.source()) }
    loop.start(sources)
    engine.start(apps: apps)
  }

  /// The loop's wakeups so far.
  var wakeups: Int { loop.statistics.wakeups }

  /// Waits until a presented frame shows `text`; returns when it was presented, or `nil` after
  /// the timeout.
  func frame(showing text: String, timeout: Duration = .seconds(5)) async
    -> ContinuousClock.Instant?
  {
    let watcher = self.watcher
    return await withTaskGroup(of: ContinuousClock.Instant?.self) { group in
      group.addTask { await watcher.wait(for: text) }
      group.addTask {
        try? await Task.sleep(for: timeout)
        if !Task.isCancelled { watcher.cancelWait() }
        return nil
      }
      let first = await group.next() ?? nil
      group.cancelAll()
      return first
    }
  }

  /// Stops the loop and closes the push channel.
  func stop() {
    loop.stop()
  }
}

/// A terminal backend that resumes a waiter when a presented frame shows its text.
final class FrameWatcher: TerminalBackend {
  private struct Waiter {
    var text: String
    var continuation: CheckedContinuation<ContinuousClock.Instant?, Never>
  }

  private let state = Mutex<(waiter: Waiter?, latest: String, presented: ContinuousClock.Instant)>(
    (nil, "", .now))

  func present(_ frame: Frame) {
    let now = ContinuousClock.now
    let text = frame.text
    let waiter = state.withLock { state -> Waiter? in
      state.latest = text
      state.presented = now
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
