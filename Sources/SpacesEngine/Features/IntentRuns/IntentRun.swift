import Foundation
import SpacesKit

/// Identifies one run of an intent's `perform()`.
public struct RunID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: RunID, rhs: RunID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "run \(rawValue)" }
}

/// Where an intent run came from, so its result goes back there.
public enum RunOrigin: Hashable, Sendable {
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

  /// The control the run acts for.
  public var control: ControlID? {
    switch self {
    case .control(let id), .actionButton(let id): id
    case .widget: nil
    case .siri, .app, .actionButtonShortcut: nil
    }
  }

  /// The widget the run acts for.
  public var widget: WidgetID? {
    if case .widget(let id) = self { id } else { nil }
  }
}

/// One intent run: what runs, for whom, since when.
public struct IntentRun: Equatable, Sendable, Identifiable {
  /// What the run is doing.
  public enum Phase: Equatable, Sendable {
    /// `perform()` is running; it is given up at `deadline`.
    case performing(deadline: Date)
    /// `perform()` is suspended on a question to the user (`ask` numbers it); the timeout is
    /// paused with `remaining` seconds left.
    case awaitingAnswer(ask: Int, IntentPrompt, remaining: TimeInterval)
  }

  public let id: RunID
  /// Where it came from.
  public var origin: RunOrigin
  /// The intent (with its parameters).
  public var intent: IntentBox
  /// When it started.
  public var startedAt: Date
  /// What it is doing.
  public var phase: Phase

  /// The intent's title.
  public var title: String { intent.title }
}

/// How an intent's `perform()` ended.
public enum IntentOutcome: Sendable, Equatable {
  /// It returned a result.
  case success(IntentResultContent)
  /// It threw, timed out or was cancelled; the message says which.
  case failure(String)
}
