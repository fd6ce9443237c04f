import Foundation
import SpacesKit

/// Identifies one installed control (the same kind may be installed more than once).
public struct ControlID: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let rawValue: Int
  public init(_ rawValue: Int) { self.rawValue = rawValue }
  public static func < (lhs: ControlID, rhs: ControlID) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// A control's size in Control Center.
public enum ControlSize: String, CaseIterable, Codable, Sendable, Equatable {
  /// 1×1: the symbol only.
  case small
  /// 2×1: symbol, title and value text.
  case medium
  /// 2×2: symbol, title and value text, larger.
  case large

  /// Grid columns and rows taken.
  public var span: (columns: Int, rows: Int) {
    switch self {
    case .small: (1, 1)
    case .medium: (2, 1)
    case .large: (2, 2)
    }
  }
}

/// Why a control reloaded.
public enum ReloadCause: String, Sendable, Equatable {
  /// The control was added to a space (its first load).
  case added
  /// Its intent's `perform()` returned.
  case interaction
  /// The app called `ControlCenter.shared.reloadControls(ofKind:)` or `reloadAllControls()`.
  case app
  /// A push notification invalidated it.
  case push
  /// A previous reload threw; this is the retry after backoff.
  case retry
}

/// One installed control and what the system knows of it.
public struct ControlInstance: Equatable, Sendable, Identifiable {
  /// What is happening to the control now.
  public enum Phase: Equatable, Sendable {
    /// Showing the preview value until the first reload lands.
    case placeholder
    /// Showing the last reloaded value.
    case ready
  }

  public let id: ControlID
  /// The control's kind.
  public var kind: String
  /// The name of the app that provides it.
  public var appName: String
  /// Its gallery name (display name, or the app's name).
  public var displayName: String
  /// Its size in Control Center.
  public var size: ControlSize
  /// The template from the last successful reload (or the preview).
  public var resolved: ResolvedControl
  /// Whether it shows a placeholder or a reloaded value.
  public var phase: Phase = .placeholder
  /// The state shown at once after a toggle, until the reload confirms it.
  public var optimisticIsOn: Bool?
  /// Whether the intent is running.
  public var isPerforming = false
  /// Whether a reload is running.
  public var isReloading = false
  /// Counts reloads started; a result from an abandoned (timed-out) reload is ignored.
  public var reloadGeneration = 0
  /// Counts intent runs started; a result from an abandoned run is ignored.
  public var performGeneration = 0
  /// The causes of reloads requested while one was running (coalesced into one more reload).
  public var queuedReload: ReloadCause?
  /// Consecutive failed reloads.
  public var failureCount = 0
  /// The last reload or intent error.
  public var lastError: String?
  /// When the next retry runs.
  public var retryAt: Date?
  /// Momentary status text (`controlWidgetStatus`) and when it disappears.
  public var status: TimedText?

  public init(
    id: ControlID, kind: String, appName: String, displayName: String, size: ControlSize,
    preview: ResolvedControl
  ) {
    self.id = id
    self.kind = kind
    self.appName = appName
    self.displayName = displayName
    self.size = size
    self.resolved = preview
  }

  /// What the control shows now: the reloaded template with any optimistic toggle applied.
  public var displayed: ResolvedControl {
    guard let optimisticIsOn else { return resolved }
    return resolved.with(isOn: optimisticIsOn)
  }
}

/// Text shown until a date.
public struct TimedText: Equatable, Sendable {
  public var text: String
  public var until: Date
  public init(text: String, until: Date) {
    self.text = text
    self.until = until
  }
}
