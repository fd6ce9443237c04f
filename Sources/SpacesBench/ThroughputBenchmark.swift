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
    reportWidgetScale(suite, report: report)
  }

  /// Widget timelines and the budget at scale, as `spaces simulate` runs them: 10,000 and
  /// 100,000 widgets for 24 simulated hours, the CPU time each took (goals: 0.5 s and 6 s); a
  /// quick run, 1,000 (a smoke test, cheap in a debug build).
  static func reportWidgetScale(_ suite: BenchSuite, report: (BenchLine) -> Void) {
    for widgets in suite.quick ? [1_000] : [10_000, 100_000] {
      let result = WidgetSimulation(widgets: widgets, duration: 24 * 3600).run()
      let name = "engine.widgets_\(widgets)x24h"
      report(.count("\(name).events", result.events))
      report(.figure(name: "\(name).cpu_s", value: result.cpuSeconds, unit: "s", decimals: 3))
    }
    report(
      .note(
        "engine.widgets_Nx24h: `spaces simulate --widgets N --duration 24h` in the bench "
          + "process: N widget timelines and the refresh budget through the reducer under the "
          + "virtual clock; goals 0.5 s of CPU for 10,000 and 6 s for 100,000"))
  }
}
