import Foundation

/// Why an image file could not be decoded; every message names the file.
package struct ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file.
  package let path: String
  /// What went wrong, as the decoder said it.
  package let reason: String

  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// "image <path> could not be decoded: <reason>".
  package var description: String { "image \(path) could not be decoded: \(reason)" }
}
