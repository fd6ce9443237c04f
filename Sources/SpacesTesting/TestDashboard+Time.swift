import Foundation
import SpacesEngine

/// Time a test steers: to the next reload, entry or activity update, and the work it started
/// seen to its end.
extension TestDashboard {
  /// A moment a test lets the virtual clock run to.
  public enum Moment: Sendable, CustomStringConvertible {
    /// The next reload of a control or widget (a timeline's policy, a retry, a budgeted one).
    case nextReload
    /// The next time a placed widget shows another timeline entry.
    case nextEntry
    /// The next change of a Live Activity: it goes stale, ends, or leaves the screen.
    case nextActivityUpdate

    /// The moment as a failure names it ("a reload").
    public var description: String {
      switch self {
      case .nextReload: "a reload"
      case .nextEntry: "a new timeline entry"
      case .nextActivityUpdate: "a Live Activity update"
      }
    }
  }

  /// Lets time pass until a moment comes, waking at every deadline on the way.
  ///
  /// ```swift
  /// await dashboard.advance(to: .nextReload)
  /// #expect(dashboard.events.reloads.last?.cause == .policy)
  /// ```
  ///
  /// The clock stops at the deadline that brought the moment. When it doesn't come within
  /// `limit` (a day unless told), the test fails saying so and the clock stands at the limit.
  public func advance(
    to moment: Moment, within limit: Duration = .seconds(86_400),
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let start = now
    let end = start.addingTimeInterval(limit.seconds)
    let came: Bool
    switch moment {
    case .nextReload:
      let before = recorder.log.reloads.count
      came = await session.advance(until: { self.recorder.log.reloads.count > before }, limit: end)
    case .nextEntry:
      let before = shownEntries
      came = await session.advance(until: { self.shownEntries != before }, limit: end)
    case .nextActivityUpdate:
      let before = activityChanges
      came = await session.advance(until: { self.activityChanges > before }, limit: end)
    }
    guard !came else { return }
    TestFailure.record(
      "No \(moment.description.dropFirst(2)) came within \(Self.format(limit)) of "
        + "\(start.formatted(.iso8601)); the clock now stands at \(now.formatted(.iso8601)).",
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Waits, in real time, until no effect is running (intents, reloads, queries).
  ///
  /// Those still running after `timeout` fail the test, named.
  /// Every call already lets the work it started finish; this is for app code that keeps
  /// working a while longer (a `Task` it started). Effects waiting for an answer (a question
  /// in the Siri bar) aren't waited for: answer them, or `skipPending()`.
  public func runUntilIdle(
    timeout: Duration = .seconds(2), fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let start = ContinuousClock.now
    while true {
      await session.advance(by: 0)
      let running = engine.unfinishedEffects.filter(\.isWaitedFor)
      if running.isEmpty { return }
      guard ContinuousClock.now - start < timeout else {
        TestFailure.record(
          "Still running after \(Self.format(timeout)):\n"
            + running.map { "  " + $0.description }.joined(separator: "\n"),
          at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        return
      }
      try? await Task.sleep(for: .milliseconds(2))
    }
  }

  /// Lets the test end with effects still running: `close()` won't fail for them.
  ///
  /// As TCA's `TestStore.skipInFlightEffects()`: for a test that deliberately leaves a
  /// question unanswered or an intent hanging.
  public func skipPending() {
    skipsPending = true
  }

  /// Each placed widget's shown entry: its name and the entry's date.
  private var shownEntries: [String: Date?] {
    Dictionary(
      state.widgets.instances.values.map { widget in
        (
          widget.name,
          widget.current.flatMap {
            widget.entries.indices.contains($0) ? widget.entries[$0].date : nil
          }
        )
      }, uniquingKeysWith: { first, _ in first })
  }

  /// How many Live Activity changes the event log holds.
  private var activityChanges: Int {
    recorder.log.entries.count { entry in
      if case .changed = entry.event.kind.as(ActivitiesFeature.Event.self) { true } else { false }
    }
  }

  /// A duration as a person reads it: "1 day", "90 s", "2 h".
  private static func format(_ duration: Duration) -> String {
    let seconds = duration.seconds
    if seconds == 86_400 { return "1 day" }
    if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 {
      return "\(Int(seconds / 3600)) h"
    }
    return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}
