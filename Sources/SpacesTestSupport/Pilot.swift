import Foundation
import SampleAppsCatalog
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Drives a headless dashboard in tests: press keys, advance the virtual clock, resize, read
/// frames and state. Each pilot gets its own temporary state directory.
@MainActor
package final class Pilot {
  /// The session underneath.
  package let session: ScriptedSession
  /// The state directory (removed by `close()`, and when the pilot goes away if it made it).
  package let stateDirectory: URL
  /// Whether the pilot made its state directory (and so removes it when it goes away).
  private let ownsDirectory: Bool

  /// Launches the dashboard with apps (default: the sample apps) at a size.
  package init(
    apps: [HostedApp] = SampleCatalog.apps,
    size: TerminalSize = TerminalSize(width: 100, height: 30),
    stateDirectory: URL? = nil, asciiOnly: Bool = false
  ) async throws {
    let directory =
      stateDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "spaces-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.stateDirectory = directory
    ownsDirectory = stateDirectory == nil
    session = await ScriptedSession(
      apps: apps, stateDirectory: directory, size: size, theme: try ThemeLoader.defaultTheme(),
      asciiOnly: asciiOnly)
  }

  /// A test that forgets `close()` leaves nothing behind: the directory the pilot made goes.
  deinit {
    if ownsDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
  }

  /// The engine.
  package var engine: Engine { session.engine }
  /// The state.
  package var state: DashboardState { session.state }
  /// The time now.
  package var now: Date { session.clock.now() }

  /// Presses keys in order.
  package func press(_ keys: KeyEvent...) async {
    for key in keys { await session.press(key) }
  }

  /// Presses keys named as in a key script ("2 Enter wait:300ms Enter").
  package func type(_ script: String) async throws {
    await session.run(try KeyScript(parsing: script))
  }

  /// Lets time pass.
  package func advance(by interval: TimeInterval) async { await session.advance(by: interval) }

  /// When the frame next changes by itself (the renderer's schedule).
  package var nextRedraw: Date? { RedrawSchedule.nextRedraw(state, now: now) }

  /// Lets time pass as the interactive loop would; returns how many redraws the renderer's
  /// schedule woke it for.
  package func advanceCountingRedraws(by interval: TimeInterval) async -> Int {
    let before = session.redraws
    await session.advance(by: interval)
    return session.redraws - before
  }

  /// Resizes the terminal.
  package func resize(width: Int, height: Int) async {
    await session.resize(TerminalSize(width: width, height: height))
  }

  /// The frame as text.
  package var screen: String { session.frame().text }

  /// The frame.
  package var frame: Frame { session.frame() }

  /// The control of a kind.
  package func control(_ shortKind: String) -> ControlInstance? {
    state.controls.first { $0.kind.shortKind == shortKind }
  }

  /// The event log as text lines.
  package var eventLines: [String] { state.events.map(\.description) }

  /// Removes the state directory.
  package func close() {
    try? FileManager.default.removeItem(at: stateDirectory)
  }
}
