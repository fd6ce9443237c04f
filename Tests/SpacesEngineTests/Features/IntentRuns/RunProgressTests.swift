import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// Imports a library, reporting how far it has got.
private struct ImportIntent: ProgressReportingIntent {
  static let title: LocalizedStringResource = "Import"
  func perform() async throws -> some IntentResult { .result() }
}

@MainActor
@Suite("Run progress: a ProgressReportingIntent's reports reach its run, and stop with it")
struct RunProgressTests {
  @Test("a run starts indeterminate, takes each report, and ignores reports after it ended")
  func reports() {
    let store = ReducerTestStore()
    let now = store.now
    let intent = IntentBox(ImportIntent())
    store.send(
      .runs(.start(intent, origin: .siri)),
      effects: [
        .runs(.perform(RunID(1), intent)), .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Import"]
    ) {
      $0.runs.applying(.start(intent, origin: .siri), at: now)
    }
    #expect(store.state.runs.runs[RunID(1)]?.progress == RunProgress(completed: 0, total: 0))
    store.send(.runs(.progress(RunID(1), RunProgress(completed: 2, total: 4)))) {
      $0.runs.applying(.progress(RunID(1), RunProgress(completed: 2, total: 4)), at: now)
    }
    #expect(store.state.runs.runs[RunID(1)]?.progress?.fraction == 0.5)
    store.send(
      .runs(.finished(RunID(1), .success(IntentResultContent()))),
      effects: [.cancel(.runs(.timeout(RunID(1))))],
      events: ["done Import"]
    ) {
      $0.runs.removing(RunID(1), at: now)
    }
    // The app kept its progress and set it again: nothing changes, nothing is scheduled.
    store.send(.runs(.progress(RunID(1), RunProgress(completed: 4, total: 4))))
    #expect(store.state.runs.runs.isEmpty)
  }
}
