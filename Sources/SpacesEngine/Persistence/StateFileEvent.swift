import Foundation

/// A line of the event log about the dashboard's state files that isn't a warning.
package enum StateFileEvent: FeatureEvent {
  /// A file was written again after failed writes (the text names it and the count).
  case savedAfterFailures(String)
  /// Temporary files that writes killed mid-way left behind were removed at start.
  case removedTemporaries(directory: String, names: [String])

  package var description: String {
    switch self {
    case .savedAfterFailures(let text): text
    case .removedTemporaries(let directory, let names):
      "removed \(names.count) temporary "
        + (names.count == 1 ? "file" : "files")
        + " left by an interrupted save in \(directory): \(names.joined(separator: ", "))"
    }
  }
}

extension EngineEvent.Kind {
  /// A state file event.
  package static func stateFile(_ event: StateFileEvent) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
