import Foundation
import Synchronization

/// An intent that reports the progress of a long `perform()` (iOS 17's App Intents).
///
/// The system hands the run a `Progress`; the intent sets its `totalUnitCount` and
/// `completedUnitCount` as it works. Wherever the run shows (the Siri bar's running row, which
/// the Shortcuts space's runs use too), the dashboard draws a bar and the percentage, updated as
/// the app reports; a total of zero or less draws as an indeterminate indicator.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
  /// The progress of the current run.
  ///
  /// The one the system made for it (the same object for the whole run), or a detached one
  /// outside a run.
  public var progress: Progress {
    SystemHost.currentProgress?.progress ?? Progress(totalUnitCount: 0)
  }
}

/// How far a run has got, as an intent's `Progress` reports it.
package struct RunProgress: Sendable, Equatable {
  /// The units done.
  package var completed: Int64
  /// The units in all; zero or less: indeterminate.
  package var total: Int64

  package init(completed: Int64, total: Int64) {
    self.completed = completed
    self.total = total
  }

  /// The fraction done, between 0 and 1; `nil` while indeterminate.
  package var fraction: Double? {
    guard total > 0 else { return nil }
    return min(1, max(0, Double(completed) / Double(total)))
  }

  /// The fraction in thousandths (`-1` while indeterminate): what a report is sent for.
  package var permille: Int { fraction.map { Int($0 * 1000) } ?? -1 }
}

/// The `Progress` the system hands a `ProgressReportingIntent`'s run: each change of its counts
/// that moves the fraction by a thousandth (or turns it determinate) is sent to the engine as
/// it happens, so nothing samples it; after the run ends its changes are ignored.
package final class ReportingProgress: Progress, @unchecked Sendable {
  private let report: @Sendable (RunProgress) -> Void
  private let lastPermille = Mutex<Int?>(nil)

  /// A progress whose changes go to `report`.
  package init(report: @escaping @Sendable (RunProgress) -> Void) {
    self.report = report
    super.init(parent: nil, userInfo: nil)
  }

  /// The units in all; setting it reports.
  override package var totalUnitCount: Int64 {
    didSet { changed() }
  }

  /// The units done; setting it reports.
  override package var completedUnitCount: Int64 {
    didSet { changed() }
  }

  private func changed() {
    let progress = RunProgress(completed: completedUnitCount, total: totalUnitCount)
    let isNew = lastPermille.withLock { last in
      defer { last = progress.permille }
      return last != progress.permille
    }
    if isNew { report(progress) }
  }
}

/// Holds a run's `Progress` for the task-local (a `Progress` is a class the run shares).
package final class ProgressHandle: Sendable {
  /// The progress.
  package let progress: ReportingProgress

  package init(_ progress: ReportingProgress) { self.progress = progress }
}

extension SystemHost {
  /// The progress of the `ProgressReportingIntent` run the current task performs (the engine
  /// sets it around `perform()`).
  @TaskLocal package static var currentProgress: ProgressHandle?
}
