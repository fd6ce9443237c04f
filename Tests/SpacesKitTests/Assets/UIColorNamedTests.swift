import Foundation
import Testing

@testable import SpacesKit

/// `UIColor(named:in:)` as UIKit's: a colour set from the bundle's asset catalog, `nil` when
/// there is none of that name.
@Suite("UIColor(named:)")
struct UIColorNamedTests {
  @Test("a catalog's colour set is found; a missing name is nil and listed")
  func named() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-uicolor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/BrandRed.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.9","green":"0.1","blue":"0.2","alpha":"1"}}}]}"#
      .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    let bundle = try #require(Bundle(path: folder.path))
    let brand = try #require(UIColor(named: "BrandRed", in: bundle))
    #expect(brand.color == Color("BrandRed", bundle: bundle))
    #expect(UIColor(named: "NoSuchColour", in: bundle) == nil)
    #expect(AssetCatalogs.shared.messages.contains { $0.contains("NoSuchColour") })
  }
}
