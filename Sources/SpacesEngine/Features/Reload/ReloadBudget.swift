import Foundation

/// A refresh budget, as WidgetKit rations a widget's reloads: so many counted reloads in a
/// rolling window, and a least spacing between the reloads a schedule (a timeline's policy)
/// asks for.
package struct ReloadBudget: Equatable, Sendable {
  /// The counted reloads allowed in the window (WidgetKit gives a frequently viewed widget
  /// 40–70 a day).
  package var dailyLimit: Int
  /// The rolling window, in seconds.
  package var window: TimeInterval
  /// The least time between two policy reloads of one item, in seconds.
  package var minimumSpacing: TimeInterval

  package init(
    dailyLimit: Int = 50, window: TimeInterval = 86_400, minimumSpacing: TimeInterval = 300
  ) {
    self.dailyLimit = dailyLimit
    self.window = window
    self.minimumSpacing = minimumSpacing
  }
}
