import Foundation
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

/// Asset catalog images drawn as half blocks, laid out as SwiftUI lays them out, in golden
/// frames at every colour depth and in ASCII.
@MainActor
@Suite("Images: half-block pixels, sized and placed as SwiftUI does", .serialized)
struct ImageRenderingTests {
  let catalog = TestAssetCatalog()

  /// A 32 × 32 PNG (32 × 32 points at @1x: 4 columns × 2 rows, 4 × 4 half-block pixels) in
  /// four quadrants: red, green / blue, transparent.
  static let quadrants = TestImages.png(width: 32, height: 32) { x, y in
    switch (x < 16, y < 16) {
    case (true, true): (255, 0, 0, 255)
    case (false, true): (0, 255, 0, 255)
    case (true, false): (0, 0, 255, 255)
    case (false, false): (0, 0, 0, 0)
    }
  }

  /// A 32 × 32 PNG of four stripes 8 pixels tall, so each cell's two half-block pixels differ:
  /// left red, green, blue, transparent; right white, orange, half-transparent purple, black.
  static let stripes = TestImages.png(width: 32, height: 32) { x, y in
    let left: [(UInt8, UInt8, UInt8, UInt8)] = [
      (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (0, 0, 0, 0),
    ]
    let right: [(UInt8, UInt8, UInt8, UInt8)] = [
      (255, 255, 255, 255), (255, 128, 0, 255), (128, 0, 255, 128), (0, 0, 0, 255),
    ]
    return x < 16 ? left[y / 8] : right[y / 8]
  }

  init() {
    catalog.addImage("stripes", files: [("1x", "stripes.png", Self.stripes)])
    catalog.addImage("quad", files: [("1x", "quad.png", Self.quadrants)])
  }

  func frame<V: View>(
    _ view: V, width: Int, height: Int, theme: String = "default", ascii: Bool = false,
    fill: Cell = .blank
  ) throws -> Frame {
    let context = RenderContext(
      theme: try ThemeLoader.load(nameOrPath: theme), now: Date(timeIntervalSince1970: 0),
      asciiOnly: ascii)
    var frame = Frame(width: width, height: height, fill: fill)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: frame.bounds, frame: &frame,
      environment: .init(foreground: .default))
    return frame
  }

  @Test("an image is its pixel size in points: 32 × 32 pt is 4 columns × 2 rows, at every depth")
  func naturalSize() throws {
    let view = Image("stripes", bundle: catalog.bundle)
    let drawn = try frame(view, width: 6, height: 3)
    for depth in [ColorDepth.trueColor, .palette256, .ansi16] {
      GoldenFrame.assertMatches(
        CellColorDump.text(drawn, depth: depth), named: "image-stripes-\(depth)")
    }
    #expect(drawn[0, 0].grapheme == "▀" && drawn[4, 0].grapheme == " ")
  }

  @Test("in ASCII and in a theme without colour an image is a labelled box")
  func labelledBox() throws {
    let view = Image("quad", bundle: catalog.bundle).resizable().frame(width: 160, height: 48)
    GoldenFrame.assertMatches(
      try frame(view, width: 20, height: 3, ascii: true).text, named: "image-ascii")
    GoldenFrame.assertMatches(
      try frame(view, width: 20, height: 3, theme: "monochrome").text, named: "image-monochrome")
  }

  @Test("transparent pixels blend with the background behind them")
  func alpha() throws {
    let view = ZStack {
      Color(red: 1, green: 1, blue: 1)
      Image("quad", bundle: catalog.bundle)
    }
    let drawn = try frame(view, width: 4, height: 2)
    // The bottom-right quadrant is transparent: its half blocks show the white behind.
    #expect(drawn[3, 1].style.foreground == .rgb(255, 255, 255))
    #expect(drawn[3, 1].style.background == .rgb(255, 255, 255))
    #expect(drawn[0, 1].style.foreground == .rgb(0, 0, 255))
  }

  @Test("resizable() takes the frame it is given; a plain image keeps its size in the frame")
  func resizable() throws {
    let stretched = try frame(
      Image("quad", bundle: catalog.bundle).resizable().frame(width: 80, height: 16),
      width: 12, height: 2)
    #expect((0..<10).allSatisfy { stretched[$0, 0].grapheme == "▀" })
    #expect(stretched[0, 0].style.foreground == .rgb(255, 0, 0))
    #expect(stretched[9, 0].style.foreground == .rgb(0, 255, 0))
    // One row: the top half-pixel is the red/green half, the lower one the blue/clear half.
    #expect(stretched[0, 0].style.background == .rgb(0, 0, 255))
    let fixed = try frame(
      Image("quad", bundle: catalog.bundle).frame(width: 80, height: 48), width: 12, height: 3)
    #expect(fixed.text.split(separator: "\n").map { $0.filter { $0 == "▀" }.count } == [4, 4, 0])
  }

  @Test("scaledToFit keeps the image square inside a wide frame; scaledToFill crops it")
  func aspectRatio() throws {
    let fit = try frame(
      Image("quad", bundle: catalog.bundle).resizable().scaledToFit()
        .frame(width: 160, height: 64),
      width: 20, height: 4)
    // 4 rows are 64 pt: a 64 × 64 pt square is 8 columns, centred in 20.
    #expect(fit.text.split(separator: "\n").allSatisfy { $0.filter { $0 == "▀" }.count == 8 })
    #expect(fit[5, 0].grapheme == " " && fit[6, 0].grapheme == "▀")
    #expect(fit[13, 0].grapheme == "▀" && fit[14, 0].grapheme == " ")
    let fill = try frame(
      Image("quad", bundle: catalog.bundle).resizable().scaledToFill()
        .frame(width: 160, height: 64),
      width: 20, height: 4)
    // 160 pt wide square: 20 columns × 10 rows, cropped to the middle 4 rows.
    #expect(fill.text.split(separator: "\n").allSatisfy { $0.filter { $0 == "▀" }.count == 20 })
    #expect(fill[0, 0].style.foreground == .rgb(255, 0, 0))
    #expect(fill[0, 3].style.background == .rgb(0, 0, 255))
    let ratio = try frame(
      Image("quad", bundle: catalog.bundle).resizable().aspectRatio(2, contentMode: .fit)
        .frame(width: 160, height: 64),
      width: 20, height: 4)
    #expect(
      ratio.text.split(separator: "\n").map { $0.filter { $0 == "▀" }.count } == [16, 16, 16, 16])
  }

  @Test("absurd ratios and frames draw something and never trap")
  func badInput() throws {
    let image = Image("quad", bundle: catalog.bundle).resizable()
    for ratio in [0, -1, .nan, .infinity, 1e-12, 1e12] as [CGFloat] {
      for mode in ContentMode.allCases {
        _ = try frame(image.aspectRatio(ratio, contentMode: mode), width: 8, height: 4)
      }
    }
    _ = try frame(
      image.aspectRatio(CGSize(width: 0, height: 0), contentMode: .fit), width: 8, height: 4)
    _ = try frame(image.frame(width: .nan, height: -5), width: 8, height: 4)
    let huge = try frame(
      image.aspectRatio(1e6, contentMode: .fill).frame(width: 160, height: 64), width: 20, height: 4
    )
    #expect(huge.text.contains("[image: quad]"), "\(huge.text)")
  }
}
