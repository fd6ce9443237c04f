import Foundation

/// One asset catalog folder (`Assets.xcassets`) read as Xcode reads it: its colour sets, image
/// sets, symbol sets and app icon, found by name.
///
/// Opening a catalog only lists its folders (no `Contents.json` is parsed and no image is
/// decoded): a set's contents are read when something asks for it. Folders whose
/// `Contents.json` says `"provides-namespace": true` prefix their sets' names ("Flags/red").
package struct AssetCatalog: Sendable {
  /// The kinds of set a catalog holds, by folder extension.
  package enum SetKind: String, Sendable, CaseIterable {
    case colorSet = "colorset"
    case imageSet = "imageset"
    case symbolSet = "symbolset"
    case appIconSet = "appiconset"
  }

  /// The catalog folder.
  package let path: String
  /// Every set by kind, then name: its folder.
  private let sets: [SetKind: [String: String]]

  /// Lists a catalog's sets; a folder that can't be listed is an empty catalog.
  package init(path: String) {
    self.path = path
    var sets: [SetKind: [String: String]] = [:]
    Self.collect(in: path, prefix: "", into: &sets, depth: 0)
    self.sets = sets
  }

  /// The folder of a set, by kind and name.
  package func folder(of kind: SetKind, named name: String) -> String? { sets[kind]?[name] }

  /// The names of a kind of set, sorted.
  package func names(of kind: SetKind) -> [String] { (sets[kind]?.keys).map { $0.sorted() } ?? [] }

  /// The number of sets of every kind.
  package var count: Int { sets.values.reduce(0) { $0 + $1.count } }

  /// The catalog's name as it appears in messages ("Assets.xcassets").
  package var displayName: String { (path as NSString).lastPathComponent }

  private static func collect(
    in folder: String, prefix: String, into sets: inout [SetKind: [String: String]], depth: Int
  ) {
    // Catalog folders nest a few levels; a cycle of links can't recurse forever.
    guard depth < 16,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return }
    for entry in entries.sorted() {
      let full = (folder as NSString).appendingPathComponent(entry)
      let ext = (entry as NSString).pathExtension
      let base = (entry as NSString).deletingPathExtension
      if let kind = SetKind(rawValue: ext) {
        sets[kind, default: [:]][prefix + base] = full
      } else if ext.isEmpty {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
          isDirectory.boolValue
        else { continue }
        let namespaced = providesNamespace(full)
        collect(
          in: full, prefix: namespaced ? prefix + entry + "/" : prefix, into: &sets,
          depth: depth + 1)
      }
    }
  }

  /// Whether a group folder's `Contents.json` sets `"provides-namespace": true`.
  private static func providesNamespace(_ folder: String) -> Bool {
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool ?? false
  }
}
