import Foundation

/// How saving one of the dashboard's state files stands, kept by the feature that owns the file.
///
/// A file that couldn't be read at start is kept as it is: writing it is refused until the
/// dashboard restarts (and can read it), while what is on screen works on. A failed write leaves
/// the state unsaved (never pretending otherwise) and is retried after a backoff — 5 s, doubling
/// to 5 minutes, an engine deadline — and a later change retries at once. Every refusal and
/// failure is on the notice line and a warning in the event log.
package struct StateFileSaving: Equatable, Sendable {
  /// Why writing is refused until the dashboard restarts (the file couldn't be read at start).
  package var refusal: String?
  /// Whether what the dashboard holds differs from the file: a write failed or was refused.
  package var isUnsaved = false
  /// The failed writes in a row (0 once one succeeds).
  package var failures = 0
  /// When the next retry runs, while writes fail.
  package var retryAt: Date?
  /// The notice about saving this file last put up (the next one replaces it rather than
  /// follow it).
  package var shownNotice: String?

  /// The first retry's wait; each failure doubles it, up to `longestRetry`.
  package static let firstRetry: TimeInterval = 5
  /// The longest wait between retries.
  package static let longestRetry: TimeInterval = 300

  package init() {}

  /// What a file names in messages: its name ("layout.json") and what it holds ("the layout").
  package struct Names: Sendable {
    package var file: String
    package var contents: String
    package init(file: String, contents: String) {
      self.file = file
      self.contents = contents
    }
  }

  /// Tells the user what was wrong with the file at start; writing an unreadable one is refused
  /// from now on. `defaults` says what applies instead ("the default layout").
  mutating func restored(
    _ problem: StateFileProblem, names: Names, defaults: String, context: inout ReduceContext
  ) {
    let text: String
    switch problem {
    case .movedAside(let reason, let movedTo):
      text =
        "\(names.file) was unreadable (\(reason)); moved to \(movedTo.lastPathComponent), "
        + "using \(defaults)"
    case .unreadable(let reason):
      refusal = "\(names.file) couldn't be read at start (\(reason))"
      text =
        "\(names.file) can't be read (\(reason)); kept as it is and not written, using "
        + "\(defaults) until a restart can read it"
    }
    context.log(.warning(text))
    show(text, replaceable: false, context: &context)
  }

  /// A change to save, or a retry: whether to write the file now. A refused write is told.
  mutating func shouldWrite(names: Names, context: inout ReduceContext) -> Bool {
    guard let refusal else { return true }
    isUnsaved = true
    let text = "\(names.contents) isn't saved: \(refusal), and is kept as it is"
    context.log(.warning(text))
    show(text, context: &context)
    return false
  }

  /// The file was written: nothing is unsaved; after failures the retry is cancelled and the
  /// user told.
  mutating func written(names: Names, retry: DeadlineID, context: inout ReduceContext) {
    guard isUnsaved || failures > 0 else { return }
    let failed = failures
    isUnsaved = false
    failures = 0
    if retryAt != nil {
      retryAt = nil
      context.cancel(retry)
    }
    guard failed > 0 else { return }
    let text =
      "saved \(names.contents) (\(names.file)) after \(failed) failed "
      + (failed == 1 ? "attempt" : "attempts")
    context.log(.stateFile(.savedAfterFailures(text)))
    if let shownNotice, context.dashboard.notice?.hasSuffix(shownNotice) == true {
      show(text, context: &context)
    }
  }

  /// Writing the file failed: the state is unsaved, the user told, and a retry scheduled.
  mutating func writeFailed(
    _ reason: String, names: Names, retry: DeadlineID, context: inout ReduceContext
  ) {
    isUnsaved = true
    failures += 1
    let wait = min(Self.firstRetry * pow(2, Double(failures - 1)), Self.longestRetry)
    let date = context.now + wait
    retryAt = date
    context.schedule(retry, at: date)
    let text = "can't save \(names.contents) (\(reason)); retrying in \(Self.describe(wait))"
    context.log(.warning(text))
    show(text, context: &context)
  }

  /// Puts a notice up: it replaces this file's last replaceable one (a save's outcome), and
  /// follows any other on the line.
  private mutating func show(
    _ text: String, replaceable: Bool = true, context: inout ReduceContext
  ) {
    var line = text
    if let current = context.dashboard.notice, !current.isEmpty {
      if let shownNotice, current.hasSuffix(shownNotice) {
        let others = current.dropLast(shownNotice.count)
        line = others + text
      } else {
        line = current + "; " + text
      }
    }
    shownNotice = replaceable ? text : nil
    context.send(.notice(line))
  }

  /// A wait as "5 s", "2 min".
  private static func describe(_ wait: TimeInterval) -> String {
    wait < 60 ? "\(Int(wait)) s" : "\(Int(wait / 60)) min"
  }
}
