import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender

/// A dashboard run headless under a virtual clock: press keys, wait, read frames.
///
/// Everything is deterministic: effects settle after every step and time moves only when told,
/// stopping at each deadline on the way. `spaces snapshot` and the test driver both use it.
@MainActor
public final class ScriptedSession {
  /// The engine.
  public let engine: Engine
  /// The virtual clock.
  public let clock: VirtualClock
  /// The render context's fixed parts.
  public var theme: Theme
  /// The time zone the clocks show.
  public var timeZone: TimeZone
  /// Whether to draw ASCII only.
  public var asciiOnly: Bool

  /// Starts a session hosting apps, with state in `stateDirectory`.
  public init(
    apps: [HostedApp], stateDirectory: URL, size: TerminalSize, theme: Theme,
    start: Date = VirtualClock.keynote, timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    asciiOnly: Bool = false
  ) async {
    clock = VirtualClock(start: start)
    engine = Engine(apps: apps, clock: clock, stateDirectory: stateDirectory, mode: .manual)
    self.theme = theme
    self.timeZone = timeZone
    self.asciiOnly = asciiOnly
    engine.send(.resize(size))
    engine.start(apps: apps)
    await engine.settle()
  }

  /// The state now.
  public var state: DashboardState { engine.state }

  /// Presses a key and lets its effects finish.
  public func press(_ key: KeyEvent) async {
    engine.send(.key(key))
    await engine.settle()
  }

  /// Presses keys in order.
  public func press(_ keys: KeyEvent...) async {
    for key in keys { await press(key) }
  }

  /// Moves the clock forward through every deadline on the way.
  public func advance(by interval: TimeInterval) async {
    await engine.advance(by: interval)
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
    engine.send(.resize(size))
    await engine.settle()
  }

  /// The frame the dashboard shows now.
  public func frame() -> Frame {
    DashboardRenderer.render(
      engine.state,
      context: RenderContext(
        theme: theme, now: clock.now(), timeZone: timeZone, asciiOnly: asciiOnly,
        clockIsVirtual: true))
  }
}
