import Foundation
import Logging

/// A swift-log handler that appends one line per message to a `LogFile`:
/// `2026-06-08T09:41:00.000Z warning spaces: message key=value`. It never writes to the
/// terminal (curses owns the screen).
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
    var line = "\(Self.timestamp(Date())) \(event.level) \(label): \(event.message)"
    for key in fields.keys.sorted() {
      line += " \(key)=\(fields[key].map { "\($0)" } ?? "")"
    }
    file.append(line)
  }

  /// "2026-06-08T09:41:00.000Z": UTC, milliseconds.
  static func timestamp(_ date: Date) -> String {
    date.formatted(
      Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
  }
}
