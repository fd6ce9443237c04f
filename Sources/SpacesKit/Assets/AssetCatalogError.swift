/// A problem reading an asset catalog: the file, the key when one is at fault, and what is
/// wrong. Nothing traps: the asset draws a placeholder and the host shows the message.
package struct AssetCatalogError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The file at fault (a `Contents.json`, an image).
  package var file: String
  /// The key at fault in the file ("colors[0].color.components.red"), when one is.
  package var key: String?
  /// What is wrong.
  package var message: String

  package init(file: String, key: String? = nil, message: String) {
    self.file = file
    self.key = key
    self.message = message
  }

  /// "<file>: <key>: <message>".
  package var description: String {
    if let key { return "\(file): \(key): \(message)" }
    return "\(file): \(message)"
  }
}
