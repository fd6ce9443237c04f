import Foundation

/// What was wrong with one of the dashboard's state files when it was read at start.
package enum StateFileProblem: Equatable, Sendable {
  /// It couldn't be parsed and was moved aside to `to` (nothing is lost); the defaults apply.
  case movedAside(reason: String, to: URL)
  /// It couldn't be read (no permission, a directory…), or couldn't be parsed and then not moved
  /// aside: it is kept as it is and not written over while the dashboard runs.
  case unreadable(reason: String)

  /// What the notice line and the event log say about a file of this name.
  package func message(fileName: String) -> String {
    switch self {
    case .movedAside(let reason, let url):
      "\(fileName) couldn't be read (\(reason)); moved aside to \(url.path)"
    case .unreadable(let reason):
      "\(fileName) couldn't be read (\(reason)); kept as it is, not saved over"
    }
  }

  /// Whether the file must not be written over while the dashboard runs.
  package var blocksSaving: Bool {
    if case .unreadable = self { true } else { false }
  }
}
