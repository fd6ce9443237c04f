import Foundation
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

/// The other ways shipping code names an image or colour: Xcode's generated resource symbols
/// (`Image(.cover)`, `Color(.brandRed)`), `Image(uiImage:)` of a file or data, and the image
/// modifiers a terminal can't change (`interpolation`, `antialiased`).
@MainActor
@Suite("Image sources: resources, UIImage, interpolation", .serialized)
final class ImageSourcesTests {
  let catalog = TestAssetCatalog()

  deinit { catalog.remove() }
  /// A 16 × 16 PNG, red over blue: two columns, one row of half blocks.
  static let redOverBlue = TestImages.png(width: 16, height: 16) { _, y in
    y < 8 ? (255, 0, 0, 255) : (0, 0, 255, 255)
  }

  func draw<V: View>(_ view: V, width: Int = 8, height: Int = 2) throws -> Frame {
    let context = RenderContext(
      theme: try ThemeLoader.load(nameOrPath: "default"), now: Date(timeIntervalSince1970: 0))
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: frame.bounds, frame: &frame,
      environment: .init(foreground: .default))
    return frame
  }

  var problems: [String] {
    AssetCatalogs.shared.messages.filter { $0.contains(catalog.bundleFolder.lastPathComponent) }
  }

  @Test("ImageResource and ColorResource name sets as Xcode's generated symbols do")
  func resources() throws {
    catalog.addImage("cover", files: [("1x", "cover.png", Self.redOverBlue)])
    catalog.addColor("BrandRed", any: ("0.900", "0.100", "0.200"), dark: ("255", "0x50", "80"))
    let cover = ImageResource(name: "cover", bundle: catalog.bundle)
    let brand = ColorResource(name: "BrandRed", bundle: catalog.bundle)
    let image = try draw(Image(cover))
    #expect(image[0, 0].grapheme == "▀" && image[1, 0].grapheme == "▀")
    #expect(image[0, 0].style.foreground == .rgb(255, 0, 0))
    #expect(image[0, 0].style.background == .rgb(0, 0, 255))
    #expect(try draw(Color(brand))[0, 0].style.background == .rgb(255, 80, 80))
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("Image(uiImage:) draws a UIImage read from a file or made from data")
  func uiImage() throws {
    let folder = TestImages.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("shared.png")
    try Self.redOverBlue.write(to: url)
    let fromFile = try #require(UIImage(contentsOfFile: url.path))
    let drawn = try draw(Image(uiImage: fromFile))
    #expect(drawn.text.split(separator: "\n")[0] == "▀▀      ")
    #expect(drawn[1, 0].style.foreground == .rgb(255, 0, 0))
    // The app rewrites the file: a new UIImage of it draws the new picture.
    try TestImages.png(width: 16, height: 16) { _, _ in (0, 255, 0, 255) }.write(to: url)
    let rewritten = try draw(Image(uiImage: try #require(UIImage(contentsOfFile: url.path))))
    #expect(rewritten[0, 0].style.foreground == .rgb(0, 255, 0))
    // @2x: 16 pixels are 8 points, one column.
    let retina = try #require(UIImage(data: Self.redOverBlue, scale: 2))
    #expect(try draw(Image(uiImage: retina)).text.split(separator: "\n")[0] == "▀       ")
    #expect(retina.size == CGSize(width: 8, height: 8), "16 pixels at @2x are 8 points")
    #expect(UIImage(data: TestImages.gradientJPEG)?.size == CGSize(width: 8, height: 8))
    #expect(UIImage(data: Data("text".utf8))?.size == .zero)
    #expect(UIImage(contentsOfFile: folder.appendingPathComponent("none.png").path) == nil)
    #expect(UIImage(data: Data()) == nil)
  }

  @Test("Image(.name) and Color(.name) compile with the extensions Xcode generates")
  func generatedSymbols() throws {
    // As Xcode's GeneratedAssetSymbols.swift declares them (here for the main bundle, which has
    // no such sets: the names are reported, and drawn as the placeholder).
    let image = try draw(
      Image(.generatedCover).resizable().frame(width: 240, height: 16), width: 30, height: 1)
    #expect(image.text.contains("[image: GeneratedCover]"))
    _ = try draw(Color(.generatedBrand))
  }

  @Test("bytes that aren't an image draw the labelled box and are reported once")
  func undecodable() throws {
    let image = try #require(UIImage(data: Data("not a picture".utf8)))
    let drawn = try draw(Image(uiImage: image).frame(width: 160, height: 16), width: 20, height: 1)
    #expect(drawn.text.contains("[image: uiImage]"), "\(drawn.text)")
    #expect(
      AssetCatalogs.shared.messages.contains {
        $0.hasPrefix("Image(uiImage:)") && $0.contains("not a PNG or JPEG")
      })
  }

  @Test("interpolation and antialiased are accepted and draw the same pixels")
  func interpolation() throws {
    catalog.addImage("cover", files: [("1x", "cover.png", Self.redOverBlue)])
    let plain = try draw(Image("cover", bundle: catalog.bundle))
    let modified = try draw(
      Image("cover", bundle: catalog.bundle).interpolation(.none).antialiased(false))
    #expect(plain == modified)
    #expect(
      try draw(Image("cover", variableValue: 0.5, bundle: catalog.bundle)) == plain)
  }

  @Test("a rounded clip cuts the image's corner pixels, each half of a cell on its own")
  func clipShapeCutsPixels() throws {
    catalog.addImage(
      "square",
      files: [
        ("1x", "square.png", TestImages.png(width: 48, height: 48) { _, _ in (255, 0, 0, 255) })
      ])
    let view = ZStack {
      Color(red: 1, green: 1, blue: 1)
      Image("square", bundle: catalog.bundle)
        .clipShape(RoundedRectangle(cornerRadius: 16))
    }
    let frame = try draw(view, width: 6, height: 3)
    GoldenFrame.assertMatches(
      CellColorDump.text(frame, depth: .trueColor), named: "image-clip-shape")
    // The corner cell keeps its lower pixel only: the upper one shows the white behind.
    #expect(frame[0, 0].grapheme == "▄")
    #expect(frame[0, 0].style.foreground == .rgb(255, 0, 0))
    #expect(frame[0, 0].style.background == .rgb(255, 255, 255))
    #expect(frame[2, 1].grapheme == "▀" && frame[2, 1].style.background == .rgb(255, 0, 0))
    let square = try draw(
      ZStack {
        Color(red: 1, green: 1, blue: 1)
        Image("square", bundle: catalog.bundle).cornerRadius(16)
      }, width: 6, height: 3)
    #expect(square == frame, "cornerRadius(_:) cuts as clipShape(RoundedRectangle) does")
  }
}

extension ImageResource {
  /// The "GeneratedCover" image set, as Xcode's asset symbol generation writes it.
  static let generatedCover = ImageResource(name: "GeneratedCover", bundle: .main)
}

extension ColorResource {
  /// The "GeneratedBrand" colour set, as Xcode's asset symbol generation writes it.
  static let generatedBrand = ColorResource(name: "GeneratedBrand", bundle: .main)
}
