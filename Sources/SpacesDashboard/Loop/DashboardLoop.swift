import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal

/// The dashboard's one run loop: sources deliver events (keys, app requests, deadlines,
/// redraws), the engine reduces them, and the loop renders frames into a terminal backend.
///
/// The interactive dashboard runs it with the ncurses terminal, real timers and paced frames;
/// `ScriptedSession` (snapshots, tests, the soak) runs the same loop with the headless terminal
/// and the virtual clock, rendering after every step and walking time through every deadline
/// and redraw on the way. Nothing polls: with nothing due, nothing runs.
@MainActor
package final class DashboardLoop {
  /// How frames are paced.
  package enum Pacing: Sendable {
    /// Render as soon as a step ends (scripted runs).
    case immediate
    /// At most one frame per interval; several changes make one frame (the interactive run).
    case framed(Duration)
  }

  /// The engine.
  package let engine: Engine
  /// Where frames go.
  package let terminal: any TerminalBackend
  /// What renders need besides the state.
  package var theme: Theme
  /// The time zone the clocks show.
  package var timeZone: TimeZone
  /// Whether to draw ASCII only.
  package var asciiOnly: Bool
  /// When the frame next changes by itself (the renderer's schedule), as of the last render.
  package private(set) var nextRedraw: Date?
  /// When an entry animation on screen next draws a frame, on the clock's presentation time
  /// (`EngineClock.presentationNow()`), as of the last render; `nil` while nothing animates.
  package private(set) var nextAnimationFrame: Date?
  /// Whether motion is reduced (animations cross-fade instead of moving).
  package var reducedMotion = false
  /// Whether the phone spaces draw the device outline (`--frame`).
  package var deviceFrame = false
  /// Whether frames show animations as they end (`spaces snapshot`: a still shows the settled
  /// widget, not the first instant of its change).
  package var settlesAnimations = false
  /// The exit status once the dashboard should stop (quit, a signal, the end of input).
  package private(set) var exitStatus: Int32?
  /// Called when the next wake time changes (an engine deadline or the next redraw): timer
  /// sources re-arm then.
  package var onWakeTimesChanged: (@MainActor () -> Void)?
  /// What this run counted.
  package var statistics = RunStatistics()
  /// Called after every engine change with the state (the log file writes new events).
  package var onEngineChange: (@MainActor (DashboardState) -> Void)?
  /// The log file's path, shown in the inspector.
  package var logPath: String?

  private let pacing: Pacing
  private var sources: [any LoopSource] = []
  private var isHandling = false
  private var needsRender = true
  private var renderTask: Task<Void, Never>?
  private var lastRender: ContinuousClock.Instant?
  /// The last frame a paced loop presented: an equal one isn't presented again.
  private var lastPresented: Frame?
  private var exitWaiters: [CheckedContinuation<Int32, Never>] = []
  /// Where this loop's frames report what their layout cut off or refused.
  private let layoutWarnings: LayoutWarnings

  /// Creates a loop around an engine and a terminal backend; `layoutWarnings` is where its
  /// frames' layout warnings go before it moves them into the event log (the process's, unless
  /// several dashboards share the process).
  package init(
    engine: Engine, terminal: any TerminalBackend, theme: Theme, timeZone: TimeZone,
    asciiOnly: Bool, pacing: Pacing, layoutWarnings: LayoutWarnings = .shared
  ) {
    self.layoutWarnings = layoutWarnings
    self.engine = engine
    self.terminal = terminal
    self.theme = theme
    self.timeZone = timeZone
    self.asciiOnly = asciiOnly
    self.pacing = pacing
    engine.onChange = { [weak self] in self?.engineChanged() }
    engine.onDeadlinesChanged = { [weak self] in self?.onWakeTimesChanged?() }
  }

  /// Starts sources; they deliver events until `stop()`.
  package func start(_ sources: [any LoopSource]) {
    self.sources += sources
    for source in sources { source.start(self) }
  }

  /// Stops every source and any pending frame.
  package func stop() {
    for source in sources { source.stop() }
    sources = []
    renderTask?.cancel()
    renderTask = nil
  }

  /// Handles one event from a source.
  package func handle(_ event: LoopEvent) {
    isHandling = true
    defer {
      isHandling = false
      if engine.state.quitRequested { finish(0) }
    }
    switch event {
    case .terminal(let event):
      statistics.terminalEvents += 1
      switch event {
      case .key(let key) where isTooSmall:
        // The screen says "terminal too small": a key's effect couldn't be seen, so only the
        // quit keys act (whatever is presented); the dashboard is as it was when it fits again.
        if Keymap.standard.command(for: key) == .quit { engine.send(.quit) }
      case .key(let key): engine.send(.key(key))
      case .resize(let width, let height):
        engine.send(.resize(TerminalSize(width: width, height: height)))
      case .signal(let number): finish(128 + number)
      case .inputClosed: finish(0)
      case .mouse where isTooSmall:
        break
      case .mouse(let mouse):
        var context = RenderContext(
          theme: theme, now: engine.clock.now(), timeZone: timeZone, asciiOnly: asciiOnly)
        context.deviceFrame = deviceFrame
        for action in MouseRouting.actions(for: mouse, in: engine.state, context: context) {
          engine.send(action)
        }
      }
    case .appRequests:
      statistics.engineWakeups += 1
      engine.drainInbox()
    case .deadlines:
      statistics.deadlineWakeups += 1
      engine.fireDueDeadlines()
    case .redraw:
      statistics.redrawWakeups += 1
      needsRender = true
      // A redraw due within the frame interval of the last frame waits for its end.
      if case .framed(let interval) = pacing, let last = lastRender,
        ContinuousClock.now - last < interval
      {
        scheduleRender()
      } else {
        renderNow()
      }
    case .push(let action):
      statistics.pushWakeups += 1
      engine.send(.push(action))
    }
  }

  /// Whether the terminal is below the dashboard's minimum size (the renderer shows "terminal
  /// too small" instead of the dashboard).
  package var isTooSmall: Bool {
    let size = engine.state.size
    let minimum = DashboardRenderer.minimumSize
    return size.width < minimum.width || size.height < minimum.height
  }

  /// Waits until the dashboard should stop; returns the exit status.
  package func waitForExit() async -> Int32 {
    if let exitStatus { return exitStatus }
    return await withCheckedContinuation { exitWaiters.append($0) }
  }

  private func finish(_ status: Int32) {
    guard exitStatus == nil else { return }
    exitStatus = status
    for waiter in exitWaiters { waiter.resume(returning: status) }
    exitWaiters = []
  }

  /// The engine changed: a change it made by itself (an effect's result) counts as a wakeup;
  /// a frame follows.
  private func engineChanged() {
    if !isHandling { statistics.engineWakeups += 1 }
    onEngineChange?(engine.state)
    needsRender = true
    scheduleRender()
  }

  /// Paced loops: renders once the frame interval since the last frame presented has passed
  /// (at once if it has), folding every change meanwhile into that one frame.
  private func scheduleRender() {
    guard case .framed(let interval) = pacing, renderTask == nil else { return }
    renderTask = Task(executorPreference: MainQueueExecutor.shared) {
      @Sendable @MainActor [weak self] in
      guard let self else { return }
      if let last = self.lastRender {
        let wait = interval - (ContinuousClock.now - last)
        if wait > .zero { await MainQueueSleep.sleep(for: wait) }
      }
      self.renderTask = nil
      guard !Task.isCancelled else { return }
      self.statistics.renderWakeups += 1
      self.renderNow()
    }
  }

  /// Renders now if anything changed since the last frame.
  package func renderIfNeeded() {
    if needsRender { renderNow() }
  }

  /// The frame for the state now.
  ///
  /// Rendered with the engine's host current, so the apps' strings drawn (a parameter summary)
  /// are translated from their string catalogs.
  package func compose(statistics: RenderStatistics? = nil) -> Frame {
    compose(engine.state, context: renderContext(statistics: statistics))
  }

  /// The frame another state would show now (the test library draws a space without showing it).
  package func compose(_ state: DashboardState) -> Frame {
    compose(state, context: renderContext())
  }

  /// Renders a state with this loop's layout warnings bound, on the engine's host.
  private func compose(_ state: DashboardState, context: RenderContext) -> Frame {
    engine.host.runSync {
      LayoutWarnings.$current.withValue(layoutWarnings) {
        DashboardRenderer.render(state, context: context)
      }
    }
  }

  /// What a render needs besides the state, now.
  func renderContext(statistics: RenderStatistics? = nil) -> RenderContext {
    var context = RenderContext(
      theme: theme, now: engine.clock.now(), timeZone: timeZone, asciiOnly: asciiOnly,
      clockIsVirtual: engine.clock.isVirtual, statistics: statistics, logPath: logPath,
      clockRate: engine.clock.rate, nextScheduledEvent: engine.nextDeadline)
    context.presentationNow =
      settlesAnimations ? .distantFuture : engine.clock.presentationNow()
    context.reducedMotion = reducedMotion
    context.deviceFrame = deviceFrame
    return context
  }

  /// The next frame of an entry animation on screen (presentation time).
  private func animationFrame() -> Date? {
    RedrawSchedule.nextAnimationFrame(engine.state, context: renderContext())
  }

  private func renderNow() {
    needsRender = false
    let now = engine.clock.now()
    var shown: RenderStatistics?
    if case .framed = pacing {
      statistics.terminal = terminal.statistics
      shown = statistics.renderStatistics
    }
    let composed = compose(statistics: shown)
    // What the frame's layout cut off or refused (once each) goes to the event log.
    for warning in layoutWarnings.drain() { engine.send(.log(.warning(warning))) }
    if case .framed = pacing {
      // Pacing limits what reaches the terminal: every frame presented holds back the next
      // one for the interval; a frame equal to the last one (a reload started with nothing to
      // show yet, a push that changed nothing on screen) isn't presented and holds back
      // nothing.
      if composed != lastPresented {
        terminal.present(composed)
        lastPresented = composed
        lastRender = .now
      }
    } else {
      terminal.present(composed)
    }
    // Asset catalog problems found while drawing (a missing image, a malformed Contents.json)
    // go to the event log, once each.
    for message in AssetCatalogs.shared.takeUnannounced() {
      engine.send(.log(.warning(message)))
    }
    let next = RedrawSchedule.nextRedraw(engine.state, now: now)
    let frame = animationFrame()
    if next != nextRedraw || frame != nextAnimationFrame {
      nextRedraw = next
      nextAnimationFrame = frame
      onWakeTimesChanged?()
    }
  }

  // MARK: Virtual time

  /// Scripted runs: moves the virtual clock forward as the interactive loop would live through
  /// the time — waking at every engine deadline and every redraw on the way, in order, letting
  /// effects settle each time — and presents the frame at the end.
  ///
  /// A redraw with no change of state in between only re-shows live text (a clock, a
  /// countdown) that nobody reads mid-advance: it is counted as a wakeup and the schedule moves
  /// on, but no frame is composed until state changes or the advance ends.
  package func advanceVirtualTime(by interval: TimeInterval) async {
    guard let clock = engine.clock as? VirtualClock else {
      preconditionFailure("advanceVirtualTime(by:) needs a VirtualClock")
    }
    await advanceVirtualTime(to: clock.now().addingTimeInterval(interval), until: { false })
  }

  /// Moves the virtual clock as `advanceVirtualTime(by:)` does, to `target` or only until
  /// `condition` holds after a deadline (the clock stays at that deadline's time). Returns
  /// whether the condition held.
  @discardableResult
  package func advanceVirtualTime(to target: Date, until condition: () -> Bool) async -> Bool {
    guard let clock = engine.clock as? VirtualClock else {
      preconditionFailure("advanceVirtualTime(to:until:) needs a VirtualClock")
    }
    await engine.settle()
    renderIfNeeded()
    while true {
      let deadline = engine.nextDeadline
      // A virtual clock's presentation time is its own: animation frames are redraws too.
      let redraw = [nextRedraw, nextAnimationFrame].compactMap { $0 }.min()
      guard let next = [deadline, redraw].compactMap({ $0 }).min(), next <= target else { break }
      clock.set(next)
      if let deadline, deadline <= next {
        handle(.deadlines)
        await engine.settle()
      }
      if let redraw, redraw <= next {
        statistics.redrawWakeups += 1
        needsRender = true
      }
      if needsRender {
        nextRedraw = RedrawSchedule.nextRedraw(engine.state, now: next)
        nextAnimationFrame = animationFrame()
      }
      if condition() {
        renderIfNeeded()
        return true
      }
    }
    clock.set(max(clock.now(), target))
    renderIfNeeded()
    return false
  }
}
