extension ResolvedControl {
  /// The text a control shows while it lacks a configuration it needs.
  package static let notConfiguredText = "Not configured"
  /// The symbol it shows meanwhile.
  package static let notConfiguredSymbol = "gearshape"

  /// What the system shows for a configurable control that isn't configured (a required
  /// parameter has no value, or its entity no longer exists): its title, "Not configured", off
  /// and disabled, so using it does nothing until it is configured.
  package static func unconfigured(title: String, configuration: IntentBox) -> ResolvedControl {
    let label = ResolvedControlLabel(systemImage: notConfiguredSymbol, valueText: notConfiguredText)
    return ResolvedControl(
      template: .toggle(isOn: false), title: title, action: configuration, onLabel: label,
      offLabel: label, isDisabled: true)
  }

  /// What the system shows for a template of a type SpacesKit doesn't declare.
  ///
  /// An app's own conformance to `ControlWidgetTemplate` (or `ControlWidgetConfiguration`): the
  /// type's name, "Not supported", disabled. Its action is an intent that does nothing.
  static func unsupported(_ type: Any.Type) -> ResolvedControl {
    let label = ResolvedControlLabel(systemImage: notConfiguredSymbol, valueText: "Not supported")
    return ResolvedControl(
      template: .button, title: String(describing: type),
      action: IntentBox(ElidedControlConfigurationIntent()), onLabel: label, offLabel: label,
      isDisabled: true)
  }

  /// Whether this is the `unconfigured` template.
  package var isUnconfigured: Bool {
    isDisabled && offLabel.valueText == Self.notConfiguredText
      && offLabel.systemImage == Self.notConfiguredSymbol && offLabel.view == .empty
  }
}
