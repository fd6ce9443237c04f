import Foundation

/// An image set's (or app icon set's, or symbol set's) `Contents.json`, read as Xcode reads
/// it: the file to draw for an appearance, at the best scale.
package enum ImageSetContents {
  /// A file of an image set and the scale it was drawn at (2 for "@2x").
  package struct Variant: Equatable, Sendable {
    /// The image file.
    package var path: String
    /// Pixels per point.
    package var scale: Double
  }

  /// The extensions drawn as bitmaps.
  package static let bitmapExtensions: Set<String> = ["png", "jpg", "jpeg"]

  /// The file an image set draws for an appearance.
  ///
  /// A terminal cell is 8 × 16 points and shows 1 × 2 pixels, so every scale has more pixels
  /// than a terminal shows: the lowest scale given (@1x before @2x before @3x) is decoded, the
  /// cheapest with the same look. A vector file (PDF, SVG) is an error naming it: a terminal
  /// doesn't rasterise vectors yet.
  package static func variant(
    inSet folder: String, listKey: String = "images", appearance: AssetAppearance
  ) throws(AssetCatalogError) -> Variant {
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    let json = try ContentsJSON.read(file)
    guard let images = json[listKey] as? [[String: Any]] else {
      throw AssetCatalogError(file: file, key: listKey, message: "missing or not a list")
    }
    var best: (score: Int, scale: Double, name: String)?
    for entry in images {
      guard let name = entry["filename"] as? String, !name.isEmpty,
        let score = appearance.score(entry["appearances"] as? [[String: Any]])
      else { continue }
      let idiom = entry["idiom"] as? String ?? "universal"
      guard ["universal", "iphone", "ios-marketing"].contains(idiom) else { continue }
      let scale = Double((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1
      if let current = best,
        current.score > score || (current.score == score && current.scale <= scale)
      {
        continue
      }
      best = (score, scale, name)
    }
    guard let best else {
      throw AssetCatalogError(file: file, key: listKey, message: "no file for an iPhone")
    }
    let path = (folder as NSString).appendingPathComponent(best.name)
    let ext = (best.name as NSString).pathExtension.lowercased()
    guard bitmapExtensions.contains(ext) else {
      throw AssetCatalogError(
        file: path,
        message: "a \(ext.uppercased()) image is not drawn in a terminal yet (PNG and JPEG are)")
    }
    return Variant(path: path, scale: max(1, best.scale))
  }

  /// An app icon set's largest bitmap: what the Home Screen can draw.
  package static func largestIcon(inSet folder: String) throws(AssetCatalogError) -> String {
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    let json = try ContentsJSON.read(file)
    guard let images = json["images"] as? [[String: Any]] else {
      throw AssetCatalogError(file: file, key: "images", message: "missing or not a list")
    }
    func pixels(_ entry: [String: Any]) -> Double {
      let size = (entry["size"] as? String)?.split(separator: "x").first.flatMap { Double($0) }
      let scale = Double((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1
      return (size ?? 0) * scale
    }
    let files = images.filter {
      guard let name = $0["filename"] as? String else { return false }
      return bitmapExtensions.contains((name as NSString).pathExtension.lowercased())
    }
    guard let largest = files.max(by: { pixels($0) < pixels($1) }),
      let name = largest["filename"] as? String
    else { throw AssetCatalogError(file: file, key: "images", message: "no PNG or JPEG icon") }
    return (folder as NSString).appendingPathComponent(name)
  }
}
