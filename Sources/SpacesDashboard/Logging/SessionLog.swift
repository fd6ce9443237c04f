import Foundation
import Logging
import SpacesEngine

/// The dashboard's log file, `<state-dir>/spaces.log`: startup and shutdown, every event-log
/// line (warnings as warnings) and problems the loop meets. Through swift-log; never on screen.
@MainActor
package final class SessionLog {
  /// The file's name in the state directory.
  package nonisolated static let fileName = "spaces.log"

  /// The logger writing to the file.
  package let logger: Logger
  /// The file.
  package let file: LogFile
  /// The events already written, to find the new ones after each engine change.
  private var written: [EngineEvent] = []

  /// Opens `<stateDirectory>/spaces.log` (appending; rotated past `limit` bytes).
  package init(stateDirectory: URL, limit: Int = LogFile.defaultLimit) throws {
    let file = try LogFile(
      url: stateDirectory.appendingPathComponent(Self.fileName), limit: limit)
    self.file = file
    logger = Logger(label: "spaces") { label in FileLogHandler(label: label, file: file) }
  }

  /// Logs the engine's events that are new since the last call (the event log keeps the last
  /// `DashboardState.eventLimit`; dropped ones were written before they dropped).
  package func events(_ events: some Collection<EngineEvent>) {
    let current = Array(events)
    for event in Self.newEvents(previous: written, current: current) {
      logger.log(level: Self.level(of: event.kind), "\(event.description)")
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
