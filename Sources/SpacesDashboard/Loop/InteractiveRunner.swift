import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal

/// The interactive dashboard: the run loop with the ncurses terminal, real timers and paced
/// frames.
///
/// The engine and renderer live on the main actor; curses lives on the terminal's own thread.
/// Four sources wake the loop: terminal events, app code's requests, the engine's deadline
/// timer and the renderer's redraw timer. Nothing polls: with nothing moving the process sleeps.
///
/// It counts its wakeups and, with the terminal's frame counters, shows them in the inspector
/// and keeps them in `statistics` for `spaces run --stats`.
@MainActor
final class InteractiveRunner {
  /// The fastest the screen is redrawn.
  static let frameInterval: Duration = .milliseconds(16)

  let apps: [HostedApp]
  let theme: Theme
  let stateDirectory: URL
  /// What this run counted; the terminal's part is final once `run()` returned.
  private(set) var statistics = RunStatistics()

  /// How fast simulated time starts running (`--speed`).
  let speed: Double

  init(apps: [HostedApp], theme: Theme, stateDirectory: URL, speed: Double = 1) {
    self.speed = speed
    self.apps = apps
    self.theme = theme
    self.stateDirectory = stateDirectory
  }

  /// Runs until the user quits or a signal arrives; returns the exit status.
  func run() async throws -> Int32 {
    let capabilities = TerminalCapabilities.detect()
    let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    let terminal = try NcursesTerminal.start(capabilities: capabilities) { event in
      continuation.yield(event)
    }
    let engine = Engine(
      apps: apps, clock: ScalableClock(base: RealClock(), speed: speed),
      stateDirectory: stateDirectory, mode: .automatic)
    engine.host.installAsDefault()
    let loop = DashboardLoop(
      engine: engine, terminal: terminal, theme: theme, timeZone: .current,
      asciiOnly: !capabilities.isUTF8, pacing: .framed(Self.frameInterval))
    defer {
      loop.stop()
      terminal.stop()
      statistics = loop.statistics
      statistics.terminal = terminal.statistics
    }
    loop.start([
      TerminalInputSource(events: events), AppRequestSource(), WakeTimerSource(),
    ])
    engine.start(apps: apps)
    return await loop.waitForExit()
  }
}
