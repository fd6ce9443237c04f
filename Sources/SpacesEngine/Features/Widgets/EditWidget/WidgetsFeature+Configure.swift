import SpacesKit

/// A widget's configuration changing: "Edit Widget" saved, or a new widget's unset entity
/// parameters filled from their queries' `defaultResult()` before its first timeline.
extension WidgetsFeature {
  /// Takes a new configuration (published to `WidgetCenter.getCurrentConfigurations`) and
  /// reloads the timeline with `cause`.
  static func configure(
    _ id: WidgetID, _ configuration: IntentBox, cause: ReloadCause, state: inout State,
    context: inout ReduceContext
  ) {
    guard state.modify(id, { $0.configuration = configuration }) != nil else { return }
    context.run(.widgets(.publishPlaced(id)))
    request(id, cause: cause, state: &state, context: &context)
  }
}
