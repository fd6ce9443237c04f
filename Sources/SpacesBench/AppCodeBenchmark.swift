import SpacesDashboard
import SpacesEngine
import SpacesKit

/// App code on the frame path: how long the app's code that the runtime runs on the main actor
/// (control content builders, Live Activity views, measured by the engine's `AppCodeTimer`)
/// takes per call, and per frame the loop presents.
///
/// A scripted session with the sample apps (the dashboard's one run loop, headless, virtual
/// clock), in rounds: the Work Timer toggled in Control Center (on, then off the next round),
/// every space shown for five seconds, a second at a time, and the app reloading all its
/// controls (`ControlCenter.shared.reloadAllControls()`). Sessions are repeated; each figure is
/// the median over sessions:
///
/// - `engine.app_code.calls`: app code calls in a session (startup included);
/// - `engine.app_code.per_call_us`: their mean duration (`AppCodeTimer` keeps a count and a
///   total, not samples);
/// - `frame.app_code.frames_presented`: frames the loop presented to the terminal;
/// - `frame.app_code_us_per_frame`: the session's app code time divided by those frames.
///
/// App code runs when a control reloads and when a Live Activity changes, never while a frame
/// renders, so the per-frame figure is that work amortised over the frames, not a cost each
/// frame pays.
@MainActor
enum AppCodeBenchmark {
  /// Seconds each space is shown per round.
  static let secondsPerSpace = 5

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    var calls: [Double] = []
    var frames: [Double] = []
    var perCall: [Double] = []
    var perFrame: [Double] = []
    for _ in 0..<(suite.quick ? 2 : 5) {
      let session = try await workspace.session(size: BenchSuite.startupSize)
      for _ in 0..<(suite.quick ? 3 : 10) {
        await session.press(.character(Space.controlCenter.key))
        await session.press(.enter)  // the Work Timer: on, then off the next round
        for space in Space.allCases {
          await session.press(.character(space.key))
          for _ in 0..<secondsPerSpace { await session.advance(by: 1) }
        }
        session.engine.host.runSync { ControlCenter.shared.reloadAllControls() }
        await session.advance(by: 1)
      }
      let timer = session.engine.appCode
      let presented = session.terminal.statistics.framesPresented
      let microseconds =
        Double(timer.total.components.seconds) * 1e6
        + Double(timer.total.components.attoseconds) / 1e12
      calls.append(Double(timer.calls))
      frames.append(Double(presented))
      perCall.append(timer.calls > 0 ? microseconds / Double(timer.calls) : 0)
      perFrame.append(presented > 0 ? microseconds / Double(presented) : 0)
    }
    report(.count("engine.app_code.calls", Int(median(calls))))
    report(.microseconds("engine.app_code.per_call_us", median(perCall)))
    report(.count("frame.app_code.frames_presented", Int(median(frames))))
    report(.microseconds("frame.app_code_us_per_frame", median(perFrame)))
    report(
      .note(
        "app code (control content, Live Activity views) runs at reloads and activity updates, "
          + "not at render: frame.app_code_us_per_frame is that time amortised over the frames "
          + "presented; engine.app_code.per_call_us is the mean per call (median of sessions)"))
  }

  /// The median (the mean of the middle two for an even count), or 0 without values.
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
