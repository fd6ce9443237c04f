import Foundation

/// The public API of the package's client-facing modules, read from their sources.
enum APISurface {
  /// The package's root directory, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The modules apps and their tests import, whose every public symbol is documented; a
  /// module whose directory doesn't exist (yet) is skipped.
  static let documentedModules = ["SpacesKit", "SpacesTesting"]

  /// The public declarations of a module, file by file in path order; empty when the module
  /// has no directory under `Sources`. Each module is parsed once per test run.
  static func declarations(ofModule module: String) throws -> [PublicDeclaration] {
    guard let parsed = parsedModules[module] else { return try parse(module: module) }
    return try parsed.get()
  }

  /// The documented modules, parsed on first use (parsing all of SpacesKit takes seconds in a
  /// debug build, and every test of both suites reads it).
  private static let parsedModules: [String: Result<[PublicDeclaration], any Error>] =
    Dictionary(
      uniqueKeysWithValues: documentedModules.map { module in
        (module, Result { try parse(module: module) })
      })

  private static func parse(module: String) throws -> [PublicDeclaration] {
    let directory = packageRoot.appendingPathComponent("Sources/\(module)")
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    let enumerator = FileManager.default.enumerator(
      at: directory, includingPropertiesForKeys: nil)
    let files = (enumerator?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
    return try files.flatMap { url in
      let relative = String(url.path.dropFirst(packageRoot.path.count + 1))
      return PublicDeclarationCollector.declarations(
        in: try String(contentsOf: url, encoding: .utf8), file: relative)
    }
  }
}
