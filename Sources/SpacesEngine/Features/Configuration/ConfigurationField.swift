import SpacesKit

/// One field of a configuration form: a `@Parameter` of the control's configuration intent,
/// with the way it is edited and the change made to it so far.
package struct ConfigurationField: Equatable, Sendable {
  /// The parameter's property name.
  package var name: String
  /// The parameter's title.
  package var title: String
  /// How it is edited (a picker, a toggle, typed text, read-only).
  package var kind: ParameterFieldKind
  /// The current value as text ("" for none).
  package var valueText: String
  /// A picker's options; `nil` until they are listed.
  package var options: [ParameterOption]?
  /// The change made in the form, if any.
  package var edit: ConfigurationEdit?
  /// The text typed, for a typed field.
  package var field = TextFieldState()
  /// Why the options couldn't be listed, if they couldn't.
  package var problem: String?

  /// The field for a parameter. A picker's current value shows once its options are listed
  /// (an entity's title is the app's display representation, read with the options).
  package init(_ parameter: AnyIntentParameter) {
    name = parameter.name
    title = parameter.title.resolvedText
    kind = parameter.fieldKind
    valueText = ""
    if !kind.isPicker || kind == .toggle {
      valueText = parameter.valueText ?? ""
    }
    if isTyped { _ = field.insert(valueText) }
  }

  /// Whether the value is typed (text, numbers, dates).
  package var isTyped: Bool {
    switch kind {
    case .text, .integer, .decimal, .date, .file: true
    case .entity, .enumeration, .options, .toggle, .unsupported: false
    }
  }

  /// Whether the value is picked from a list of options.
  package var isList: Bool {
    switch kind {
    case .entity, .enumeration, .options: true
    case .toggle, .text, .integer, .decimal, .date, .file, .unsupported: false
    }
  }

  /// What the field shows: the pending change, else the current value.
  package var shownText: String {
    switch edit {
    case .option(let option): option.title
    case .toggle(let isOn): isOn ? "On" : "Off"
    case .text(let text): text
    case nil: isTyped ? field.text : valueText
    }
  }

  /// The change to save, if the field differs from the saved value.
  package var change: ConfigurationEdit? {
    if isTyped { return field.text == valueText ? nil : .text(field.text) }
    return edit
  }
}

/// A change made to one field of a configuration form, applied when the form is saved.
package enum ConfigurationEdit: Equatable, Sendable {
  /// An option picked from the field's list.
  case option(ParameterOption)
  /// On or off.
  case toggle(Bool)
  /// Typed text, parsed into the parameter's type when saved.
  case text(String)
}
