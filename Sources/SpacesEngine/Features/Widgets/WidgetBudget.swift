import Foundation

/// The refresh budget of each widget instance, as WidgetKit rations reloads: so many counted
/// reloads in a rolling window, and a least spacing between the reloads a policy asks for.
public struct WidgetBudget: Equatable, Sendable {
  /// The counted reloads allowed in the window (WidgetKit gives a frequently viewed widget
  /// 40–70 a day).
  public var dailyLimit: Int
  /// The rolling window, in seconds.
  public var window: TimeInterval
  /// The least time between two policy reloads of one widget, in seconds.
  public var minimumSpacing: TimeInterval

  public init(
    dailyLimit: Int = 50, window: TimeInterval = 86_400, minimumSpacing: TimeInterval = 300
  ) {
    self.dailyLimit = dailyLimit
    self.window = window
    self.minimumSpacing = minimumSpacing
  }
}

/// Why a widget's timeline reloads.
public enum WidgetReloadCause: String, Equatable, Sendable {
  /// The widget was placed (its first timeline; not counted).
  case added
  /// Its timeline's reload policy came due.
  case policy
  /// The app asked (`WidgetCenter.shared.reloadTimelines(ofKind:)`, `reloadAllTimelines()`).
  case app
  /// The widget's own Button or Toggle intent ran (guaranteed; not counted).
  case interaction
  /// The locale or an accessibility setting changed (not counted).
  case environment
  /// The previous load failed; this is the retry.
  case retry

  /// Whether reloads of this cause are free of the budget whatever the state.
  var isExempt: Bool {
    switch self {
    case .added, .interaction, .environment: true
    case .policy, .app, .retry: false
    }
  }
}
