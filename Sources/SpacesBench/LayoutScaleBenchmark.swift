import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit

/// Startup with a large layout file: the engine's install and layout apply must be near-linear
/// in the controls it lists, and a file past what Control Center holds
/// (`ControlsState.maxControls`) must cost no more than reading it.
///
/// For each count (100 and 1,000 Control Center modules, the storm app's 10 kinds in turn) a
/// state directory holds a `layout.json` listing them; an engine in manual mode with a virtual
/// clock is created (the file read and applied), started (every control loads) and settled.
/// `startup.layout.per_control_us.nN` is the median over runs of that time divided by the
/// controls installed; `.per_control_ratio` divides n1000's by n100's (about 1 when startup is
/// linear: the quadratic search it replaced made it about 10). `startup.layout.n100000_ms` is
/// the same startup with a 100,000-module file: 1,000 controls installed, the rest set aside.
@MainActor
enum LayoutScaleBenchmark {
  /// The storm app's kinds the layouts cycle through.
  static let kinds = 10

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let app = StormApp.hosted(controls: kinds)
    let runs = suite.quick ? 2 : 9
    var perControl: [Int: Double] = [:]
    for count in [100, 1_000] {
      var samples = DurationSamples()
      for _ in 0..<runs {
        let (elapsed, installed) = try await startup(app, modules: count, in: workspace)
        if installed != count {
          report(.note("startup.layout.n\(count): \(installed) controls installed"))
        }
        samples.append(elapsed / max(1, installed))
      }
      perControl[count] = samples.median * 1_000
      report(.microseconds("startup.layout.per_control_us.n\(count)", samples.median * 1_000))
    }
    report(
      .ratio(
        "startup.layout.per_control_ratio", (perControl[1_000] ?? 0) / (perControl[100] ?? 1)))
    var huge = DurationSamples()
    for _ in 0..<(suite.quick ? 1 : 3) {
      let (elapsed, installed) = try await startup(app, modules: 100_000, in: workspace)
      if installed != ControlsState.maxControls {
        report(.note("startup.layout.n100000: \(installed) controls installed"))
      }
      huge.append(elapsed)
    }
    report(.milliseconds("startup.layout.n100000_ms", huge.median))
    report(
      .note(
        "startup.layout: engine created (layout.json read and applied), started and settled, "
          + "\(runs) runs each; per_control_ratio = n1000 / n100; n100000: a file past the "
          + "\(ControlsState.maxControls)-control limit, the rest set aside"))
  }

  /// Starts an engine on a state directory whose layout lists `modules` controls; returns the
  /// time it took and how many controls Control Center holds.
  static func startup(
    _ app: HostedApp, modules: Int, in workspace: BenchWorkspace
  ) async throws -> (Duration, Int) {
    let directory = try workspace.directory()
    let layout = SavedLayout(
      controlCenter: (0..<modules).map { index in
        .init(control: ControlInstanceKey(kind: StormApp.kind(index % kinds)), size: .small)
      },
      lockScreen: [nil, nil], actionButton: nil)
    try LayoutStore(stateDirectory: directory).save(layout)
    let start = ContinuousClock.now
    let engine = Engine(
      apps: [app], clock: VirtualClock(start: VirtualClock.keynote), stateDirectory: directory,
      mode: .manual)
    engine.quietPeriod = .zero
    engine.start(apps: [app])
    await engine.settle()
    let elapsed = ContinuousClock.now - start
    return (elapsed, engine.state.controls.controlCenter.count)
  }
}
