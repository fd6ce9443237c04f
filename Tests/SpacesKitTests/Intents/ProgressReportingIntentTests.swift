import Foundation
import Synchronization
import Testing

@testable import SpacesKit

/// Exports a library, reporting how far it has got.
private struct ExportIntent: ProgressReportingIntent {
  static let title: LocalizedStringResource = "Export"
  func perform() async throws -> some IntentResult {
    progress.totalUnitCount = 1_000_000
    for step in 1...1_000 {
      progress.completedUnitCount = Int64(step * 1_000)
    }
    return .result()
  }
}

@Suite("ProgressReportingIntent: the run's progress reports its changes, never sampled")
struct ProgressReportingIntentTests {
  @Test("each change that moves the fraction a thousandth is reported, once")
  func reportsChanges() async throws {
    let reports = Mutex<[RunProgress]>([])
    let progress = ReportingProgress { report in reports.withLock { $0.append(report) } }
    _ = try await SystemHost.$currentProgress.withValue(ProgressHandle(progress)) {
      try await ExportIntent().perform()
    }
    let sent = reports.withLock { $0 }
    #expect(
      sent.first == RunProgress(completed: 0, total: 1_000_000), "the total turns it determinate")
    #expect(sent.last == RunProgress(completed: 1_000_000, total: 1_000_000))
    #expect(sent.count == 1_001, "one report a thousandth: \(sent.count)")
    progress.completedUnitCount = 1_000_000
    #expect(reports.withLock { $0.count } == 1_001, "no change, no report")
  }

  @Test("outside a run the intent's progress is a detached one; a total of 0 is indeterminate")
  func detached() {
    #expect(ExportIntent().progress.totalUnitCount == 0)
    #expect(RunProgress(completed: 3, total: 0).fraction == nil)
    #expect(RunProgress(completed: 5, total: 4).fraction == 1, "over the total: done, not more")
    #expect(RunProgress(completed: 1, total: 4).fraction == 0.25)
  }
}
