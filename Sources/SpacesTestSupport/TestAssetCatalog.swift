import Foundation

/// An asset catalog written to a temporary bundle folder, as Xcode lays one out: pass
/// `bundle` to `Image(_:bundle:)` and `Color(_:bundle:)`.
package struct TestAssetCatalog {
  /// The bundle folder holding `Assets.xcassets`.
  package let bundleFolder: URL
  /// The catalog folder.
  package let catalog: URL

  /// Creates an empty catalog in a fresh temporary bundle folder.
  package init() {
    bundleFolder = TestImages.temporaryFolder()
    catalog = bundleFolder.appendingPathComponent("Assets.xcassets", isDirectory: true)
    try? FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    write(
      #"{"info":{"author":"xcode","version":1}}"#,
      to: catalog.appendingPathComponent("Contents.json"))
  }

  /// Removes the bundle folder and everything in it (a suite's `deinit`).
  package func remove() { try? FileManager.default.removeItem(at: bundleFolder) }

  /// The bundle, as an app passes it.
  package var bundle: Bundle { Bundle(path: bundleFolder.path)! }

  /// Adds a colour set with an "any" colour and, optionally, a dark one (components as written
  /// in `Contents.json`, e.g. "0.900", "230" or "0xE6").
  package func addColor(
    _ name: String, any: (String, String, String), dark: (String, String, String)? = nil,
    colorSpace: String = "srgb"
  ) {
    func entry(_ c: (String, String, String), dark: Bool) -> String {
      let appearances = dark ? #""appearances":[{"appearance":"luminosity","value":"dark"}],"# : ""
      return """
        {\(appearances)"color":{"color-space":"\(colorSpace)","components":\
        {"alpha":"1.000","blue":"\(c.2)","green":"\(c.1)","red":"\(c.0)"}},"idiom":"universal"}
        """
    }
    let colors = [entry(any, dark: false)] + (dark.map { [entry($0, dark: true)] } ?? [])
    addSet(
      "\(name).colorset",
      contents: #"{"colors":["# + colors.joined(separator: ",") + #"],"info":{"version":1}}"#)
  }

  /// Adds an image set with one file per scale (`files`: scale → file name and bytes).
  package func addImage(_ name: String, files: [(scale: String, file: String, data: Data)]) {
    let folder = addSet(
      "\(name).imageset",
      contents: #"{"images":["#
        + files.map { #"{"filename":"\#($0.file)","idiom":"universal","scale":"\#($0.scale)"}"# }
        .joined(separator: ",") + #"],"info":{"version":1}}"#)
    for file in files {
      try? file.data.write(to: folder.appendingPathComponent(file.file))
    }
  }

  /// Adds a set folder with a `Contents.json` as given (malformed on purpose, if need be).
  @discardableResult
  package func addSet(_ folderName: String, contents: String) -> URL {
    let folder = catalog.appendingPathComponent(folderName, isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    write(contents, to: folder.appendingPathComponent("Contents.json"))
    return folder
  }

  private func write(_ text: String, to url: URL) {
    try? text.write(to: url, atomically: true, encoding: .utf8)
  }
}
