import Foundation
import Testing

/// What `import SpacesKit` brings along besides SpacesKit: what `import SwiftUI` does.
///
/// A re-exported module's symbols are that module's, not SpacesKit's: the public-API tests read
/// SpacesKit's own sources (imports are no declarations), so they neither list nor allow them.
/// This suite keeps the re-exports themselves to Apple's.
@Suite struct ReexportedModulesTests {
  /// The modules SwiftUI and WidgetKit re-export that SpacesKit re-exports too.
  static let allowed: Set<String> = ["Foundation"]

  /// The `@_exported import`s in SpacesKit's sources, with the file each is in.
  static func reexports() throws -> [(module: String, file: String)] {
    let directory = APISurface.packageRoot.appendingPathComponent("Sources/SpacesKit")
    let files =
      (FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
      .allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    return try files.flatMap { url in
      try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
        let words = line.split(separator: " ")
        guard words.count >= 3, words[0] == "@_exported", words[1] == "import" else { return nil }
        return (String(words.last!), url.lastPathComponent)
      }
    }
  }

  @Test func spacesKitReexportsFoundationAsSwiftUIDoes() throws {
    let modules = try Self.reexports().map(\.module)
    #expect(modules.contains("Foundation"), "a file importing only SpacesKit needs Foundation")
  }

  @Test func spacesKitReexportsNothingElse() throws {
    for (module, file) in try Self.reexports() where !Self.allowed.contains(module) {
      Issue.record(
        Comment(
          rawValue: "\(file): `@_exported import \(module)`: SwiftUI doesn't re-export "
            + "\(module), so an app that imports only SpacesKit mustn't see it"))
    }
  }
}
