import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesStateServer
import SpacesTerminal

/// The interactive dashboard in the bench's process, for figures that need real time and real
/// sockets: the same loop, engine (automatic mode, real clock), paced frames (at most 60 a second) and push
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
