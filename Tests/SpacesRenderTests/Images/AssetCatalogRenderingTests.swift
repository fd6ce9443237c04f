import Foundation
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Asset catalogs as Xcode reads them: named colours with dark variants, image scales, and
/// every bad input (a missing name, a malformed `Contents.json`, an image that doesn't decode,
/// a vector file, a custom symbol) drawn as something and reported once, naming what is wrong.
@MainActor
@Suite("Asset catalogs: Color(name), Image(name), and bad input named", .serialized)
struct AssetCatalogRenderingTests {
  let catalog = TestAssetCatalog()

  /// The problems reported about this test's catalog (each test has its own folder, so tests
  /// running at the same time don't see each other's).
  var problems: [String] {
    AssetCatalogs.shared.messages.filter { $0.contains(catalog.bundleFolder.lastPathComponent) }
  }

  func draw<V: View>(_ view: V, width: Int = 20, height: Int = 3, theme: String = "default")
    throws -> Frame
  {
    let context = RenderContext(
      theme: try ThemeLoader.load(nameOrPath: theme), now: Date(timeIntervalSince1970: 0))
    var frame = Frame(width: width, height: height)
    ViewRenderer(context: context).draw(
      resolveViewNode(view), in: frame.bounds, frame: &frame,
      environment: .init(foreground: .default))
    return frame
  }

  @Test("Color(name, bundle:) draws the dark variant under a dark theme, the any one in light")
  func namedColor() throws {
    catalog.addColor("BrandRed", any: ("0.900", "0.100", "0.200"), dark: ("255", "0x50", "80"))
    let view = Color("BrandRed", bundle: catalog.bundle)
    #expect(try draw(view)[0, 0].style.background == .rgb(255, 80, 80))
    #expect(try draw(view, theme: "light")[0, 0].style.background == .rgb(230, 26, 51))
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("a Display P3 colour is converted to the nearest sRGB one")
  func displayP3() throws {
    catalog.addColor("P3Red", any: ("1.000", "0.000", "0.000"), colorSpace: "display-p3")
    let frame = try draw(Color("P3Red", bundle: catalog.bundle))
    // P3's red is outside sRGB: clamped to full red.
    #expect(frame[0, 0].style.background == .rgb(255, 0, 0))
  }

  @Test("the lowest scale given is decoded: @1x before @2x; a @2x image is half its pixels")
  func scales() throws {
    let red = TestImages.png(width: 32, height: 32) { _, _ in (255, 0, 0, 255) }
    let blue = TestImages.png(width: 64, height: 64) { _, _ in (0, 0, 255, 255) }
    catalog.addImage("both", files: [("2x", "b@2x.png", blue), ("1x", "b.png", red)])
    catalog.addImage("retina", files: [("2x", "r@2x.png", blue)])
    #expect(
      try draw(Image("both", bundle: catalog.bundle))[0, 0].style.foreground == .rgb(255, 0, 0))
    let retina = try draw(Image("retina", bundle: catalog.bundle))
    // 64 px at @2x is 32 pt: 4 columns.
    #expect(retina.text.split(separator: "\n")[0].filter { $0 == "▀" }.count == 4)
  }

  @Test("Label(_:image:) draws the asset image before its title")
  func label() throws {
    catalog.addImage(
      "dot",
      files: [("1x", "dot.png", TestImages.png(width: 8, height: 16) { _, _ in (0, 255, 0, 255) })])
    let frame = try draw(Label("Beans", image: "dot").labelStyle(.titleAndIcon), height: 1)
    #expect(frame.text.contains("Beans"))
    let inBundle = try draw(
      Label {
        Text("Beans")
      } icon: {
        Image("dot", bundle: catalog.bundle)
      }, height: 1)
    #expect(inBundle.text.hasPrefix("▀ Beans"), "\(inBundle.text)")
  }

