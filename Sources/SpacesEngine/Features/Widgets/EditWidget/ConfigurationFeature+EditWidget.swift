import SpacesKit

/// "Edit Widget": `c` on a Home Screen widget opens the form built from its
/// `WidgetConfigurationIntent`'s parameters, titled with the widget's display name; a widget
/// without options says so on the notice line (iOS hides the menu item).
extension ConfigurationFeature {
  /// Opens a named widget's form, or says it has no options to edit.
  static func openWidget(
    _ id: WidgetID, title: String, description: String?, state: inout State,
    context: inout ReduceContext
  ) {
    guard let widget = context.dashboard.widgets.instances[id] else { return }
    guard let configuration = widget.configuration, !configuration.parameters.isEmpty else {
      context.log(.configuration(.noWidgetOptions(kind: widget.kind)))
      context.toast("\(title) has no options to edit")
      return
    }
    present(
      ConfigurationFormState(
        target: .widget(id), title: title, description: description,
        configuration: configuration),
      into: &state, context: &context)
  }
}
