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
public final class ScriptedSession {
  /// The run loop.
  public let loop: DashboardLoop
  /// The virtual clock.
  public let clock: VirtualClock
  /// The headless terminal the loop presents frames to.
  public let terminal: HeadlessTerminal

  /// Starts a session hosting apps, with state in `stateDirectory`. `settleGrace` is how long
  /// an effect may make no progress before it counts as hung (`Engine.settleGrace`).
  public init(
    apps: [HostedApp], stateDirectory: URL, size: TerminalSize, theme: Theme,
    start: Date = VirtualClock.keynote, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    asciiOnly: Bool = false, settleGrace: Duration? = nil
  ) async {
    clock = VirtualClock(start: start)
    terminal = HeadlessTerminal()
    let engine = Engine(
      apps: apps, clock: clock, stateDirectory: stateDirectory, mode: .manual,
      isKnownSymbol: theme.drawsSymbol)
    if let settleGrace { engine.settleGrace = settleGrace }
    loop = DashboardLoop(
      engine: engine, terminal: terminal, theme: theme, timeZone: timeZone,
      asciiOnly: asciiOnly, pacing: .immediate)
    loop.handle(.terminal(.resize(width: size.width, height: size.height)))
    engine.start(apps: apps)
    await step()
  }

  /// The engine.
  public var engine: Engine { loop.engine }
  /// The state now.
  public var state: DashboardState { engine.state }
  /// The theme.
  public var theme: Theme {
    get { loop.theme }
    set { loop.theme = newValue }
  }

  /// Lets effects finish and presents the frame.
  private func step() async {
    await engine.settle()
    loop.renderIfNeeded()
  }

  /// Presses a key and lets its effects finish.
  public func press(_ key: KeyEvent) async {
    loop.handle(.terminal(.key(key)))
    await step()
  }

  /// Applies an action (as the runtime would) and lets its effects finish.
  public func send(_ action: DashboardAction) async {
    engine.send(action)
    await step()
  }

  /// Presses keys in order.
  public func press(_ keys: KeyEvent...) async {
    for key in keys { await press(key) }
  }

  /// Moves the clock forward through every deadline and redraw on the way.
  public func advance(by interval: TimeInterval) async {
    await loop.advanceVirtualTime(by: interval)
  }

  /// Runs a key script.
  public func run(_ script: KeyScript) async {
    for step in script.steps {
      switch step {
      case .key(let key): await press(key)
      case .wait(let interval): await advance(by: interval)
      }
    }
  }

  /// Resizes the terminal.
  public func resize(_ size: TerminalSize) async {
    loop.handle(.terminal(.resize(width: size.width, height: size.height)))
    await step()
  }

  /// The frame the dashboard shows now (composed afresh; the loop presented the same one).
  public func frame() -> Frame { loop.compose() }

  /// How many redraws the renderer's schedule caused so far.
  public var redraws: Int { loop.statistics.redrawWakeups }
}
