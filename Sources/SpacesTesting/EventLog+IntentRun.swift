import Foundation
import SpacesEngine

extension EventLog {
  /// One run of an intent's `perform()`: what ran, where from, and how it ended.
  public struct IntentRun: Equatable, Sendable, CustomStringConvertible {
    /// Where a run came from.
    public enum Origin: Equatable, Sendable {
      /// A control used in Control Center (its kind).
      case controlCenter(kind: String)
      /// A control used on the Lock Screen (its kind).
      case lockScreen(kind: String)
      /// The Action button, running its assigned control (its kind).
      case actionButton(kind: String)
      /// A widget's own Button or Toggle (the widget's kind).
      case widget(kind: String)
      /// The Siri / Spotlight bar, running an App Shortcut.
      case siri
      /// The Action button, running its assigned App Shortcut.
      case actionButtonShortcut
      /// An app's own screen: a `Button(intent:)` in its view (the app's name).
      case app(name: String)
      /// A Live Activity's Button or Toggle on the Lock Screen (its attributes type).
      case liveActivity(attributesType: String)
    }

    /// How a run ended.
    public enum Outcome: Equatable, Sendable {
      /// `perform()` returned; `dialog` is the dialog of its result, if it had one.
      case succeeded(dialog: String?)
      /// `perform()` threw, timed out or was cancelled; the message says which.
      case failed(message: String)
    }

    /// The intent's title.
    public var title: String
    /// Where it came from.
    public var origin: Origin
    /// How it ended; `nil` while it runs.
    public var outcome: Outcome?
    /// When it started.
    public var startDate: Date
    /// When it ended; `nil` while it runs.
    public var endDate: Date?

    /// Whether it ended by returning.
    public var succeeded: Bool {
      if case .succeeded = outcome { return true }
      return false
    }

    /// The run as one line: "Brew Coffee from Control Center (BrewToggle): succeeded".
    public var description: String {
      let from =
        switch origin {
        case .controlCenter(let kind): "Control Center (\(kind.shortKind))"
        case .lockScreen(let kind): "Lock Screen (\(kind.shortKind))"
        case .actionButton(let kind): "Action button (\(kind.shortKind))"
        case .widget(let kind): "widget (\(kind.shortKind))"
        case .siri: "Siri"
        case .actionButtonShortcut: "Action button (App Shortcut)"
        case .app(let name): "the \(name) app"
        case .liveActivity(let type): "Live Activity (\(type))"
        }
      let end =
        switch outcome {
        case nil: "running"
        case .succeeded(let dialog?): "succeeded: \(dialog)"
        case .succeeded(nil): "succeeded"
        case .failed(let message): "failed: \(message)"
        }
      return "\(title) from \(from): \(end)"
    }
  }
}
