extension View {
  /// Sets the background colour of a Live Activity's Lock Screen presentation, as ActivityKit's
  /// `activityBackgroundTint(_:)`: the dashboard fills the activity's view with it (`nil`: the
  /// system's background).
  public func activityBackgroundTint(_ color: Color?) -> some View {
    background(color ?? .clear)
  }
}

extension View {
  /// Sets the colour of the system's action button on a Live Activity's Lock Screen
  /// presentation, as ActivityKit's `activitySystemActionForegroundColor(_:)`.
  ///
  /// Accepted but not honoured yet: the dashboard draws no system action button, and the event
  /// log reports the modifier as not supported yet.
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
    modified(.notSupportedYet(".activitySystemActionForegroundColor(_:)"))
  }
}
