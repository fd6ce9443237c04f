/// A control template for a toggle, as WidgetKit's `ControlWidgetToggle`.
///
/// Its action is a `SetValueIntent` whose `value` the system sets to the new state.
public struct ControlWidgetToggle<Label: View, Action: SetValueIntent, ValueLabel: View>:
  ControlWidgetTemplate, ResolvedControlTemplate
where Action.ValueType == Bool {
  /// The toggle resolved: its title, state, action and on and off labels.
  let resolved: ResolvedControl

  init(title: String, isOn: Bool, action: Action, valueLabel: (Bool) -> ValueLabel) {
    resolved = ResolvedControl(
      template: .toggle(isOn: isOn), title: title, action: IntentBox(action),
      onLabel: ResolvedControlLabel(view: resolveViewNode(valueLabel(true))),
      offLabel: ResolvedControlLabel(view: resolveViewNode(valueLabel(false))))
  }

  /// Creates a toggle with a label view and a value label per state.
  public init(
    isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) {
    let labelNode = resolveViewNode(label())
    self.init(
      title: labelNode.firstText ?? "", isOn: isOn, action: action, valueLabel: valueLabel)
  }
}

extension ControlWidgetToggle where Label == Text {
  /// Creates a toggle with a localized title and a value label per state.
  public init(
    _ titleKey: LocalizedStringKey, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) {
    self.init(title: titleKey.text, isOn: isOn, action: action, valueLabel: valueLabel)
  }

  /// Creates a toggle with a localized resource title and a value label per state.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) {
    self.init(
      title: titleResource.resolvedText, isOn: isOn, action: action, valueLabel: valueLabel)
  }

  /// Creates a toggle with a plain string title (an entity's name…) and a value label per state.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) {
    self.init(title: String(title), isOn: isOn, action: action, valueLabel: valueLabel)
  }
}
