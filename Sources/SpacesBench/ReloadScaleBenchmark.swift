import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit

/// The engine's cost per reload of one control, with few and with many controls installed: a
/// reload storm that must not get dearer as the number of controls grows.
///
/// For each count (100 and 10,000; 100 and 1,000 with `--quick`) an engine in manual mode,
/// with a virtual clock, hosts one generated app with that many controls of distinct kinds
/// (each a toggle whose value provider answers at once) and loads them all. Then, in bursts,
/// the app asks for `kindsPerBurst` distinct kinds to reload
/// (`.controls(.reload(kind:cause: .app))`) and the engine settles: each reload runs the value
/// provider and the content builder and comes back as `loaded`. The kinds of a burst are spread
/// over the whole install order and move on by one each burst.
///
/// The counts take turns burst by burst (so the machine's load falls on both alike).
/// `engine.reload_storm.per_reload_us.nN` is the median over bursts of a burst's time divided
/// by its reloads; `.per_reload_ratio` divides the largest count's figure by the smallest's
/// (about 1 when a reload's cost doesn't depend on how many controls there are). Nothing is
/// rendered: a frame's cost is the compose figures' business. `settle()`'s quiet period (a
/// fixed wait for app tasks to post, 1 ms per result) is set to zero here, so the figure is
/// the engine's work, not that wait. `memory.peak_rss.reload_storm` is the bench's peak
/// memory with these engines alive (`memory.peak_rss.bench` is taken before them).
@MainActor
enum ReloadScaleBenchmark {
  /// Distinct kinds reloaded per burst, before the engine settles.
  static let kindsPerBurst = 50
  /// Bursts run untimed first.
  static let warmupBursts = 3

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let counts = suite.quick ? [100, 1_000] : [100, 10_000]
    let bursts = suite.quick ? 10 : 40
    var storms: [Storm] = []
    for count in counts { storms.append(try await Storm(controls: count, in: workspace)) }
    // The counts take turns, burst by burst, so a busy moment of the machine falls on both.
    for burst in 0..<(warmupBursts + bursts) {
      for storm in storms { await storm.burst(burst, timed: burst >= warmupBursts) }
    }
    for storm in storms {
      if let problem = storm.problem {
        report(.note("engine.reload_storm.n\(storm.count): \(problem)"))
      }
      report(.microseconds("engine.reload_storm.per_reload_us.n\(storm.count)", storm.median))
    }
    report(.ratio("engine.reload_storm.per_reload_ratio", storms.last!.median / storms[0].median))
    if let peak = ProcessMemory.peakResidentKiB() {
      report(.mebibytes("memory.peak_rss.reload_storm", kibibytes: peak))
    }
    report(
      .note(
        "engine.reload_storm.per_reload_us: median of \(bursts) bursts of \(kindsPerBurst) "
          + "reloads by kind, \(counts.map(String.init).joined(separator: " and ")) controls "
          + "installed, taking turns; per_reload_ratio = n\(counts.last!) / n\(counts[0]); "
          + "memory.peak_rss.reload_storm: the bench's peak with them installed"))
  }

  /// One engine with `count` controls installed and loaded, and its timed bursts.
  @MainActor
  final class Storm {
    /// The number of controls.
    let count: Int
    let engine: Engine
    private var samples = DurationSamples()
    private var reloads = 0
    private let callsBefore: Int

    /// Installs the controls and loads them all.
    init(controls count: Int, in workspace: BenchWorkspace) async throws {
      self.count = count
      let app = StormApp.hosted(controls: count)
      engine = Engine(
        apps: [app], clock: VirtualClock(start: VirtualClock.keynote),
        stateDirectory: try workspace.directory(), mode: .manual)
      engine.quietPeriod = .zero
      engine.start(apps: [app])
      await engine.settle()
      callsBefore = engine.appCode.calls
    }

    /// Reloads `kindsPerBurst` distinct kinds, spread over the install order and moved on by
    /// `index`, and settles; records the time per reload when `timed`.
    func burst(_ index: Int, timed: Bool) async {
      let size = min(kindsPerBurst, count)
      let kinds = (0..<size).map { StormApp.kind((index + $0 * count / size) % count) }
      let start = ContinuousClock.now
      for kind in kinds { engine.send(.controls(.reload(kind: kind, cause: .app))) }
      await engine.settle()
      let elapsed = ContinuousClock.now - start
      reloads += size
      if timed { samples.append(elapsed / size) }
    }

    /// The median time per reload in microseconds.
    var median: Double { samples.median * 1_000 }

    /// What went wrong, if the reloads didn't all run: each builds its control's content once.
    var problem: String? {
      let built = engine.appCode.calls - callsBefore
      return built == reloads ? nil : "\(built) of \(reloads) reloads built their content"
    }
  }
}

/// The generated app of the reload storm: controls of distinct kinds, each a toggle whose value
/// provider answers at once, written with the same API as the sample apps.
@MainActor
enum StormApp {
  /// The kind of the control at an index.
  nonisolated static func kind(_ index: Int) -> String { "bench.Storm.Control\(index)" }

  /// The app, hosting `controls` controls.
  static func hosted(controls count: Int) -> HostedApp {
    HostedApp(
      name: "Storm",
      makeEntries: {
        (0..<count).map { index in
          let title = "Storm \(index)"
          let configuration = StaticControlConfiguration(
            kind: kind(index), provider: StormValueProvider()
          ) { isOn in
            ControlWidgetToggle(title, isOn: isOn, action: SetStormIntent()) { isOn in
              Label(isOn ? "On" : "Off", systemImage: "bolt")
            }
          }
          return .control(configuration._definition)
        }
      })
  }
}

/// Answers at once: the storm measures the engine, not a provider.
struct StormValueProvider: ControlValueProvider {
  let previewValue = false
  func currentValue() async throws -> Bool { true }
}

/// The storm controls' action (never performed by the benchmark).
struct SetStormIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Storm"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}
