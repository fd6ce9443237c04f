import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesStateServer
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
package final class InteractiveRunner {
  /// The fastest the screen is redrawn: 60 frames a second.
  package static let frameInterval: Duration = .seconds(1) / 60

  let apps: [HostedApp]
  let theme: Theme
  /// Where the device's state and sockets are.
  let paths: DevicePaths
  /// The `spaces` executable, to start the state server with.
  let executable: URL?
  /// Hands the state server connection to the apps (named devices only).
  let connectApps: @MainActor (StateServerClient) -> Void
  /// What this run counted; the terminal's part is final once `run()` returned.
  private(set) var statistics = RunStatistics()
  /// Whether the widgets' Developer Mode is on from the start (`--developer-mode`).
  var developerMode = false
  /// Whether Live Activities start turned off (`--live-activities-off`).
  var liveActivitiesOff = false
  /// Whether motion is reduced (`--reduced-motion`, `SPACES_REDUCED_MOTION=1`).
  var reducedMotion = false
  /// Whether the phone spaces draw the device outline (`--frame`).
  var deviceFrame = false
  /// The language the apps' strings are shown in (`--locale`; `nil`: the environment's).
  var language: String?
  /// The crash to have once the first frame is drawn (the crash tests' hidden option).
  var crashForTesting: TestCrash?

  /// Where the session is recorded (`spaces record`), if anywhere.
  let recorder: CastRecorder?
  /// How fast simulated time starts running (`--speed`).
  let speed: Double

  init(
    apps: [HostedApp], theme: Theme, paths: DevicePaths, executable: URL?,
    connectApps: @escaping @MainActor (StateServerClient) -> Void, recorder: CastRecorder? = nil,
    speed: Double = 1
  ) {
    self.speed = speed
    self.apps = apps
    self.theme = theme
    self.paths = paths
    self.executable = executable
    self.connectApps = connectApps
    self.recorder = recorder
  }

  /// Runs until the user quits or a signal arrives; returns the exit status. Throws before
  /// taking the terminal when the push socket can't be opened (another dashboard has it).
  func run() async throws -> Int32 {
    // The log file: opened before curses takes the screen; if it can't be, the dashboard
    // runs without one (the inspector says so) rather than print over the screen.
    let log: SessionLog?
    var logProblem: String?
    do {
      log = try SessionLog(stateDirectory: paths.deviceDirectory)
    } catch {
      log = nil
      logProblem = "\(error)"
    }
    log?.logger.info(
      "start",
      metadata: [
        "pid": "\(getpid())", "theme": "\(theme.name)", "state": "\(paths.deviceDirectory.path)",
        "term": "\(ProcessInfo.processInfo.environment["TERM"] ?? "")",
        "recording": "\(recorder?.url.path ?? "-")",
      ])
    do {
      let status = try await runTerminal(log: log, logProblem: logProblem)
      log?.logger.info(
        "stop",
        metadata: ["status": "\(status)", "frames": "\(statistics.terminal.framesDrawn)"])
      return status
    } catch {
      log?.logger.error("stop: \(error)")
      throw error
    }
  }

  /// The path as the inspector shows it: the home directory as "~".
  static func displayPath(_ url: URL) -> String {
    let home = FileManager.default.homeDirectoryForCurrentUser.path
    return url.path.hasPrefix(home + "/") ? "~" + url.path.dropFirst(home.count) : url.path
  }

  private func runTerminal(log: SessionLog?, logProblem: String?) async throws -> Int32 {
    let channel = try await PushChannel.open(
      paths: paths, executable: executable, connectApps: connectApps)
    let capabilities = TerminalCapabilities.detect()
    let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    let terminal: NcursesTerminal
    do {
      terminal = try NcursesTerminal.start(capabilities: capabilities) { event in
        continuation.yield(event)
      }
    } catch {
      channel.close()
      throw error
    }
    let preferences = AppPreferences.persist(
      in: paths.deviceDirectory.appendingPathComponent("preferences", isDirectory: true))
    let engine = Engine(
      apps: apps, clock: ScalableClock(base: RealClock(), speed: speed),
      stateDirectory: paths.deviceDirectory, mode: .automatic, isKnownSymbol: theme.drawsSymbol,
      language: language)
    for event in channel.startupEvents { engine.send(.log(event)) }
    for warning in preferences.warnings { engine.send(.log(.warning(warning))) }
    engine.host.installAsDefault()
    let shown: any TerminalBackend =
      recorder.map { RecordingTerminal(terminal, recorder: $0) } ?? terminal
    let loop = DashboardLoop(
      engine: engine, terminal: shown, theme: theme, timeZone: .current,
      asciiOnly: !capabilities.isUTF8, pacing: .framed(Self.frameInterval))
    loop.reducedMotion = reducedMotion
    loop.deviceFrame = deviceFrame
    if let log {
      loop.logPath = Self.displayPath(log.file.url)
      loop.onEngineChange = { state in log.events(state.events) }
    } else if let logProblem {
      loop.logPath = "unavailable: \(logProblem)"
    }
    defer {
      loop.stop()
      terminal.stop()
      recorder?.finish()
      statistics = loop.statistics
      statistics.terminal = terminal.statistics
    }
    loop.start([
      TerminalInputSource(events: events) { terminal.terminationSignal },
      AppRequestSource(), WakeTimerSource(),
      channel.source(),
    ])
    if developerMode { engine.send(.widgets(.setDeveloperMode(true))) }
    if liveActivitiesOff { engine.setLiveActivitiesEnabled(false) }
    engine.start(apps: apps)
    if let crashForTesting { crashForTesting.scheduleAfterFirstFrame(of: terminal) }
    return await loop.waitForExit()
  }
}
