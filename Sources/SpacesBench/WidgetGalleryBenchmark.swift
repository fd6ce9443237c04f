import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Opening the widget gallery over the Home Screen with the bench's apps (the sample apps) at
/// 100×30: `render.widget_gallery_open.compose_diff.median` (and p99), the first frame after
/// the gallery opens composed by `ScriptedSession.frame()` and diffed against the Home Screen
/// frame before it; and `widget_gallery.snapshots_all.median` (and p99), the wall time from
/// `a` until every listed entry's snapshot (`getSnapshot(in:)` with `context.isPreview`) has
/// arrived, each entry asked for in turn as `↓` does and the engine settled once.
@MainActor
enum WidgetGalleryBenchmark {
  /// The size the figures are measured at.
  static let size = TerminalSize(width: 100, height: 30)

  static func run(
    _ suite: BenchSuite, in workspace: BenchWorkspace, report: (BenchLine) -> Void
  ) async throws {
    let session = try await workspace.session(size: size)
    await session.press(.character(Space.homeScreen.key))
    var compose = DurationSamples()
    var arrival = DurationSamples()
    var changedCells = 0
    var listedCount = 0
    let warmup = min(ComposeBenchmark.warmupFrames, suite.frames)
    for index in 0..<(warmup + suite.frames) {
      await session.advance(by: 1)
      let home = session.frame()
      let opened = ContinuousClock.now
      session.engine.send(.widgetGallery(.open(.homeScreen(after: nil))))
      let start = ContinuousClock.now
      let gallery = session.frame()
      let diff = FrameDiff(from: home, to: gallery)
      let elapsed = ContinuousClock.now - start
      changedCells &+= diff.changedCells
      // Every listed entry asks for its snapshot, as ↓ through the list does.
      let state = session.state
      let listed =
        state.widgetGallery.gallery?.listed(
          in: state.widgetGallery.catalog, recommendations: state.widgetRecommendations.byKind)
        ?? []
      listedCount = listed.count
      for _ in listed.dropFirst() { session.engine.send(.widgetGallery(.key(.down))) }
      await session.engine.settle()
      let arrived = ContinuousClock.now - opened
      if index >= warmup {
        compose.append(elapsed)
        arrival.append(arrived)
      }
      let loading = session.state.widgetGallery.gallery?.previews.values.filter { $0 == .loading }
      if index == 0, let loading, !loading.isEmpty {
        report(.note("widget gallery: \(loading.count) snapshots still loading after settling"))
      }
      await session.send(.widgetGallery(.close))
    }
    report(.note("widget gallery bench: \(listedCount) entries listed"))
    report(.milliseconds("render.widget_gallery_open.compose_diff.median", compose.median))
    report(
      .milliseconds("render.widget_gallery_open.compose_diff.p99", compose.percentile(0.99)))
    report(.milliseconds("widget_gallery.snapshots_all.median", arrival.median))
    report(.milliseconds("widget_gallery.snapshots_all.p99", arrival.percentile(0.99)))
    if changedCells <= 0 { report(.note("widget gallery: opening changed no cells")) }
  }
}
