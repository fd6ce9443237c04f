import SpacesDashboard
import SpacesEngine

/// Engine throughput under the virtual clock: a reload storm.
///
/// The app asks to reload every control (`.controls(.reload(kind: nil, cause: .app))`) in bursts
/// of 10, and the engine settles after each burst (the providers answer, `controlLoaded`
/// comes back). Every action the reducer applies is counted (through `Engine.onChange`, which
/// runs once per `send`); the clock does not move.
@MainActor
enum ThroughputBenchmark {
  /// Reload requests sent together before the engine settles.
  static let burst = 10

  /// Counts engine changes.
  private final class Counter {
    var value = 0
  }

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let session = try await workspace.session(size: BenchSuite.startupSize)
    let engine = session.engine
    let counter = Counter()
    engine.onChange = { counter.value += 1 }
    let reloads = suite.quick ? 200 : 10_000
    let start = ContinuousClock.now
    for _ in 0..<(reloads / burst) {
      for _ in 0..<burst { engine.send(.controls(.reload(kind: nil, cause: .app))) }
      await engine.settle()
    }
    var samples = DurationSamples()
    samples.append(ContinuousClock.now - start)
    engine.onChange = nil
    let seconds = samples.first / 1_000
    report(.count("engine.reload_storm.reloads", reloads))
    report(.count("engine.reload_storm.actions", counter.value))
    report(
      .rate("engine.reload_storm.actions_per_s", Double(counter.value) / seconds, unit: "actions/s")
    )
    report(.rate("engine.reload_storm.reloads_per_s", Double(reloads) / seconds, unit: "reloads/s"))
    report(
      .note(
        "engine.widgets_10000x24h: not measured: widgets don't exist yet (the 10,000-widget "
          + "× 24 h simulation awaits them)"))
  }
}
