import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal

/// The interactive dashboard: ties the engine, the renderer and the ncurses terminal together.
///
/// The engine and renderer live on the main actor; curses lives on the terminal's own thread.
/// Keys, resizes and signals arrive as one ordered stream; effects come back by themselves; a
/// single timer sleeps until the engine's earliest deadline. Nothing polls: with nothing moving
/// the process sleeps.
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
  private var engine: Engine!
  private var terminal: NcursesTerminal?
  private var renderScheduled = false
  private var lastRender = ContinuousClock.now
  private var deadlineTask: Task<Void, Never>?
  private var armedDeadline: Date?
  private var redrawTask: Task<Void, Never>?
  private var armedRedraw: Date?
  private var asciiOnly = false
  /// Whether the runner itself is sending to the engine (so a change is not an engine wakeup).
  private var isSending = false
  /// What this run counted; the terminal's part is final once `run()` returned.
  private(set) var statistics = RunStatistics()

  init(apps: [HostedApp], theme: Theme, stateDirectory: URL) {
    self.apps = apps
    self.theme = theme
    self.stateDirectory = stateDirectory
  }

  /// Runs until the user quits or a signal arrives; returns the exit status.
  func run() async throws -> Int32 {
    let capabilities = TerminalCapabilities.detect()
    asciiOnly = !capabilities.isUTF8
    let (events, continuation) = AsyncStream<TerminalEvent>.makeStream()
    let terminal = try NcursesTerminal.start(capabilities: capabilities) { event in
      continuation.yield(event)
    }
    self.terminal = terminal
    defer {
      deadlineTask?.cancel()
      redrawTask?.cancel()
      terminal.stop()
      statistics.terminal = terminal.statistics
    }

    let engine = Engine(
      apps: apps, clock: RealClock(), stateDirectory: stateDirectory, mode: .automatic)
    self.engine = engine
    engine.host.installAsDefault()
    engine.onChange = { [weak self] in self?.engineChanged() }
    engine.onDeadlinesChanged = { [weak self] in self?.armDeadlineTimer() }
    isSending = true
    engine.start(apps: apps)
    isSending = false

    for await event in events {
      statistics.terminalEvents += 1
      switch event {
      case .key(let key):
        send(.key(key))
      case .resize(let width, let height):
        send(.resize(TerminalSize(width: width, height: height)))
      case .signal(let number):
        return 128 + number
      case .inputClosed:
        return 0
      }
      if engine.state.quitRequested { return 0 }
    }
    return 0
  }

  /// Sends an action on the runner's own behalf (a key, a resize, a deadline).
  private func send(_ action: DashboardAction) {
    isSending = true
    defer { isSending = false }
    engine.send(action)
  }

  /// The engine changed: count a wakeup when the engine woke by itself (an effect's result or
  /// an app's request came back), and draw soon.
  private func engineChanged() {
    if !isSending { statistics.engineWakeups += 1 }
    scheduleRender()
  }

  /// Draws soon, at most once per frame interval; several changes make one frame.
  private func scheduleRender() {
    guard !renderScheduled else { return }
    renderScheduled = true
    Task { @MainActor [weak self] in
      guard let self else { return }
      let wait = Self.frameInterval - (ContinuousClock.now - self.lastRender)
      if wait > .zero { try? await Task.sleep(for: wait) }
      self.renderScheduled = false
      self.render()
    }
  }

  private func render() {
    guard let engine, let terminal else { return }
    statistics.renderWakeups += 1
    lastRender = .now
    statistics.terminal = terminal.statistics
    let now = engine.clock.now()
    let context = RenderContext(
      theme: theme, now: now, timeZone: .current, asciiOnly: asciiOnly,
      clockIsVirtual: false, statistics: statistics.renderStatistics)
    terminal.present(DashboardRenderer.render(engine.state, context: context))
    armRedrawTimer(RedrawSchedule.nextRedraw(engine.state, now: now))
  }

  /// Sleeps until the frame next changes by itself (a clock minute, a countdown second), then
  /// renders; the renderer decides when, the reducer knows nothing of it.
  private func armRedrawTimer(_ next: Date?) {
    guard next != armedRedraw else { return }
    armedRedraw = next
    redrawTask?.cancel()
    guard let next, let engine else { return }
    let delay = max(0, next.timeIntervalSince(engine.clock.now()))
    redrawTask = Task { @MainActor [weak self] in
      try? await Task.sleep(for: .milliseconds(Int((delay * 1000).rounded(.up))))
      guard !Task.isCancelled, let self else { return }
      self.statistics.redrawWakeups += 1
      self.armedRedraw = nil
      self.render()
    }
  }

  /// Sleeps until the engine's earliest deadline, fires what is due, and re-arms.
  private func armDeadlineTimer() {
    guard let engine else { return }
    let next = engine.nextDeadline
    guard next != armedDeadline else { return }
    armedDeadline = next
    deadlineTask?.cancel()
    guard let next else { return }
    let delay = max(0, next.timeIntervalSince(engine.clock.now()))
    deadlineTask = Task { @MainActor [weak self] in
      try? await Task.sleep(for: .milliseconds(Int((delay * 1000).rounded(.up))))
      guard !Task.isCancelled, let self else { return }
      self.statistics.deadlineWakeups += 1
      self.armedDeadline = nil
      self.isSending = true
      self.engine.fireDueDeadlines()
      self.isSending = false
      self.armDeadlineTimer()
    }
  }
}
