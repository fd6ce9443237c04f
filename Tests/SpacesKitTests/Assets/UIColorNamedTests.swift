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
    // Reported to a sink of this test's own, as a drawing dashboard binds one: unbound, the
    // warning would wait for the first dashboard of this process to take it, another test's.
    let received = LockedMessages()
    let sink = AssetCatalogs.DrawingReportSink { received.append($0) }
    let missing = AssetCatalogs.$drawingReports.withValue(sink) {
      UIColor(named: "NoSuchColour", in: bundle)
    }
    #expect(missing == nil)
    #expect(received.all.contains { $0.contains("NoSuchColour") })
    #expect(AssetCatalogs.shared.messages.contains { $0.contains("NoSuchColour") })
  }
}

/// Messages collected from any thread.
private final class LockedMessages: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []

  func append(_ message: String) {
    lock.lock()
    defer { lock.unlock() }
    messages.append(message)
  }

  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return messages
  }
}
