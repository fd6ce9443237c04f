import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Frame compose + diff of a Home Screen of four widgets that draw a catalog image (half-block
/// pixels, clipped to rounded corners) beside a live timer (`ImagesBenchApp`) at 200×60:
/// `render.home_images.compose_diff.median` (and p99).
///
/// As `ShapesComposeBenchmark`: the virtual clock moves one second between frames (outside the
/// timed part), and each frame is composed by `ScriptedSession.frame()` and diffed against the
/// last; images are decoded and resampled once, then drawn from the caches.
///
/// `startup.catalog_100.first_frame`: from starting the dashboard with the app, whose catalog
/// holds 100 sets (50 images, 50 colours), to its first Home Screen frame with the four widgets
/// drawn (the catalog listed, one image decoded and resampled, one colour read).
@MainActor
enum ImagesComposeBenchmark {
  /// The size the figure is measured at.
  static let size = TerminalSize(width: 200, height: 60)

  static func run(
    _ suite: BenchSuite, report: (BenchLine) -> Void
  ) async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-bench-home-images-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    try ImageBenchmark.writeCatalog(
      at: root.appendingPathComponent("Assets.xcassets"), images: 50, colors: 50)
    ImagesBenchApp.bundlePath.withLock { $0 = root.path }
    let workspace = try BenchWorkspace(apps: ImagesBenchApp.apps, theme: suite.theme)
    defer { workspace.remove() }
    let started = ContinuousClock.now
    let session = try await workspace.session(size: size)
    for index in 0..<4 {
      _ = session.engine.addWidget(
        kind: ImagesBenchApp.kind, family: index % 2 == 1 ? .systemMedium : .systemSmall)
    }
    await session.press(.character(Space.homeScreen.key))
    _ = session.frame()
    let startup = ContinuousClock.now - started
    await session.advance(by: 1)
    let timed = await ComposeBenchmark.timedFrames(session, frames: suite.frames)
    let samples = timed.samples
    let drawn = timed.last.text.filter { $0 == "▀" || $0 == "▄" }.count
    report(.milliseconds("render.home_images.compose_diff.median", samples.median))
    report(.milliseconds("render.home_images.compose_diff.p99", samples.percentile(0.99)))
    report(.milliseconds("startup.catalog_100.first_frame", PushBenchmark.milliseconds(startup)))
    report(
      .note(
        "home_images: 4 widgets with a 64x64 PNG at 8x4 cells (\(drawn) half-block cells on "
          + "screen), clipped to rounded corners, and a live timer; 200x60"))
    if timed.changedCells < 0 { report(.note("impossible: \(timed.changedCells)")) }
  }
}
