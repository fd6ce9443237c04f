import Foundation
import SpacesDashboard
import SpacesKit
import SpacesRender

/// Resolving and laying out one large widget with a `Grid` and a `ViewThatFits`
/// (`BenchDeparturesBoard`) in a large family's content area, 39 × 16 cells: the view resolved
/// to its node, then laid out as the Home Screen lays out a new entry (every run's minutes
/// differ, so no earlier layout is reused). `render.large_widget.layout` is the median in
/// milliseconds (goal: at most 0.2 ms).
@MainActor
enum LargeWidgetLayoutBenchmark {
  static func run(_ suite: BenchSuite, report: (BenchLine) -> Void) {
    let renderer = ViewRenderer(
      context: RenderContext(theme: suite.theme, now: Date(timeIntervalSince1970: 0)))
    let rect = Rect(x: 0, y: 0, width: 39, height: 16)
    var samples = DurationSamples()
    var resolving = DurationSamples()
    var drawn = 0
    let clock = ContinuousClock()
    for run in 0..<(suite.quick ? 50 : 2_000) {
      let started = clock.now
      let node = resolveViewNode(BenchDeparturesBoard(shift: run))
      let resolved = clock.now
      let placed = renderer.layout(node, in: rect)
      samples.append(clock.now - started)
      resolving.append(resolved - started)
      drawn += placed.children.count
    }
    report(.milliseconds("render.large_widget.layout", samples.median))
    report(
      .note(
        "render.large_widget.layout: resolve + layout of a Grid/ViewThatFits widget in 39x16, "
          + "median of \(samples.count) new entries (goal <= 0.2 ms); resolving alone: "
          + String(format: "%.3f ms", resolving.median)))
    if drawn == 0 { report(.note("render.large_widget.layout: nothing was laid out")) }
  }
}
