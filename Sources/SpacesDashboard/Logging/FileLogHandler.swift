import Foundation
import Logging
import enum SpacesKit.WallClock

/// A swift-log handler that appends one line per message to a `LogFile`:
/// `2026-06-08T09:41:00.000Z warning spaces: message key=value`. It never writes to the
/// terminal (curses owns the screen), and writes control characters as escapes (`\u{1B}`), so
/// a line stays one line and `cat` or `tail -f` of the file runs no escape sequence from a push
/// payload or an app's text.
package struct FileLogHandler: LogHandler {
  /// Where lines go.
  package let file: LogFile
  /// The logger's label, written on every line.
  package let label: String
  package var metadata: Logger.Metadata = [:]
  package var logLevel: Logger.Level = .info

  package init(label: String, file: LogFile) {
    self.label = label
    self.file = file
  }

  package subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  package func log(event: LogEvent) {
    var fields = metadata
    if let extra = event.metadata { fields.merge(extra) { $1 } }
    var line = "\(Self.timestamp(WallClock.now())) \(event.level) \(label): \(event.message)"
    for key in fields.keys.sorted() {
      line += " \(key)=\(fields[key].map { "\($0)" } ?? "")"
    }
    file.append(Self.escaped(line))
  }

  /// The text with every control character written as an escape: `\n`, `\r`, `\t`, the
  /// others as `\u{1B}` (C0, DEL and C1 controls); a backslash is doubled, so the escapes
  /// can't be confused with the text.
  static func escaped(_ text: String) -> String {
    func isPlain(_ scalar: Unicode.Scalar) -> Bool {
      scalar != "\\" && scalar.properties.generalCategory != .control
    }
    guard !text.unicodeScalars.allSatisfy(isPlain) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isPlain(scalar) {
        result.append(scalar)
        continue
      }
      let escape =
        switch scalar {
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        default: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        }
      result.append(contentsOf: escape.unicodeScalars)
    }
    return String(result)
  }

  /// "2026-06-08T09:41:00.000Z": UTC, milliseconds.
  static func timestamp(_ date: Date) -> String {
    date.formatted(
      Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
  }
}
