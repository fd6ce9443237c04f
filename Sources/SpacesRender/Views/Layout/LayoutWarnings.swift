import Foundation
import SpacesKit
import Synchronization

/// Warnings the renderer finds while laying out views (content cut off, trees too deep, bad
/// sizes), each kept once; the dashboard moves new ones into the event log after a frame.
///
/// The renderer reports to `current`: the process's `shared` one, unless a dashboard renders
/// with its own bound (`$current.withValue`), as each of several dashboards in one process
/// (the tests') does, so one never drains another's warnings into its event log.
package final class LayoutWarnings: Sendable {
  /// The warnings of this process.
  package static let shared = LayoutWarnings()

  /// Where the layout being drawn now reports: `shared` unless a render bound its own.
  @TaskLocal package static var current = LayoutWarnings.shared

  private struct Store {
    var seen: Set<String> = []
    var pending: [String] = []
  }

  private let store = Mutex(Store())

  package init() {}

  /// Runs a render with the asset problems it finds (a missing image or colour set, a file that
  /// won't decode) reported to `current`, the warnings of whoever renders: a dashboard's own,
  /// or the process's for a render outside one. Reported anywhere else, they would reach the
  /// first dashboard in the process to ask (`AssetCatalogs.takeUnannounced()`).
  package static func reportingAssetProblems<T>(_ render: () throws -> T) rethrows -> T {
    if AssetCatalogs.drawingReports != nil { return try render() }
    let sink = AssetCatalogs.DrawingReportSink { LayoutWarnings.current.report($0) }
    return try AssetCatalogs.$drawingReports.withValue(sink) { try render() }
  }

  /// Records a warning unless it was recorded before.
  package func report(_ message: String) {
    store.withLock {
      guard $0.seen.insert(message).inserted else { return }
      $0.pending.append(message)
    }
  }

  /// The warnings recorded since the last call, in order.
  package func drain() -> [String] {
    store.withLock { store in
      defer { store.pending = [] }
      return store.pending
    }
  }

  /// Whether a warning containing a text was ever recorded (for tests).
  package func hasReported(_ text: String) -> Bool {
    store.withLock { $0.seen.contains { $0.contains(text) } }
  }
}
