/// A control's template: a toggle or a button with its labels, as WidgetKit declares it.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
  /// The template resolved to what the system shows: a system hook apps never use.
  ///
  /// A requirement, so the system reaches each template's resolution through the
  /// conformance's witness table instead of a cast (`as? any ResolvedControlTemplate`), which
  /// scans the program's protocol conformance records for each new template type.
  var _template: _ControlTemplateResolution { get }
}

/// A template resolved: a system type apps never make or read.
///
/// What `ControlWidgetTemplate._template` returns.
public struct _ControlTemplateResolution {
  /// What the system shows.
  package let resolved: ResolvedControl
}

/// A template SpacesKit declares: what the system shows for it.
///
/// A toggle, a button, or one a modifier or a builder branch made.
@MainActor
protocol ResolvedControlTemplate: ControlWidgetTemplate {
  /// The template resolved to what the system shows.
  var resolved: ResolvedControl { get }
}

extension ControlWidgetTemplate {
  /// A disabled control saying so, for a template of a type SpacesKit doesn't declare.
  public var _template: _ControlTemplateResolution {
    _ControlTemplateResolution(resolved: .unsupported(Self.self))
  }

  /// The template resolved to what the system shows.
  ///
  /// For a template of a type SpacesKit doesn't declare, a disabled control saying so.
  package var _resolved: ResolvedControl { _template.resolved }
}

extension ResolvedControlTemplate {
  /// The template's resolution.
  public var _template: _ControlTemplateResolution {
    _ControlTemplateResolution(resolved: resolved)
  }
}

/// A template already resolved: what modifiers and builder branches produce.
public struct AnyControlTemplate: ControlWidgetTemplate, ResolvedControlTemplate {
  /// The resolved template.
  let resolved: ResolvedControl
  /// Wraps an already resolved template.
  package init(_ resolved: ResolvedControl) { self.resolved = resolved }
}

extension ControlWidgetTemplate {
  /// Sets the colour of the symbol and value text in the on state (default: system blue).
  public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
    var resolved = _resolved
    resolved.tint = tint
    return AnyControlTemplate(resolved)
  }

  /// Disables the control.
  public func disabled(_ disabled: Bool) -> some ControlWidgetTemplate {
    var resolved = _resolved
    resolved.isDisabled = disabled
    return AnyControlTemplate(resolved)
  }

  /// Hides the control's state while the device is locked.
  public func privacySensitive(_ sensitive: Bool = true) -> some ControlWidgetTemplate {
    var resolved = _resolved
    resolved.isPrivacySensitive = sensitive
    return AnyControlTemplate(resolved)
  }
}

/// A control template resolved to what the system shows: its kind, title, action and labels.
package struct ResolvedControl: Equatable, Sendable {
  /// A toggle (with its state) or a button.
  package enum Template: Equatable, Sendable {
    /// A toggle, on or off.
    case toggle(isOn: Bool)
    /// A button, which has no state.
    case button
  }

  /// The template and its state.
  package var template: Template
  /// The title (Control Center's medium and large sizes show it).
  package var title: String
  /// The action performed when the control is used.
  package var action: IntentBox
  /// The tint for the on state; `nil` means system blue.
  package var tint: Color?
  /// The label for the on state (toggles) or the button's label.
  package var onLabel: ResolvedControlLabel
  /// The label for the off state (toggles); the button's label again for buttons.
  package var offLabel: ResolvedControlLabel
  /// A button's label while its action runs (`actionLabel(true)`), if it has one.
  package var activeLabel: ResolvedControlLabel?
  /// Whether the control is disabled.
  package var isDisabled: Bool
  /// Whether the state is hidden while locked.
  package var isPrivacySensitive: Bool

  /// Creates a resolved control from its template, title, action, labels and state.
  package init(
    template: Template, title: String, action: IntentBox, tint: Color? = nil,
    onLabel: ResolvedControlLabel, offLabel: ResolvedControlLabel,
    activeLabel: ResolvedControlLabel? = nil, isDisabled: Bool = false,
    isPrivacySensitive: Bool = false
  ) {
    self.template = template
    self.title = title
    self.action = action
    self.tint = tint
    self.onLabel = onLabel
    self.offLabel = offLabel
    self.activeLabel = activeLabel
    self.isDisabled = isDisabled
    self.isPrivacySensitive = isPrivacySensitive
  }

  /// Whether a toggle is on (buttons are never on).
  package var isOn: Bool {
    if case .toggle(let isOn) = template { return isOn }
    return false
  }

  /// Whether this is a toggle.
  package var isToggle: Bool {
    if case .toggle = template { return true }
    return false
  }

  /// The label for the current state.
  package var currentLabel: ResolvedControlLabel { isOn ? onLabel : offLabel }

  /// The value text shown for the current state: the label's text, or "On"/"Off" for toggles.
  package var valueText: String? {
    switch template {
    case .toggle(let isOn): (isOn ? onLabel : offLabel).valueText ?? (isOn ? "On" : "Off")
    case .button: nil
    }
  }

  /// The same control with a toggle flipped to a state (what the system shows at once).
  package func with(isOn: Bool) -> ResolvedControl {
    guard isToggle else { return self }
    var copy = self
    copy.template = .toggle(isOn: isOn)
    return copy
  }
}

/// One state's label of a control: symbol, value text and hints, read from the label view.
package struct ResolvedControlLabel: Equatable, Sendable {
  /// The SF Symbol shown.
  package var systemImage: String?
  /// Custom value text (from a `Label` or `Text`); `nil` means the default.
  package var valueText: String?
  /// `controlWidgetActionHint` on this label: the hint for going to this state.
  package var actionHint: String?
  /// `controlWidgetStatus` on this label: momentary status after the action.
  package var status: String?
  /// The label's full view.
  package var view: ViewNode

  /// Creates a resolved label from its symbol, value text, hint, status and full view.
  package init(
    systemImage: String? = nil, valueText: String? = nil, actionHint: String? = nil,
    status: String? = nil, view: ViewNode = .empty
  ) {
    self.systemImage = systemImage
    self.valueText = valueText
    self.actionHint = actionHint
    self.status = status
    self.view = view
  }

  /// Reads a label view: its first symbol, first text, and control modifiers.
  package init(view: ViewNode) {
    self.init(
      systemImage: view.firstSystemImage, valueText: view.firstText,
      actionHint: view.firstModifier {
        if case .controlWidgetActionHint(let hint) = $0 { return hint }
        return nil
      },
      status: view.firstModifier {
        if case .controlWidgetStatus(let status) = $0 { return status }
        return nil
      }, view: view)
  }
}
