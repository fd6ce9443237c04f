import Foundation

/// When WidgetKit asks for a new timeline, as WidgetKit's `TimelineReloadPolicy`.
public struct TimelineReloadPolicy: Equatable, Sendable, CustomStringConvertible {
  /// What the policy says, for the system.
  package enum _Rule: Equatable, Sendable {
    /// Reload once the timeline's last entry is showing.
    case atEnd
    /// Reload only when the app asks through `WidgetCenter`.
    case never
    /// Reload at this date.
    case after(Date)
  }

  /// What the policy says.
  package let _rule: _Rule

  init(_ rule: _Rule) { _rule = rule }

  /// Request a new timeline after the last date in the timeline passes.
  public static let atEnd = TimelineReloadPolicy(.atEnd)
  /// Don't request a new timeline; the app asks for one through `WidgetCenter`.
  public static let never = TimelineReloadPolicy(.never)
  /// Request a new timeline after a date.
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(.after(date))
  }

  /// The policy as the inspector shows it (`atEnd`, `never`, `after(<date>)`).
  public var description: String {
    switch _rule {
    case .atEnd: "atEnd"
    case .never: "never"
    case .after(let date): "after(\(date))"
    }
  }
}
