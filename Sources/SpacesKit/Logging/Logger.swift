import Foundation

/// Writes messages to the system's log, as `os`'s `Logger` does.
///
/// The log is the dashboard's event log (the inspector, `i`) and its log file, each message
/// named by the subsystem's last component.
///
/// Messages at the error and fault levels (`error`, `warning`, `fault`, `critical`) are also
/// shown on the dashboard's notice line, as Xcode's console shows them while a device is
/// debugged: that is how an app tells its developer that something went wrong where no view
/// shows it (a store it couldn't read, a save that failed).
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.Coffee", category: "Store")
/// logger.error("Couldn't save \(url.lastPathComponent, privacy: .public): \(error)")
/// ```
public struct Logger: Sendable {
  /// The subsystem, usually the app's bundle identifier.
  let subsystem: String
  /// The part of the app the messages come from.
  let category: String

  /// A logger for a subsystem (the app's reverse-DNS identifier) and a category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// A logger without a subsystem or category.
  public init() {
    self.init(subsystem: "", category: "")
  }

  /// Logs a message at the default level.
  public func log(_ message: OSLogMessage) { log(level: .default, message) }

  /// Logs a message at a level.
  public func log(level: OSLogType, _ message: OSLogMessage) {
    SystemHost.current.send(
      .log(
        AppLogEntry(
          subsystem: subsystem, category: category, level: level, message: message.text)))
  }

  /// Logs a message at the debug level.
  public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Logs a message at the debug level.
  public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
  /// Logs a message at the info level.
  public func info(_ message: OSLogMessage) { log(level: .info, message) }
  /// Logs a message at the default level.
  public func notice(_ message: OSLogMessage) { log(level: .default, message) }
  /// Logs a message at the error level (shown on the notice line too).
  public func warning(_ message: OSLogMessage) { log(level: .error, message) }
  /// Logs a message at the error level (shown on the notice line too).
  public func error(_ message: OSLogMessage) { log(level: .error, message) }
  /// Logs a message at the fault level (shown on the notice line too).
  public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
  /// Logs a message at the fault level (shown on the notice line too).
  public func fault(_ message: OSLogMessage) { log(level: .fault, message) }
}
