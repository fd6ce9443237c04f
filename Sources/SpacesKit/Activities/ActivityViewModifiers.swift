extension View {
  /// Sets the background colour of a Live Activity's Lock Screen presentation, as ActivityKit's
  /// `activityBackgroundTint(_:)`: the dashboard fills the activity's view with it (`nil`: the
  /// system's background).
  public func activityBackgroundTint(_ color: Color?) -> some View {
    background(color ?? .clear)
  }
}
