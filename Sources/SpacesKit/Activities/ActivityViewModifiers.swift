extension View {
  /// Sets the background colour of a Live Activity's Lock Screen presentation.
  ///
  /// As ActivityKit's `activityBackgroundTint(_:)`: the Lock Screen fills the activity's whole
  /// banner with the colour; `nil` keeps the system's background.
  ///
  /// - Parameter color: The background colour, or `nil` for the system's.
  public func activityBackgroundTint(_ color: Color?) -> some View {
    background(color ?? .clear).modified(.activityPresentation(.backgroundTint(color)))
  }
}

extension View {
  /// Sets the colour of the system's action button on a Live Activity's Lock Screen view.
  ///
  /// As ActivityKit's `activitySystemActionForegroundColor(_:)`: the Lock Screen draws the
  /// system's dismiss button (`✕`) on the activity's banner in the colour; `nil` keeps the
  /// system's.
  ///
  /// - Parameter color: The button's text colour, or `nil` for the system's.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    modified(.activityPresentation(.systemActionForeground(color)))
  }
}
