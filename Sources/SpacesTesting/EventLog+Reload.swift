import Foundation
import SpacesEngine

extension EventLog {
  /// A control's or widget's reload: the system asked its provider for a new value or timeline.
  public struct Reload: Equatable, Sendable, CustomStringConvertible {
    /// Why a reload happened.
    public enum Cause: String, Equatable, Sendable {
      /// It was added to a space (its first load).
      case added
      /// Someone pressed it: its intent's `perform()` returned.
      ///
      /// For a control, its own intent; for a widget, one of its `Button`s or `Toggle`s.
      case interaction
      /// The app asked for the reload.
      ///
      /// With `ControlCenter.shared.reloadControls(ofKind:)`,
      /// `WidgetCenter.shared.reloadTimelines(ofKind:)` and the like.
      case app
      /// A push notification invalidated it.
      case push
      /// A previous load threw; this is the retry.
      case retry
      /// Its configuration changed.
      case configured
      /// A widget's timeline reload policy came due.
      case policy
      /// The locale or an accessibility setting changed (widgets).
      case environment
    }

    /// The control's or widget's kind, as declared.
    public var kind: String
    /// Whether a widget reloaded (otherwise a control).
    public var isWidget: Bool
    /// Why it reloaded.
    public var cause: Cause
    /// Whether it waited behind a reload already running (coalesced into one more load).
    public var wasQueued: Bool
    /// When it was asked for.
    public var date: Date

    /// The reload as a short line: "BrewToggle cause=interaction".
    public var description: String {
      "\(kind.shortKind) cause=\(cause.rawValue)\(wasQueued ? " (queued)" : "")"
    }
  }
}
