import Foundation
import SpacesDashboard
import SpacesKit
import SpacesRender

/// Asset catalog images: decoding and drawing, and what a catalog costs at startup.
///
/// `images.decode_draw.first`: a 64 × 64 PNG (in a catalog in a temporary bundle) decoded,
/// area-averaged and drawn as half blocks at 20 × 10 cells, every cache emptied first (goal
/// ≤ 2 ms). `images.decode_draw.cached`: the same draw again, from the caches (goal ≤ 0.1 ms).
/// `images.catalog_open.n100_ms`: listing a catalog of 100 image and colour sets, which is all
/// startup does with one (nothing is decoded or parsed until drawn).
@MainActor
enum ImageBenchmark {
  /// A 64 × 64 RGBA PNG: four coloured quadrants inside a transparent-cornered circle.
  static let png64 = Data(
    base64Encoded:
      "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAABGklEQVR42u3QsRXCUAxDUY1EQcckrMKCNOwkQkdBzk9i"
      + "+zs2Kl4vXfB2QWbX5z01CEAAU45yrWXEqLIA3NIGgFCMlNMGAHeM1PNGAJ4FgJaMAGaI1POOAJwNQK8cAQ5BpJ4P"
      + "AmAkAIsAMAKAxQDoCcCiABSAAwCLA9ACwCYAFMABADYD4B4ANgWgAAQwBmBzAApAAOsA/BMACkAAAhCAAASwAODB"
      + "7zg7vpAVPglAAAIQgAAEIIA8hMzzAhDAbwA0B4AABDAGQFMA7AFAMwAI4AAAmgDAAoDiABCAAwCKAsATAMUAEAGA"
      + "IgCIBMDJATADwA0i67gXAE4CgEwAE0TW8QgATAbAGQF2Y2ScngWwCSPjdAbAatEHBTDoDdRn+AYn3dGPAAAAAElF"
      + "TkSuQmCC")!

  static func run(_ suite: BenchSuite, report: (BenchLine) -> Void) throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-bench-images-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let runs = suite.quick ? 20 : 200
    // One image set per run, so each first draw finds nothing cached (the shared caches are
    // never emptied: tests may be drawing at the same time).
    let draws = root.appendingPathComponent("draws", isDirectory: true)
    try writeCatalog(at: draws.appendingPathComponent("Assets.xcassets"), images: runs, colors: 0)
    let listing = root.appendingPathComponent("listing", isDirectory: true)
    try writeCatalog(at: listing.appendingPathComponent("Assets.xcassets"), images: 50, colors: 50)
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: Date(timeIntervalSince1970: 0))
    let renderer = ViewRenderer(context: context)
    let bundle = Bundle(path: draws.path)
    let rect = Rect(x: 0, y: 0, width: 20, height: 10)
    func draw(_ node: ViewNode) {
      var frame = Frame(width: 20, height: 10)
      renderer.draw(node, in: rect, frame: &frame, environment: .init(foreground: .default))
    }
    var first = DurationSamples()
    var cached = DurationSamples()
    for run in 0..<runs {
      let node = resolveViewNode(
        Image("image\(run)", bundle: bundle).resizable().frame(width: 160, height: 160))
      let start = ContinuousClock.now
      draw(node)
      first.append(ContinuousClock.now - start)
      let again = ContinuousClock.now
      draw(node)
      cached.append(ContinuousClock.now - again)
    }
    var open = DurationSamples()
    for _ in 0..<(suite.quick ? 5 : 20) {
      let catalogs = AssetCatalogs()
      let start = ContinuousClock.now
      _ = catalogs.catalogs(bundlePath: listing.path)
      open.append(ContinuousClock.now - start)
    }
    report(.milliseconds("images.decode_draw.first", first.median))
    report(.milliseconds("images.decode_draw.cached", cached.median))
    report(.milliseconds("images.catalog_open.n100_ms", open.median))
    report(
      .note(
        "images: a 64x64 PNG drawn resizable at 20x10 cells, \(runs) runs, medians; first: "
          + "Contents.json read, PNG decoded, resampled, laid out and drawn; cached: drawn "
          + "again; catalog_open lists 100 sets (nothing parsed or decoded)"))
  }

  /// A catalog of image sets of the 64 × 64 PNG (`image0`…) and colour sets (`color0`…).
  static func writeCatalog(at catalog: URL, images: Int, colors: Int) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: catalog, withIntermediateDirectories: true)
    for index in 0..<(images + colors) {
      if index < images {
        let folder = catalog.appendingPathComponent("image\(index).imageset")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try png64.write(to: folder.appendingPathComponent("image.png"))
        try Data(
          #"{"images":[{"filename":"image.png","idiom":"universal","scale":"1x"}]}"#.utf8
        ).write(to: folder.appendingPathComponent("Contents.json"))
      } else {
        let folder = catalog.appendingPathComponent("color\(index - images).colorset")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
          #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.5","green":"0.5","blue":"0.5","alpha":"1.000"}},"idiom":"universal"}]}"#
            .utf8
        ).write(to: folder.appendingPathComponent("Contents.json"))
      }
    }
  }
}