  @Test("a missing image draws a labelled placeholder and says which catalog lacks which name")
  func missingImage() throws {
    catalog.addColor("Other", any: ("0", "0", "0"))
    let frame = try draw(Image("cover", bundle: catalog.bundle).resizable(), width: 20, height: 3)
    #expect(frame.text.contains("[image: cover]"), "\(frame.text)")
    #expect(problems.count == 1)
    #expect(
      problems.first?.hasSuffix(
        ": no image set \"cover\" in Assets.xcassets") == true,
      "\(problems)")
  }

  @Test("a missing colour draws the default colour and is named once")
  func missingColor() throws {
    let view = HStack {
      Color("Nope", bundle: catalog.bundle); Color("Nope", bundle: catalog.bundle)
    }
    #expect(try draw(view)[0, 0].style.background == .default)
    #expect(problems.count == 1)
    #expect(problems.first?.contains("no colour set \"Nope\"") == true)
  }

  @Test("a Contents.json that isn't JSON names the file")
  func malformedJSON() throws {
    catalog.addSet("Broken.colorset", contents: "{ this is not json")
    _ = try draw(Color("Broken", bundle: catalog.bundle))
    let file = catalog.catalog.appendingPathComponent("Broken.colorset/Contents.json").path
    #expect(problems == ["Color(\"Broken\"): \(file): not a JSON object"])
  }

  @Test("a colour component that isn't a number names the file and the key")
  func badComponent() throws {
    catalog.addColor("Odd", any: ("red", "0", "0"))
    _ = try draw(Color("Odd", bundle: catalog.bundle))
    let message = problems.first ?? ""
    #expect(message.contains("Odd.colorset/Contents.json: colors[0].color.components.red"))
  }

  @Test("a truncated PNG in a catalog draws the placeholder and names the file")
  func truncatedImage() throws {
    let bytes = TestImages.png(width: 16, height: 16) { _, _ in (1, 2, 3, 255) }
    catalog.addImage("cut", files: [("1x", "cut.png", bytes.prefix(30))])
    let frame = try draw(Image("cut", bundle: catalog.bundle))
    #expect(frame.text.contains("[image: cut]"))
    #expect(problems.first?.contains("cut.imageset/cut.png could not be decoded") == true)
  }

  @Test("a 0-byte JPEG in a catalog draws the placeholder and names the file")
  func emptyJPEG() throws {
    catalog.addImage("photo", files: [("1x", "photo.jpg", Data())])
    #expect(try draw(Image("photo", bundle: catalog.bundle)).text.contains("[image: photo]"))
    #expect(problems.first?.hasSuffix("photo.jpg could not be decoded: the file is empty") == true)
  }

  @Test("a PDF or SVG image is a placeholder with a warning: vectors aren't drawn yet")
  func vector() throws {
    catalog.addSet(
      "logo.imageset",
      contents: #"{"images":[{"filename":"logo.pdf","idiom":"universal"}],"info":{"version":1}}"#)
    #expect(try draw(Image("logo", bundle: catalog.bundle)).text.contains("[image: logo]"))
    #expect(problems.first?.contains("a PDF image is not drawn in a terminal yet") == true)
  }

  @Test("a custom symbol set draws a fallback glyph and says so")
  func symbolSet() throws {
    catalog.addSet(
      "bean.symbolset",
      contents: #"{"symbols":[{"filename":"bean.svg","idiom":"universal"}],"info":{"version":1}}"#)
    let frame = try draw(Image("bean", bundle: catalog.bundle), height: 1)
    #expect(!frame.text.contains("[image"), "\(frame.text)")
    #expect(problems.first?.contains("custom symbol set is drawn as a fallback glyph") == true)
  }

  @Test("the app icon's largest bitmap is available to the renderer")
  func appIcon() throws {
    let folder = catalog.addSet(
      "AppIcon.appiconset",
      contents:
        #"{"images":[{"filename":"icon.png","idiom":"universal","platform":"ios","size":"1024x1024"}],"info":{"version":1}}"#
    )
    #expect(
      AssetCatalogs.shared.appIcon(bundlePath: catalog.bundleFolder.path)
        == folder.appendingPathComponent("icon.png").path)
  }

  @Test("nothing is decoded until an image is drawn")
  func lazy() throws {
    catalog.addImage(
      "late",
      files: [("1x", "late.png", TestImages.png(width: 8, height: 16) { _, _ in (9, 9, 9, 255) })])
    _ = resolveViewNode(Image("late", bundle: catalog.bundle))
    _ = AssetCatalogs.shared.catalogs(bundlePath: catalog.bundleFolder.path)
    let file = catalog.catalog.appendingPathComponent("late.imageset/late.png").path
    #expect(ImageCache.shared.decodes(of: file) == 0)
    _ = try draw(Image("late", bundle: catalog.bundle))
    _ = try draw(Image("late", bundle: catalog.bundle))
    #expect(ImageCache.shared.decodes(of: file) == 1)
  }

  @Test("an image's dark variant draws under a dark theme, its any variant after a switch to light")
  func darkImage() throws {
    let folder = catalog.addSet(
      "mark.imageset",
      contents: #"""
        {"images":[{"filename":"light.png","idiom":"universal","scale":"1x"},
        {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"dark.png",
        "idiom":"universal","scale":"1x"}],"info":{"version":1}}
        """#)
    try TestImages.png(width: 8, height: 16) { _, _ in (255, 255, 0, 255) }
      .write(to: folder.appendingPathComponent("light.png"))
    try TestImages.png(width: 8, height: 16) { _, _ in (0, 0, 128, 255) }
      .write(to: folder.appendingPathComponent("dark.png"))
    let view = Image("mark", bundle: catalog.bundle)
    #expect(try draw(view, height: 1)[0, 0].style.foreground == .rgb(0, 0, 128))
    // The same tree in the same rectangle: the kept layout must not keep the dark file.
    #expect(try draw(view, height: 1, theme: "light")[0, 0].style.foreground == .rgb(255, 255, 0))
  }
}
