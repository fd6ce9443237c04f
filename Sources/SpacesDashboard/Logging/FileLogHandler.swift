import Foundation
import Logging

/// A swift-log handler that appends one line per message to a `LogFile`:
/// `2026-06-08T09:41:00.000Z warning spaces: message key=value`. It never writes to the
/// terminal (curses owns the screen).
public struct FileLogHandler: LogHandler {
  /// Where lines go.
  public let file: LogFile
  /// The logger's label, written on every line.
  public let label: String
  public var metadata: Logger.Metadata = [:]
  public var logLevel: Logger.Level = .info

  public init(label: String, file: LogFile) {
    self.label = label
    self.file = file
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
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
