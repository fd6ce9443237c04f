import CNCursesW
import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal

/// Drives the dashboard with many random steps through the real loop, checking invariants
/// after every one.
///
/// The dashboard runs as `spaces snapshot` runs it: the one run loop (`DashboardLoop`) with the
/// engine in manual mode under a virtual clock, the real `DashboardRenderer`, and every frame
/// presented to the session's `HeadlessTerminal`.
/// Inputs are raw `wget_wch` results decoded by `InputDecoder`. A quit relaunches the dashboard
/// on the same state directory at the same virtual time (alternating Unicode and ASCII
/// drawing). The run stops at the first broken invariant (`SoakInvariants`) and reports it
/// with the steps that led there; resident memory is sampled as it goes.
@MainActor
package final class SoakRunner {
  /// What to run.
  package struct Configuration: Sendable {
    /// How many steps.
    package var steps: Int
    /// The seed of the steps.
    package var seed: UInt64
    /// Whether `q` and Ctrl-C are among the keys (each quit is followed by a relaunch).
    package var includesQuit = true
    /// How often (in steps) resident memory is sampled.
    package var memorySampleInterval = 250
    /// How many of the last steps a violation reports.
    package var traceLength = 48
    /// The terminal size at launch.
    package var initialSize = TerminalSize(width: 80, height: 24)

    package init(steps: Int, seed: UInt64) {
      self.steps = steps
      self.seed = seed
    }
  }

  /// The configuration.
  package let configuration: Configuration
  /// Called every `progressInterval` steps with the report so far (long runs print it).
  package var onProgress: (@MainActor (SoakReport) -> Void)?
  /// How often `onProgress` is called, in steps.
  package var progressInterval = 10_000
  /// Called after every step (before the checks) with its number, the step and the session:
  /// for tracing a run or comparing two.
  package var onStep: (@MainActor (Int, SoakStep, ScriptedSession) -> Void)?

  private let theme: Theme
  private var session: ScriptedSession?
  private var stateDirectory: URL?
  private var asciiOnly = false
  private var trace: [SoakStep] = []
  private var report: SoakReport

  /// Creates a runner.
  package init(configuration: Configuration) throws {
    self.configuration = configuration
    theme = try ThemeLoader.defaultTheme()
    report = SoakReport(seed: configuration.seed)
  }

  /// Runs `configuration.steps` random steps from `configuration.seed`.
  package func run() async throws -> SoakReport {
    var generator = SoakStepGenerator(
      seed: configuration.seed, includesQuit: configuration.includesQuit)
    report = SoakReport(seed: configuration.seed)
    return try await drive(count: configuration.steps) { generator.next() }
  }

  /// Runs the given steps (a reproduction of a failing trace) with the same checks.
  package func replay(_ steps: [SoakStep]) async throws -> SoakReport {
    var remaining = steps[...]
    report = SoakReport(seed: nil)
    return try await drive(count: steps.count) { remaining.popFirst()! }
  }

  private func drive(count: Int, next: () -> SoakStep) async throws -> SoakReport {
    let started = ContinuousClock.now
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-soak-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    stateDirectory = directory
    defer {
      try? FileManager.default.removeItem(at: directory)
      session = nil
    }
    report.rssStartKiB = ResidentMemory.currentKiB()
    report.rssMaxKiB = report.rssStartKiB
    asciiOnly = false
    trace = []
    let session = await launch(size: configuration.initialSize, at: VirtualClock.keynote)
    let start = session.clock.now()
    let warmUp = max(1, count / 10)

    for index in stride(from: 1, through: count, by: 1) {
      let step = next()
      trace.append(step)
      if trace.count > configuration.traceLength { trace.removeFirst() }
      report.lastStep = step
      var broken = await perform(step)
      let current = self.session!
      onStep?(index, step, current)
      let frame = current.frame()
      report.frames += 1
      report.digest(frame.text)
      broken += SoakInvariants.check(
        session: current, frame: frame, terminal: current.terminal, asciiOnly: asciiOnly)
      report.steps = index
      report.virtualSeconds = current.clock.now().timeIntervalSince(start)

      if index % configuration.memorySampleInterval == 0 || index == count || index == warmUp {
        let rss = ResidentMemory.currentKiB()
        if let rss { report.rssMaxKiB = max(report.rssMaxKiB ?? rss, rss) }
        if index == warmUp { report.rssWarmKiB = rss }
        if index == count { report.rssEndKiB = rss }
      }
      if !broken.isEmpty {
        report.violation = SoakViolation(
          step: index, messages: broken, trace: SoakStep.script(trace))
        report.rssEndKiB = ResidentMemory.currentKiB()
        break
      }
      if index % progressInterval == 0 {
        report.wallTime = ContinuousClock.now - started
        onProgress?(report)
      }
    }
    report.wallTime = ContinuousClock.now - started
    return report
  }

  /// Runs one step; returns what broke on the way (a decoder surprise, a failed relaunch).
  private func perform(_ step: SoakStep) async -> [String] {
    guard let session else { return ["no session"] }
    switch step {
    case .input(let isKeyCode, let value):
      switch InputDecoder.decode(isKeyCode: isKeyCode, value: value) {
      case .key(let key):
        report.keys += 1
        await session.press(key)
      case .resize:
        // The loop reads the size anew; it hasn't changed.
        report.resizes += 1
        await session.resize(session.state.size)
      case .ignored, .mouse:
        // KEY_MOUSE with no mouse event behind it (headless): nothing to read, nothing done.
        report.ignoredInputs += 1
      }
    case .resize(let size):
      guard InputDecoder.decode(isKeyCode: true, value: UInt32(KEY_RESIZE)) == .resize else {
        return ["InputDecoder doesn't decode KEY_RESIZE as a resize"]
      }
      report.resizes += 1
      await session.resize(size)
    case .advance(let interval):
      report.clockJumps += 1
      await session.advance(by: interval)
    }
    guard session.state.quitRequested else { return [] }
    // The interactive loop returns here; the soak checks the quit and launches again.
    var broken: [String] = []
    if let redraw = RedrawSchedule.nextRedraw(session.state, now: session.clock.now()) {
      broken.append("a redraw is still scheduled after quit: \(redraw)")
    }
    report.relaunches += 1
    asciiOnly.toggle()
    await launch(size: session.state.size, at: session.clock.now())
    return broken
  }

  /// How long an effect may make no progress before it counts as hung. The sample apps never
  /// hang, so a generous grace keeps a busy CI machine from looking like a hung effect; a real
  /// hang still breaks the "no effect in flight" invariant, only later.
  static let settleGrace: Duration = .seconds(30)

  /// Launches the dashboard on the soak's state directory.
  @discardableResult
  private func launch(size: TerminalSize, at date: Date) async -> ScriptedSession {
    let session = await ScriptedSession(
      apps: SampleCatalog.apps, stateDirectory: stateDirectory!, size: size, theme: theme,
      start: date, asciiOnly: asciiOnly, settleGrace: Self.settleGrace)
    self.session = session
    return session
  }
}
