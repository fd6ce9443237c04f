import Foundation
import SpacesKit

/// Identifies one run of an intent's `perform()`.
package struct RunID: Hashable, Sendable, Comparable, CustomStringConvertible {
  package let rawValue: Int
  package init(_ rawValue: Int) { self.rawValue = rawValue }
  package static func < (lhs: RunID, rhs: RunID) -> Bool { lhs.rawValue < rhs.rawValue }
  package var description: String { "run \(rawValue)" }
}

/// Where an intent run came from, so its result goes back there.
package enum RunOrigin: Hashable, Sendable {
  /// A control used in Control Center or on the Lock Screen.
  case control(ControlID)
  /// The Action button, running its assigned control.
  case actionButton(ControlID)
  /// A widget's own Button or Toggle (`Button(intent:)`, `Toggle(isOn:intent:)`).
  case widget(WidgetID)
  /// The Siri / Spotlight bar, running an App Shortcut.
  case siri
  /// An app's own screen (a `Button(intent:)` in its view), by app name.
  case app(String)
  /// The Action button, running its assigned App Shortcut.
  case actionButtonShortcut
  /// A Live Activity's own Button or Toggle on the Lock Screen, by activity identifier.
  case liveActivity(String)

  /// The control the run acts for.
  package var control: ControlID? {
    switch self {
    case .control(let id), .actionButton(let id): id
    case .widget: nil
    case .siri, .app, .actionButtonShortcut, .liveActivity: nil
    }
  }

  /// The widget the run acts for.
  package var widget: WidgetID? {
    if case .widget(let id) = self { id } else { nil }
  }
}

/// One intent run: what runs, for whom, since when.
package struct IntentRun: Equatable, Sendable, Identifiable {
  /// What the run is doing.
  package enum Phase: Equatable, Sendable {
    /// `perform()` is running; it is given up at `deadline`.
    case performing(deadline: Date)
    /// `perform()` is suspended on a question to the user (`ask` numbers it); the timeout is
    /// paused with `remaining` seconds left.
    case awaitingAnswer(ask: Int, IntentPrompt, remaining: TimeInterval)
  }

  package let id: RunID
  /// Where it came from.
  package var origin: RunOrigin
  /// The intent (with its parameters).
  package var intent: IntentBox
  /// When it started.
  package var startedAt: Date
  /// What it is doing.
  package var phase: Phase
  /// How far it has got, for a `ProgressReportingIntent` (indeterminate until it reports).
  package var progress: RunProgress?

  /// The intent's title.
  package var title: String { intent.title }
}

/// How an intent's `perform()` ended.
package enum IntentOutcome: Sendable, Equatable {
  /// It returned a result.
  case success(IntentResultContent)
  /// It threw, timed out or was cancelled; the message says which.
  case failure(String)
}
