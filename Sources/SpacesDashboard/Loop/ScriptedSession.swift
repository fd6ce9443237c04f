import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal

/// A dashboard run headless under a virtual clock: press keys, wait, read frames.
///
/// It is the dashboard's one run loop (`DashboardLoop`) with the headless terminal: every step
/// settles the engine's effects and presents a frame, and time moves only when told, waking at
/// each deadline and redraw on the way. `spaces snapshot`, the test driver and the soak use it.
@MainActor
package final class ScriptedSession {
  /// The run loop.
  package let loop: DashboardLoop
  /// The virtual clock.
  package let clock: VirtualClock
  /// The headless terminal the loop presents frames to.
  package let terminal: HeadlessTerminal

  /// Starts a session hosting apps, with state in `stateDirectory`. `settleGrace` is how long
  /// an effect may make no progress before it counts as hung (`Engine.settleGrace`); `language`
  /// the apps' strings are shown in (`nil`: the environment's).
  package init(
    apps: [HostedApp], stateDirectory: URL, size: TerminalSize, theme: Theme,
    start: Date = VirtualClock.keynote, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    asciiOnly: Bool = false, settleGrace: Duration? = nil, language: String? = nil
  ) async {
    clock = VirtualClock(start: start)
    terminal = HeadlessTerminal()
    let engine = Engine(
      apps: apps, clock: clock, stateDirectory: stateDirectory, mode: .manual,
      isKnownSymbol: theme.drawsSymbol, language: language)
    if let settleGrace { engine.settleGrace = settleGrace }
    loop = DashboardLoop(
      engine: engine, terminal: terminal, theme: theme, timeZone: timeZone,
      asciiOnly: asciiOnly, pacing: .immediate, layoutWarnings: LayoutWarnings())
    loop.handle(.terminal(.resize(width: size.width, height: size.height)))
    engine.start(apps: apps)
    await step()
  }

  /// The engine.
  package var engine: Engine { loop.engine }
  /// The state now.
  package var state: DashboardState { engine.state }
  /// The theme.
  package var theme: Theme {
    get { loop.theme }
    set { loop.theme = newValue }
  }

  /// Lets effects finish and presents the frame.
  private func step() async {
    await engine.settle()
    loop.renderIfNeeded()
  }

  /// Presses a key and lets its effects finish.
  package func press(_ key: KeyEvent) async {
    loop.handle(.terminal(.key(key)))
    await step()
  }

  /// Applies an action (as the runtime would) and lets its effects finish.
  package func send(_ action: DashboardAction) async {
    engine.send(action)
    await step()
  }

  /// Presses keys in order.
  package func press(_ keys: KeyEvent...) async {
    for key in keys { await press(key) }
  }

  /// Moves the clock forward through every deadline and redraw on the way.
  package func advance(by interval: TimeInterval) async {
    await loop.advanceVirtualTime(by: interval)
  }

  /// Moves the clock forward deadline by deadline until `condition` holds after one, or to
  /// `limit`; whether it held.
  package func advance(until condition: () -> Bool, limit: Date) async -> Bool {
    await loop.advanceVirtualTime(to: limit, until: condition)
  }

  /// Runs a key script.
  package func run(_ script: KeyScript) async {
    for step in script.steps {
      switch step {
      case .key(let key): await press(key)
      case .wait(let interval): await advance(by: interval)
      }
    }
  }

  /// Resizes the terminal.
  package func resize(_ size: TerminalSize) async {
    loop.handle(.terminal(.resize(width: size.width, height: size.height)))
    await step()
  }

  /// The frame the dashboard shows now (composed afresh; the loop presented the same one).
  package func frame() -> Frame { loop.compose() }

  /// How many redraws the renderer's schedule caused so far.
  package var redraws: Int { loop.statistics.redrawWakeups }
}
