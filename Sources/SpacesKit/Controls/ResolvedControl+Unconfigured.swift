extension ResolvedControl {
  /// The text a control shows while it lacks a configuration it needs.
  public static let notConfiguredText = "Not configured"
  /// The symbol it shows meanwhile.
  public static let notConfiguredSymbol = "gearshape"

  /// What the system shows for a configurable control that isn't configured (a required
  /// parameter has no value, or its entity no longer exists): its title, "Not configured", off
  /// and disabled, so using it does nothing until it is configured.
  public static func unconfigured(title: String, configuration: IntentBox) -> ResolvedControl {
    let label = ResolvedControlLabel(systemImage: notConfiguredSymbol, valueText: notConfiguredText)
    return ResolvedControl(
      template: .toggle(isOn: false), title: title, action: configuration, onLabel: label,
      offLabel: label, isDisabled: true)
  }

  /// Whether this is the `unconfigured` template.
  public var isUnconfigured: Bool {
    isDisabled && offLabel.valueText == Self.notConfiguredText
      && offLabel.systemImage == Self.notConfiguredSymbol && offLabel.view == .empty
  }
}
