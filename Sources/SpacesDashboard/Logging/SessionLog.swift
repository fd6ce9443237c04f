import Foundation
import Logging
import SpacesEngine

/// The dashboard's log file, `<state-dir>/spaces.log` (a device's in `devices/NAME/`): startup
/// and shutdown, every event-log line (warnings as warnings) and problems the loop meets.
/// Through swift-log; never on screen.
///
/// At the default level (info) a line leaves out what the user typed, an intent's parameter
/// values and its dialogs (`EngineEvent.Kind.redactedDescription`); at debug
/// (`SPACES_LOG_LEVEL=debug`) the whole line follows as a debug line.
@MainActor
package final class SessionLog {
  /// The file's name in the state directory.
  package nonisolated static let fileName = "spaces.log"
  /// The variable that sets the level.
  package nonisolated static let levelVariable = "SPACES_LOG_LEVEL"

  /// The logger writing to the file.
  package let logger: Logger
  /// The file.
  package let file: LogFile
  /// What was wrong with `SPACES_LOG_LEVEL`, if anything (it was ignored).
  package let levelProblem: String?
  /// The events already written, to find the new ones after each engine change.
  private var written: [EngineEvent] = []

  /// Opens `<stateDirectory>/spaces.log` (creating the directory; appending; rotated past
  /// `limit` bytes), logging at `level`, else as `SPACES_LOG_LEVEL` says (default info).
  package init(
    stateDirectory: URL, limit: Int = LogFile.defaultLimit, level: Logger.Level? = nil
  ) throws {
    try? FileManager.default.createDirectory(
      at: stateDirectory, withIntermediateDirectories: true)
    let file = try LogFile(
      url: stateDirectory.appendingPathComponent(Self.fileName), limit: limit)
    self.file = file
    let (configured, problem) = Self.configuredLevel(
      ProcessInfo.processInfo.environment[Self.levelVariable])
    levelProblem = level == nil ? problem : nil
    var logger = Logger(label: "spaces") { label in FileLogHandler(label: label, file: file) }
    logger.logLevel = level ?? configured
    self.logger = logger
    if let levelProblem { logger.warning("\(levelProblem)") }
  }

  /// The level a `SPACES_LOG_LEVEL` value names (info when unset), and what is wrong with it.
  nonisolated static func configuredLevel(_ value: String?) -> (Logger.Level, problem: String?) {
    guard let value, !value.isEmpty else { return (.info, nil) }
    if let level = Logger.Level(rawValue: value.lowercased()) { return (level, nil) }
    let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
    return (.info, "\(levelVariable)=\(value) is not a level (\(names)); logging at info")
  }

  /// Logs the engine's events that are new since the last call (the event log keeps the last
  /// `DashboardState.eventLimit`; dropped ones were written before they dropped): each
  /// without the user's content, and at debug level whole.
  package func events(_ events: some Collection<EngineEvent>) {
    let current = Array(events)
    for event in Self.newEvents(previous: written, current: current) {
      let redacted = event.kind.redactedDescription
      logger.log(level: Self.level(of: event.kind), "\(redacted)")
      if redacted != event.description { logger.debug("\(event.description)") }
    }
    written = current
  }

  /// The events at the end of `current` that `previous` didn't have: `current` is `previous`
  /// with some dropped from the front and some appended.
  nonisolated static func newEvents(previous: [EngineEvent], current: [EngineEvent])
    -> ArraySlice<EngineEvent>
  {
    guard !previous.isEmpty else { return current[...] }
    for dropped in 0...previous.count {
      let kept = previous[dropped...]
      if kept.count <= current.count, current.prefix(kept.count).elementsEqual(kept) {
        return current.dropFirst(kept.count)
      }
    }
    return current[...]
  }

  /// Warnings are warnings; what isn't supported yet and slow app code are notices.
  nonisolated static func level(of kind: EngineEvent.Kind) -> Logger.Level {
    switch kind {
    case .warning: .warning
    case .unsupported, .slowAppCode: .notice
    default: .info
    }
  }
}
