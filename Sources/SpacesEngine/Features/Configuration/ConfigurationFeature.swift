import Foundation
import SpacesKit

/// Configuring a control or a widget ("Edit Widget"): the form built from its configuration intent's `@Parameter`s (an
/// entity parameter is a list of its query's suggested entities; strings, numbers, bools and
/// enums have their own fields), saving it (an invalid value is refused with a message and the
/// old configuration kept), and the reload that follows.
package enum ConfigurationFeature: Feature {
  /// The form on show.
  package struct State: FeatureState {
    /// The form, while it is presented.
    package var form: ConfigurationFormState?

    package init() {}
  }

  /// What happens to a configuration form.
  package enum Action: Equatable, Sendable {
    /// Open the form for a control (gallery add with `promptsForUserConfiguration()`, or edit
    /// mode's configure).
    case open(ControlID)
    /// Edit a Home Screen widget (`c` on it, iOS's "Edit Widget"); the engine names it first.
    case openWidget(WidgetID)
    /// A widget to edit was named (its kind's `configurationDisplayName` and `description`):
    /// the form opens, or the notice says it has no options.
    case widgetNamed(WidgetID, title: String, description: String?)
    /// The options of the form's choice fields were listed (by parameter name), with each
    /// field's current value as text.
    case optionsLoaded(ConfigurationTarget, [String: FieldOptions])
    /// A key while the form is on top.
    case key(KeyEvent)
    /// Save the form's changes.
    case save(ConfigurationTarget, [String: ConfigurationEdit])
    /// The changes were applied: the new configuration (a control takes it, saves it in the
    /// layout and reloads with cause "configured"; a widget takes it and reloads the same way).
    case applied(ConfigurationTarget, IntentBox)
    /// The changes were refused.
    case rejected(ConfigurationTarget, String)
    /// Close the form without changes.
    case cancel(ConfigurationTarget)
  }

  /// A picker field's listed options, or why they couldn't be listed.
  package enum FieldOptions: Equatable, Sendable {
    /// The options, and the current value's text.
    case listed([ParameterOption], current: String)
    /// Listing failed (the query threw).
    case failed(String)
  }

  /// What the engine does for the form.
  package enum Effect: Equatable, Sendable {
    /// List the options of a form's choice fields (the app's entity queries, enum cases,
    /// options providers); comes back as `.optionsLoaded`.
    case loadOptions(ConfigurationTarget, IntentBox)
    /// Look up a widget's display name and description; comes back as `.widgetNamed`.
    case nameWidget(WidgetID)
    /// Apply a form's changes to a configuration (entity lookups, parsing typed values); comes
    /// back as `.applied` or `.rejected`.
    case apply(ConfigurationTarget, IntentBox, [String: ConfigurationEdit])
  }

  /// What the event log says about configuration.
  package enum Event: FeatureEvent {
    /// A save was refused.
    case rejected(kind: String, reason: String)
    /// A control can't be configured (it is static).
    case notConfigurable(kind: String)
    /// A widget has no options to edit (a static widget, or one without parameters).
    case noWidgetOptions(kind: String)

    package var description: String {
      switch self {
      case .rejected(let kind, let reason): "configuration of \(kind.shortKind) refused: \(reason)"
      case .notConfigurable(let kind): "\(kind.shortKind) has no configuration"
      case .noWidgetOptions(let kind): "widget \(kind.shortKind) has no options to edit"
      }
    }

    /// A refusal's reason may quote what the user typed.
    package var redactedDescription: String {
      guard case .rejected(let kind, _) = self else { return description }
      return "configuration of \(kind.shortKind) refused: [redacted]"
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    let dashboard = context.dashboard
    switch action {
    case .open(let id):
      guard let control = dashboard.controls[id] else { return }
      guard let configuration = control.configuration else {
        context.log(.configuration(.notConfigurable(kind: control.kind)))
        context.toast("\(control.displayName) has no options to configure")
        return
      }
      present(
        ConfigurationFormState(
          control: id, title: control.displayName,
          description: dashboard.catalog[control.kind]?.description, configuration: configuration),
        into: &state, context: &context)
    case .openWidget(let id):
      guard dashboard.widgets.instances[id] != nil else { return }
      context.run(.configuration(.nameWidget(id)))
    case .widgetNamed(let id, let title, let description):
      openWidget(id, title: title, description: description, state: &state, context: &context)
    case .optionsLoaded(let id, let options):
      guard state.form?.target == id else { return }
      for index in state.form?.fields.indices ?? 0..<0 {
        guard let name = state.form?.fields[index].name else { continue }
        switch options[name] {
        case .listed(let options, let current):
          state.form?.fields[index].options = options
          state.form?.fields[index].valueText = current
        case .failed(let reason):
          state.form?.fields[index].options = []
          state.form?.fields[index].problem = reason
        case nil: break
        }
      }
    case .key(let key):
      guard let form = state.form else { return }
      switch form.handle(key) {
      case .edited(let next): state.form = next
      case .save(let edits): context.send(.configuration(.save(form.target, edits)))
      case .cancel: context.send(.configuration(.cancel(form.target)))
      case .ignored: break
      }
    case .save(let id, let edits):
      guard let form = state.form, form.target == id else { return }
      guard !edits.isEmpty else { return dismiss(&state, context: &context) }
      state.form?.isSaving = true
      context.run(.configuration(.apply(id, form.configuration, edits)))
    case .applied(let id, let configuration):
      if state.form?.target == id { dismiss(&state, context: &context) }
      switch id {
      case .control(let control):
        context.send(
          .controls(.configure(control, configuration, from: placeConfigured(in: dashboard))))
      case .widget(let widget):
        context.send(.widgets(.configure(widget, configuration)))
      }
    case .rejected(let id, let reason):
      guard state.form?.target == id else { return }
      state.form?.isSaving = false
      state.form?.error = reason
      if let kind = kind(of: id, in: dashboard) {
        context.log(.configuration(.rejected(kind: kind, reason: reason)))
      }
    case .cancel(let id):
      guard state.form?.target == id else { return }
      dismiss(&state, context: &context)
    }
  }

  /// The place a control is configured from: the space on screen (the focused slot on the Lock
  /// Screen); on iOS each placement is its own control.
  static func placeConfigured(in dashboard: DashboardState) -> ControlPlace? {
    switch dashboard.space {
    case .controlCenter: .controlCenter(after: nil)
    case .lockScreen: .lockScreenSlot(dashboard.navigation.lockScreenFocus)
    case .actionButton: .actionButton
    case .homeScreen, .controlLab, .shortcuts: nil
    }
  }

  /// Shows a form and lists its choice fields' options.
  static func present(
    _ form: ConfigurationFormState, into state: inout State, context: inout ReduceContext
  ) {
    state.form = form
    context.send(.navigation(.present(.configuration)))
    if form.fields.contains(where: \.isList) {
      context.run(.configuration(.loadOptions(form.target, form.configuration)))
    }
  }

  /// The kind of the control or widget a form configures.
  private static func kind(of target: ConfigurationTarget, in dashboard: DashboardState)
    -> String?
  {
    switch target {
    case .control(let id): dashboard.controls[id]?.kind
    case .widget(let id): dashboard.widgets.instances[id]?.kind
    }
  }

  private static func dismiss(_ state: inout State, context: inout ReduceContext) {
    state.form = nil
    context.send(.navigation(.dismiss(.configuration)))
  }
}

extension DashboardAction {
  /// A configuration form action.
  package static func configuration(_ action: ConfigurationFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A configuration form effect.
  package static func configuration(_ effect: ConfigurationFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A configuration form event.
  package static func configuration(_ event: ConfigurationFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
