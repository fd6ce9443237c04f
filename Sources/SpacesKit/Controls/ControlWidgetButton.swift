/// A control template for a stateless button, as WidgetKit's `ControlWidgetButton`.
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>:
  ControlWidgetTemplate, ResolvedControlTemplate
{
  /// The button resolved: its title, action and labels (idle and while its action runs).
  let resolved: ResolvedControl

  init(title: String?, label: ViewNode, action: Action, actionLabel: ((Bool) -> ActionLabel)?) {
    var buttonLabel = ResolvedControlLabel(view: label)
    var active: ResolvedControlLabel?
    if let actionLabel {
      let idle = ResolvedControlLabel(view: resolveViewNode(actionLabel(false)))
      if buttonLabel.actionHint == nil { buttonLabel.actionHint = idle.actionHint }
      active = ResolvedControlLabel(view: resolveViewNode(actionLabel(true)))
    }
    let resolvedTitle = title ?? label.firstText ?? Action.title.resolvedText
    resolved = ResolvedControl(
      template: .button, title: resolvedTitle, action: IntentBox(action), onLabel: buttonLabel,
      offLabel: buttonLabel, activeLabel: active)
  }

  /// Creates a button with a label and a label shown while the action runs.
  public init(
    action: Action, @ViewBuilder label: @escaping () -> Label,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    self.init(title: nil, label: resolveViewNode(label()), action: action, actionLabel: actionLabel)
  }
}

/// The action label a button uses when it declares none.
public struct ControlWidgetButtonDefaultActionLabel: _PrimitiveView {
  /// Resolves to nothing: a button without an action label keeps its label while it runs.
  package func _resolve(in environment: EnvironmentValues) -> ViewNode { .empty }
}

extension ControlWidgetButton where ActionLabel == ControlWidgetButtonDefaultActionLabel {
  /// Creates a button with a label.
  public init(action: Action, @ViewBuilder label: @escaping () -> Label) {
    self.init(title: nil, label: resolveViewNode(label()), action: action, actionLabel: nil)
  }
}

extension ControlWidgetButton where Label == Text {
  /// Creates a button with a localized title and an action label.
  public init(
    _ titleKey: LocalizedStringKey, action: Action,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    let idle = resolveViewNode(actionLabel(false))
    self.init(title: titleKey.text, label: idle, action: action, actionLabel: actionLabel)
  }

  /// Creates a button with a localized resource title and an action label.
  @_disfavoredOverload
  public init(
    _ titleResource: LocalizedStringResource, action: Action,
    @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    let idle = resolveViewNode(actionLabel(false))
    self.init(
      title: titleResource.resolvedText, label: idle, action: action, actionLabel: actionLabel)
  }

  /// Creates a button with a plain string title and an action label.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel
  ) {
    let idle = resolveViewNode(actionLabel(false))
    self.init(title: String(title), label: idle, action: action, actionLabel: actionLabel)
  }
}
