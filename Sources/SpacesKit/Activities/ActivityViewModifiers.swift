extension View {
  /// Sets the background colour of a Live Activity's Lock Screen presentation.
  ///
  /// As ActivityKit's `activityBackgroundTint(_:)`: the dashboard fills the activity's view on
  /// the Lock Screen with the colour; `nil` keeps the system's background.
  ///
  /// - Parameter color: The background colour, or `nil` for the system's.
  public func activityBackgroundTint(_ color: Color?) -> some View {
    background(color ?? .clear)
  }
}

extension View {
  /// Sets the colour of the system's action button on a Live Activity's Lock Screen view.
  ///
  /// As ActivityKit's `activitySystemActionForegroundColor(_:)`, accepted but not honoured yet:
  /// the dashboard draws no system action button, and the event log reports the modifier as not
  /// supported yet.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    modified(.notSupportedYet(".activitySystemActionForegroundColor(_:)"))
  }
}
