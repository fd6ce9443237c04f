import Foundation
import Testing

@testable import SpacesKit

/// Listing a catalog as Xcode lays it out, Xcode's component formats, and problems reported
/// once each.
@Suite("Asset catalogs: listing, component formats, problems once")
final class AssetCatalogTests {
  /// The folder this test's catalogs are made in, removed when the test ends.
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("spaces-catalog-\(UUID().uuidString)")

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// A fresh catalog folder with files at relative paths.
  func catalog(_ files: [String: String]) throws -> String {
    let root = folder.appendingPathComponent("\(UUID().uuidString)/Assets.xcassets")
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return root.path
  }

  @Test("sets are found by name; a namespaced group prefixes its sets' names")
  func listing() throws {
    let path = try catalog([
      "Contents.json": "{}",
      "cover.imageset/Contents.json": "{}",
      "Brand/Contents.json": #"{"properties":{"provides-namespace":true}}"#,
      "Brand/Red.colorset/Contents.json": "{}",
      "Loose/Blue.colorset/Contents.json": "{}",
      "AppIcon.appiconset/Contents.json": "{}",
    ])
    let catalog = AssetCatalog(path: path)
    #expect(catalog.names(of: .imageSet) == ["cover"])
    #expect(catalog.names(of: .colorSet) == ["Blue", "Brand/Red"])
    #expect(catalog.names(of: .appIconSet) == ["AppIcon"])
    #expect(catalog.count == 4)
  }

  @Test("components as floats, 0-255 integers and hex; alpha as a float")
  func components() {
    #expect(ColorSetContents.number("0.500", alpha: false) == 0.5)
    #expect(ColorSetContents.number("255", alpha: false) == 1)
    #expect(ColorSetContents.number("0x80", alpha: false) == 128.0 / 255)
    #expect(ColorSetContents.number("1", alpha: true) == 1)
    #expect(ColorSetContents.number(NSNumber(value: 0.25), alpha: false) == 0.25)
    #expect(ColorSetContents.number("red", alpha: false) == nil)
    #expect(ColorSetContents.number("nan", alpha: false) == nil)
  }

  @Test("a problem is reported once, and handed to the host once")
  func reportedOnce() {
    let catalogs = AssetCatalogs()
    catalogs.report("Image(\"cover\"): missing")
    catalogs.report("Image(\"cover\"): missing")
    #expect(catalogs.messages == ["Image(\"cover\"): missing"])
    #expect(catalogs.takeUnannounced() == ["Image(\"cover\"): missing"])
    #expect(catalogs.takeUnannounced().isEmpty)
    catalogs.report("Color(\"Red\"): missing")
    #expect(catalogs.takeUnannounced() == ["Color(\"Red\"): missing"])
  }

  @Test("a missing catalog names where it looked; nothing traps")
  func noCatalog() {
    let catalogs = AssetCatalogs()
    let result = catalogs.folder(of: .imageSet, named: "cover", bundlePath: "/nonexistent/App")
    guard case .failure(let error) = result else {
      Issue.record("found a set in a missing folder")
      return
    }
    #expect(
      error.description == #"/nonexistent/App: no asset catalog (*.xcassets) for image set "cover""#
    )
  }
}
