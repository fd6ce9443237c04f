import Foundation
import SpacesKit

/// Configuring a control: the form built from its configuration intent's `@Parameter`s (an
/// entity parameter is a list of its query's suggested entities; strings, numbers, bools and
/// enums have their own fields), saving it (an invalid value is refused with a message and the
/// old configuration kept), and the reload that follows.
public enum ConfigurationFeature {
  /// What happens to a configuration form.
  public enum Action: Equatable, Sendable {
    /// Open the form for a control (gallery add with `promptsForUserConfiguration()`, or edit
    /// mode's configure).
    case open(ControlID)
    /// The options of the form's choice fields were listed (by parameter name), with each
    /// field's current value as text.
    case optionsLoaded(ControlID, [String: FieldOptions])
    /// The form changed (a key).
    case update(ConfigurationFormState)
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
  public enum FieldOptions: Equatable, Sendable {
    /// The options, and the current value's text.
    case listed([ParameterOption], current: String)
    /// Listing failed (the query threw).
    case failed(String)
  }

  /// What the event log says about configuration.
  public enum Event: Equatable, Sendable {
    /// A save was refused.
    case rejected(kind: String, reason: String)
    /// A control can't be configured (it is static).
    case notConfigurable(kind: String)

    var description: String {
      switch self {
      case .rejected(let kind, let reason): "configuration of \(kind.shortKind) refused: \(reason)"
      case .notConfigurable(let kind): "\(kind.shortKind) has no configuration"
      }
    }
  }

  /// Applies an action.
  static func reduce(
    into state: inout DashboardState, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .open(let id):
      guard let control = state.controls[id] else { return }
      guard let configuration = control.configuration else {
        context.log(.configuration(.notConfigurable(kind: control.kind)))
        return
      }
      let form = ConfigurationFormState(
        control: id, title: control.displayName,
        description: state.catalog[control.kind]?.description, configuration: configuration)
      state.navigation.presentations.append(.configuration(form))
      if form.fields.contains(where: \.isList) {
        context.run(.loadConfigurationOptions(id, configuration))
      }
    case .optionsLoaded(let id, let options):
      updateForm(id, in: &state) { form in
        for index in form.fields.indices {
          switch options[form.fields[index].name] {
          case .listed(let options, let current):
            form.fields[index].options = options
            form.fields[index].valueText = current
          case .failed(let reason):
            form.fields[index].options = []
            form.fields[index].problem = reason
          case nil: break
          }
        }
      }
    case .update(let form):
      updateForm(form.control, in: &state) { $0 = form }
    case .save(let id, let edits):
      guard let form = self.form(id, in: state) else { return }
      guard !edits.isEmpty else { return dismiss(id, state: &state) }
      updateForm(id, in: &state) { $0.isSaving = true }
      context.run(.applyConfiguration(id, form.configuration, edits))
    case .applied(let id, let configuration):
      dismiss(id, state: &state)
      let target = separate(id, configuredFrom: state.space, state: &state)
      context.send(.controls(.configure(target, configuration)))
    case .rejected(let id, let reason):
      updateForm(id, in: &state) {
        $0.isSaving = false
        $0.error = reason
      }
      if let kind = state.controls[id]?.kind {
        context.log(.configuration(.rejected(kind: kind, reason: reason)))
      }
    case .cancel(let id):
      dismiss(id, state: &state)
    }
  }

  /// Before a control placed in several spaces takes a new configuration, separates the place
  /// being configured from the others (on iOS each placement is its own control, so
  /// configuring the Control Center timer doesn't change the Action button's). Returns the
  /// control to configure: from Control Center the original, whose other places get a copy
  /// keeping the old configuration; from a Lock Screen slot or the Action button, a copy put in
  /// that place, the original staying everywhere else.
  static func separate(
    _ id: ControlID, configuredFrom space: Space, state: inout DashboardState
  ) -> ControlID {
    guard let control = state.controls[id] else { return id }
    let slots = state.lockScreenSlots.indices.filter { state.lockScreenSlots[$0] == id }
    let onButton = state.actionButton.assigned == id
    let places = (control.isInControlCenter ? 1 : 0) + slots.count + (onButton ? 1 : 0)
    guard places > 1 else { return id }
    let focusedSlot = state.navigation.lockScreenFocus
    switch space {
    case .controlCenter:
      guard let copy = state.controls.duplicate(id, isInControlCenter: false) else { return id }
      for slot in slots { state.lockScreenSlots[slot] = copy }
      if onButton { state.actionButton.assigned = copy }
      return id
    case .lockScreen where slots.contains(focusedSlot):
      guard let copy = state.controls.duplicate(id, isInControlCenter: false) else { return id }
      state.lockScreenSlots[focusedSlot] = copy
      return copy
    case .actionButton where onButton:
      guard let copy = state.controls.duplicate(id, isInControlCenter: false) else { return id }
      state.actionButton.assigned = copy
      return copy
    default:
      return id
    }
  }

  /// The open form of a control.
  static func form(_ id: ControlID, in state: DashboardState) -> ConfigurationFormState? {
    for case .configuration(let form) in state.navigation.presentations where form.control == id {
      return form
    }
    return nil
  }

  private static func updateForm(
    _ id: ControlID, in state: inout DashboardState,
    _ change: (inout ConfigurationFormState) -> Void
  ) {
    state.navigation.presentations = state.navigation.presentations.map {
      guard case .configuration(var form) = $0, form.control == id else { return $0 }
      change(&form)
      return .configuration(form)
    }
  }

  private static func dismiss(_ id: ControlID, state: inout DashboardState) {
    state.navigation.presentations.removeAll {
      if case .configuration(let form) = $0 { return form.control == id }
      return false
    }
  }
}
