import Foundation

/// A colour set's `Contents.json`, read as Xcode reads it: variants for appearances, each in
/// sRGB or Display P3, components as floats ("0.900"), 8-bit integers ("230") or hex ("0xE6").
package enum ColorSetContents {
  /// An sRGB colour, components 0…1.
  package struct RGBA: Equatable, Sendable {
    package var red, green, blue, opacity: Double
  }

  /// The colour of a set for an appearance: the variant whose appearances match best.
  package static func color(inSet folder: String, appearance: AssetAppearance)
    throws(AssetCatalogError) -> RGBA
  {
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    let json = try ContentsJSON.read(file)
    guard let colors = json["colors"] as? [[String: Any]], !colors.isEmpty else {
      throw AssetCatalogError(file: file, key: "colors", message: "no colours")
    }
    var best: (score: Int, index: Int)?
    for (index, variant) in colors.enumerated() {
      guard let score = appearance.score(variant["appearances"] as? [[String: Any]]) else {
        continue
      }
      if best == nil || score > best!.score { best = (score, index) }
    }
    let index = best?.index ?? 0
    guard let color = colors[index]["color"] as? [String: Any] else {
      throw AssetCatalogError(file: file, key: "colors[\(index)].color", message: "missing")
    }
    return try rgba(color, file: file, key: "colors[\(index)].color")
  }

  private static func rgba(_ color: [String: Any], file: String, key: String)
    throws(AssetCatalogError) -> RGBA
  {
    let space = color["color-space"] as? String ?? "srgb"
    guard let components = color["components"] as? [String: Any] else {
      throw AssetCatalogError(file: file, key: key + ".components", message: "missing")
    }
    func component(_ name: String, alpha: Bool = false) throws(AssetCatalogError) -> Double {
      guard let raw = components[name] else {
        throw AssetCatalogError(file: file, key: "\(key).components.\(name)", message: "missing")
      }
      guard let value = number(raw, alpha: alpha) else {
        throw AssetCatalogError(
          file: file, key: "\(key).components.\(name)", message: "'\(raw)' is not a number")
      }
      return max(0, min(1, value))
    }
    let opacity = components["alpha"] == nil ? 1 : try component("alpha", alpha: true)
    if components["white"] != nil {
      let white = try component("white")
      return RGBA(red: white, green: white, blue: white, opacity: opacity)
    }
    var rgb = (try component("red"), try component("green"), try component("blue"))
    if space.contains("display-p3") { rgb = displayP3ToSRGB(rgb) }
    return RGBA(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
  }

  /// A component as Xcode writes it: a float 0…1 ("0.900"), hex 0…255 ("0xE6") or an integer
  /// 0…255 ("230"); alpha is a float even in 8-bit colours.
  static func number(_ raw: Any, alpha: Bool) -> Double? {
    if let number = raw as? NSNumber {
      let value = number.doubleValue
      guard value.isFinite else { return nil }
      return value > 1 ? value / 255 : value
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
      return nil
    }
    if text.lowercased().hasPrefix("0x") {
      return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    guard let value = Double(text), value.isFinite else { return nil }
    if text.contains(".") { return value }
    return alpha && value <= 1 ? value : value / 255
  }

  /// A Display P3 colour as the nearest sRGB one (both use the sRGB transfer curve).
  static func displayP3ToSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    func encoded(_ v: Double) -> Double {
      let v = max(0, min(1, v))
      return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    let (r, g, b) = (linear(c.0), linear(c.1), linear(c.2))
    return (
      encoded(1.2249 * r - 0.2247 * g),
      encoded(-0.0420 * r + 1.0419 * g),
      encoded(-0.0197 * r - 0.0786 * g + 1.0979 * b)
    )
  }
}

/// Reading a set's `Contents.json`.
enum ContentsJSON {
  /// The file's top-level object; a missing file, or one that isn't a JSON object, names it.
  static func read(_ file: String) throws(AssetCatalogError) -> [String: Any] {
    guard let data = FileManager.default.contents(atPath: file) else {
      throw AssetCatalogError(file: file, message: "missing or unreadable")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data),
      let json = object as? [String: Any]
    else {
      throw AssetCatalogError(file: file, message: "not a JSON object")
    }
    return json
  }
}
