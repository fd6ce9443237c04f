import Foundation

/// How both stores write timers as JSON: sorted keys, dates in ISO 8601.
extension TimerRecord {
  /// Reads stored timers.
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// Writes timers; `prettyPrinted` for a file people may open.
  static func encoder(prettyPrinted: Bool = false) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = prettyPrinted ? [.prettyPrinted, .sortedKeys] : [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
