/// Why an item (a control, a widget's timeline) reloaded.
package enum ReloadCause: String, Sendable, Equatable, Codable {
  /// The item was added to a space (its first load; free of the budget).
  case added
  /// Its own intent's `perform()` returned (a control's action, a widget's Button or Toggle;
  /// guaranteed and free of the budget).
  case interaction
  /// The app asked (`ControlCenter.shared.reloadControls(ofKind:)`,
  /// `WidgetCenter.shared.reloadTimelines(ofKind:)`, and their `All` forms).
  case app
  /// A push notification invalidated it.
  case push
  /// A previous load failed; this is the retry after backoff.
  case retry
  /// Its configuration changed (people configured it, or its saved configuration was read;
  /// free of the budget).
  case configured
  /// A widget timeline's reload policy came due.
  case policy
  /// The locale or an accessibility setting changed (free of the budget).
  case environment

  /// Whether reloads of this cause are free of a refresh budget whatever the state.
  package var isExempt: Bool {
    switch self {
    case .added, .interaction, .environment, .configured: true
    case .policy, .app, .retry, .push: false
    }
  }
}
