/// A Lock Screen presentation setting recorded on a Live Activity's view.
///
/// Set by `activityBackgroundTint(_:)` and `activitySystemActionForegroundColor(_:)`; the Lock
/// Screen reads the outermost one of each kind to draw the banner around the view.
package enum ActivityPresentationStyle: Equatable, Sendable {
  /// The banner's background (`nil`: the system's).
  case backgroundTint(Color?)
  /// The colour of the system's action button beside the banner (`nil`: the system's).
  case systemActionForeground(Color?)
}

extension ViewNode {
  /// The background tint a Live Activity's view sets for its banner, if it sets one.
  ///
  /// `.some(nil)` when the view asks for the system's background explicitly.
  package var activityBackgroundTint: Color?? {
    firstModifier {
      if case .activityPresentation(.backgroundTint(let color)) = $0 { .some(color) } else { nil }
    }
  }

  /// The colour a Live Activity's view sets for the system's action button, if it sets one.
  package var activitySystemActionForeground: Color?? {
    firstModifier {
      if case .activityPresentation(.systemActionForeground(let color)) = $0 {
        .some(color)
      } else {
        nil
      }
    }
  }
}
