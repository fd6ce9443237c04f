import Foundation

/// What was wrong with one of the dashboard's state files when it was read at start.
package enum StateFileProblem: Equatable, Sendable {
  /// It couldn't be parsed and was moved aside to `to` (nothing is lost); the defaults apply.
  case movedAside(reason: String, to: URL)
  /// It couldn't be read (no permission, a directory…), or couldn't be parsed and then not moved
  /// aside: it is kept as it is and not written over while the dashboard runs.
  case unreadable(reason: String)
}
