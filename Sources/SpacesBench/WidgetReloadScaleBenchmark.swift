import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit

/// The engine's cost per reload of one widget's timeline, with few and with many widgets
/// placed: the widgets' side of the reload storm (`ReloadScaleBenchmark`), through the same
/// reload machine under WidgetKit's budget.
///
/// For each count (100 and 10,000; 100 and 1,000 with `--quick`) an engine in manual mode, with
/// a virtual clock, hosts one generated app with that many widget kinds (each a one-entry
/// timeline with `.never`, its provider answering at once) and places one widget of each. Then,
/// in bursts, the app asks for `kindsPerBurst` distinct kinds to reload
/// (`.widgets(.reload(kind:cause: .app))`, counted against each widget's budget, which no widget
/// spends: each is asked for fewer than 50 reloads) and the engine settles. The counts take
/// turns burst by burst; `engine.widget_reload_storm.per_reload_us.nN` is the median over
/// bursts of a burst's time divided by its reloads, and `.per_reload_ratio` divides the
/// largest count's figure by the smallest's (about 1 when a reload doesn't get dearer with more
/// widgets; the goal is within 2).
@MainActor
enum WidgetReloadScaleBenchmark {
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
    for count in counts { storms.append(try await Storm(widgets: count, in: workspace)) }
    for burst in 0..<(warmupBursts + bursts) {
      for storm in storms { await storm.burst(burst, timed: burst >= warmupBursts) }
    }
    for storm in storms {
      if let problem = storm.problem {
        report(.note("engine.widget_reload_storm.n\(storm.count): \(problem)"))
      }
      report(
        .microseconds("engine.widget_reload_storm.per_reload_us.n\(storm.count)", storm.median))
    }
    report(
      .ratio(
        "engine.widget_reload_storm.per_reload_ratio", storms.last!.median / storms[0].median))
    report(
      .note(
        "engine.widget_reload_storm.per_reload_us: median of \(bursts) bursts of "
          + "\(kindsPerBurst) timeline reloads by kind (counted, within the budget), "
          + "\(counts.map(String.init).joined(separator: " and ")) widgets placed, taking "
          + "turns; per_reload_ratio = n\(counts.last!) / n\(counts[0])"))
  }

  /// One engine with `count` widgets placed and loaded, and its timed bursts.
  @MainActor
  final class Storm {
    /// The number of widgets.
    let count: Int
    let engine: Engine
    private var samples = DurationSamples()
    private var reloads = 0
    private var timelinesBefore = 0

    /// Places the widgets and loads their first timelines.
    init(widgets count: Int, in workspace: BenchWorkspace) async throws {
      self.count = count
      let app = StormWidgetApp.hosted(widgets: count)
      engine = Engine(
        apps: [app], clock: VirtualClock(start: VirtualClock.keynote),
        stateDirectory: try workspace.directory(), mode: .manual)
      engine.quietPeriod = .zero
      engine.start(apps: [app])
      for index in 0..<count {
        engine.addWidget(kind: StormWidgetApp.kind(index), family: .systemSmall)
      }
      await engine.settle()
      timelinesBefore = timelines
    }

    /// Reloads `kindsPerBurst` distinct kinds, spread over the placement order and moved on
    /// by `index`, and settles; records the time per reload when `timed`.
    func burst(_ index: Int, timed: Bool) async {
      let size = min(kindsPerBurst, count)
      let kinds = (0..<size).map { StormWidgetApp.kind((index + $0 * count / size) % count) }
      let start = ContinuousClock.now
      for kind in kinds { engine.send(.widgets(.reload(kind: kind, cause: .app))) }
      await engine.settle()
      let elapsed = ContinuousClock.now - start
      reloads += size
      if timed { samples.append(elapsed / size) }
    }

    /// The median time per reload in microseconds.
    var median: Double { samples.median * 1_000 }

    /// The timelines loaded so far, over every widget.
    private var timelines: Int {
      engine.state.widgets.instances.values.reduce(0) { $0 + $1.reload.generation }
    }

    /// What went wrong, if the reloads didn't all load a timeline (the budget refused one).
    var problem: String? {
      let loaded = timelines - timelinesBefore
      return loaded == reloads ? nil : "\(loaded) of \(reloads) reloads loaded a timeline"
    }
  }
}

/// The generated app of the widget storm: widget kinds with a one-entry timeline each, whose
/// provider answers at once.
@MainActor
enum StormWidgetApp {
  /// The kind of the widget at an index.
  nonisolated static func kind(_ index: Int) -> String { "bench.Storm.Widget\(index)" }

  /// The app, declaring `count` widget kinds.
  static func hosted(widgets count: Int) -> HostedApp {
    HostedApp(
      name: "StormWidgets",
      makeEntries: {
        (0..<count).flatMap { index in
          StaticConfiguration(kind: kind(index), provider: StormTimelineProvider()) { entry in
            Text(entry.title)
          }
          ._entries
        }
      })
  }
}

/// A one-entry timeline that never reloads by itself: the storm measures the engine.
struct StormTimelineProvider: TimelineProvider {
  struct Entry: TimelineEntry {
    let date: Date
    let title: String
  }

  func placeholder(in context: Context) -> Entry { Entry(date: .distantPast, title: "…") }

  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
    completion(Entry(date: .distantPast, title: "Storm"))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [Entry(date: .distantPast, title: "Storm")], policy: .never))
  }
}
