import Foundation
import SpacesKit

/// Configuring a control: the form built from its configuration intent's `@Parameter`s (an
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
    /// The options of the form's choice fields were listed (by parameter name), with each
    /// field's current value as text.
    case optionsLoaded(ControlID, [String: FieldOptions])
    /// A key while the form is on top.
    case key(KeyEvent)
    /// Save the form's changes.
    case save(ControlID, [String: ConfigurationEdit])
    /// The changes were applied: the new configuration (the control takes it, saves it in the
    /// layout and reloads with cause "configured").
    case applied(ControlID, IntentBox)
    /// The changes were refused.
    case rejected(ControlID, String)
    /// Close the form without changes.
    case cancel(ControlID)
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
    case loadOptions(ControlID, IntentBox)
    /// Apply a form's changes to a configuration (entity lookups, parsing typed values); comes
    /// back as `.applied` or `.rejected`.
    case apply(ControlID, IntentBox, [String: ConfigurationEdit])
  }

  /// What the event log says about configuration.
  package enum Event: FeatureEvent {
    /// A save was refused.
    case rejected(kind: String, reason: String)
    /// A control can't be configured (it is static).
    case notConfigurable(kind: String)

    package var description: String {
      switch self {
      case .rejected(let kind, let reason): "configuration of \(kind.shortKind) refused: \(reason)"
      case .notConfigurable(let kind): "\(kind.shortKind) has no configuration"
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
        return
      }
      let form = ConfigurationFormState(
        control: id, title: control.displayName,
        description: dashboard.catalog[control.kind]?.description, configuration: configuration)
      state.form = form
      context.send(.navigation(.present(.configuration)))
      if form.fields.contains(where: \.isList) {
        context.run(.configuration(.loadOptions(id, configuration)))
      }
    case .optionsLoaded(let id, let options):
      guard state.form?.control == id else { return }
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
      case .save(let edits): context.send(.configuration(.save(form.control, edits)))
      case .cancel: context.send(.configuration(.cancel(form.control)))
      case .ignored: break
      }
    case .save(let id, let edits):
      guard let form = state.form, form.control == id else { return }
      guard !edits.isEmpty else { return dismiss(&state, context: &context) }
      state.form?.isSaving = true
      context.run(.configuration(.apply(id, form.configuration, edits)))
    case .applied(let id, let configuration):
      if state.form?.control == id { dismiss(&state, context: &context) }
      context.send(
        .controls(.configure(id, configuration, from: placeConfigured(in: dashboard))))
    case .rejected(let id, let reason):
      guard state.form?.control == id else { return }
      state.form?.isSaving = false
      state.form?.error = reason
      if let kind = dashboard.controls[id]?.kind {
        context.log(.configuration(.rejected(kind: kind, reason: reason)))
      }
    case .cancel(let id):
      guard state.form?.control == id else { return }
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
