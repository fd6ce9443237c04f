import Foundation
import SpacesEngine
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Synchronization
import Testing

@testable import SpacesDashboard

/// The interactive loop's frame cap: at most one frame per 16 ms reaches the terminal however
/// often the state changes, and a frame equal to the last one isn't sent at all.
@MainActor
@Suite("Frame pacing", .serialized)
struct FramePacingTests {
  /// A terminal that draws on a thread of its own, as ncurses does: its counters lag behind
  /// what was presented (here they never move), so pacing can't be read from them.
  final class LaggingTerminal: TerminalBackend {
    private let presented = Mutex(0)
    var count: Int { presented.withLock { $0 } }
    func present(_ frame: Frame) { presented.withLock { $0 += 1 } }
    func stop() {}
    var statistics: TerminalStatistics { TerminalStatistics() }
  }

  private func loop(_ terminal: LaggingTerminal, in directory: URL) throws -> DashboardLoop {
    let engine = Engine(
      apps: SampleCatalog.apps, clock: RealClock(), stateDirectory: directory, mode: .automatic)
    let loop = DashboardLoop(
      engine: engine, terminal: terminal, theme: try ThemeLoader.defaultTheme(),
      timeZone: TimeZone(identifier: "UTC")!, asciiOnly: false,
      pacing: .framed(InteractiveRunner.frameInterval))
    loop.handle(.terminal(.resize(width: 120, height: 40)))
    return loop
  }

  @Test("a change every 2 ms for a second draws at most 60 frames")
  func capsFrames() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-pacing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let terminal = LaggingTerminal()
    let loop = try loop(terminal, in: directory)
    defer { loop.stop() }
    loop.handle(.terminal(.key(.character("i"))))  // the event log shows every change
    try await Task.sleep(for: .milliseconds(100))
    let before = terminal.count
    let start = ContinuousClock.now
    for index in 0..<400 {
      loop.engine.send(.log(.warning("change \(index)")))
      try await Task.sleep(for: .milliseconds(2))
    }
    try await Task.sleep(for: .milliseconds(50))
    let elapsed = ContinuousClock.now - start
    let frames = terminal.count - before
    let cap = Int(elapsed / InteractiveRunner.frameInterval) + 2
    #expect(frames <= cap, "\(frames) frames in \(elapsed) (cap \(cap))")
    #expect(frames >= 10, "the changes were drawn")
  }

  @Test("changes that leave the screen as it is send no frame")
  func unchangedFramesAreNotSent() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-pacing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let terminal = LaggingTerminal()
    let loop = try loop(terminal, in: directory)
    defer { loop.stop() }
    // The first frames drawn (however slowly, under a loaded machine) before counting: wait
    // until none has come for 150 ms.
    var before = terminal.count
    for _ in 0..<50 {
      try await Task.sleep(for: .milliseconds(150))
      if terminal.count == before { break }
      before = terminal.count
    }
    for index in 0..<100 {
      loop.engine.send(.log(.warning("unseen \(index)")))  // the inspector is closed
      try await Task.sleep(for: .milliseconds(2))
    }
    try await Task.sleep(for: .milliseconds(50))
    #expect(terminal.count - before <= 1)
  }
}
