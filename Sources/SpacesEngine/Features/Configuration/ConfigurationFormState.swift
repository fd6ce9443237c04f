import SpacesKit

/// A control's or a widget's configuration form, as the overlay shows it: a field per parameter
/// of its configuration intent, the focused row (the last row is "Save"), an open option list, and the
/// last problem saving.
package struct ConfigurationFormState: Equatable, Sendable {
  /// The control or widget being configured.
  package var target: ConfigurationTarget
  /// The form's title: the control's gallery name, the widget's display name.
  package var title: String
  /// The control's description (`.description(_:)`), shown while configuring.
  package var description: String?
  /// The configuration it started from; kept until a save succeeds.
  package var configuration: IntentBox
  /// The fields, in parameter order.
  package var fields: [ConfigurationField]
  /// The focused row: a field's index, or `fields.count` for "Save".
  package var focus = 0
  /// The highlighted option while the focused field's list is open; `nil` when closed.
  package var picking: Int?
  /// Why the last save was refused; the old configuration stays.
  package var error: String?
  /// Whether a save is being applied.
  package var isSaving = false

  package init(
    target: ConfigurationTarget, title: String, description: String?, configuration: IntentBox
  ) {
    self.target = target
    self.title = title
    self.description = description
    self.configuration = configuration
    self.fields = configuration.parameters.map(ConfigurationField.init)
  }

  /// A control's form.
  package init(
    control: ControlID, title: String, description: String?, configuration: IntentBox
  ) {
    self.init(
      target: .control(control), title: title, description: description,
      configuration: configuration)
  }

  /// The control being configured (`nil` for a widget's form).
  package var control: ControlID? {
    if case .control(let id) = target { return id }
    return nil
  }

  /// The line above the title: "Edit Widget" for a widget (as its long-press menu names it),
  /// "Configure" for a control.
  package var heading: String {
    if case .widget = target { return "Edit Widget" }
    return "Configure"
  }

  /// What a key does to the form.
  package enum KeyResult: Equatable, Sendable {
    /// The form changed.
    case edited(ConfigurationFormState)
    /// Save the changes.
    case save([String: ConfigurationEdit])
    /// Close without changes.
    case cancel
    /// The key means nothing here.
    case ignored
  }

  /// The changes to save, by parameter name (typed text that changed included).
  package var edits: [String: ConfigurationEdit] {
    var edits: [String: ConfigurationEdit] = [:]
    for field in fields {
      if let change = field.change { edits[field.name] = change }
    }
    return edits
  }

  /// The configuration intent's parameter summary with the values the form shows (pending
  /// edits included) filled in; `nil` when the intent declares none.
  package var summary: String? {
    var values: [String: String] = [:]
    for field in fields where !field.shownText.isEmpty { values[field.name] = field.shownText }
    return configuration.parameterSummary(values: values)
  }

  /// The focused field, unless "Save" is focused.
  package var focusedField: ConfigurationField? {
    fields.indices.contains(focus) ? fields[focus] : nil
  }

  /// Handles a key: arrows move between rows (or options while a list is open), Enter opens a
  /// list, picks, flips a toggle or saves; printable keys type into a text field.
  package func handle(_ key: KeyEvent) -> KeyResult {
    guard !isSaving else { return key == .escape ? .cancel : .ignored }
    var next = self
    if let picking, let options = fields[focus].options {
      switch key {
      case .escape: next.picking = nil
      case .up, .backTab: next.picking = (picking - 1 + options.count) % max(1, options.count)
      case .down, .tab: next.picking = (picking + 1) % max(1, options.count)
      case .enter,
        .character(" ") where options.indices.contains(picking):
        let picked = options[picking]
        next.fields[focus].edit = picked.title == fields[focus].valueText ? nil : .option(picked)
        next.picking = nil
        next.error = nil
      default: return .ignored
      }
      return .edited(next)
    }
    switch key {
    case .escape: return .cancel
    case .up, .backTab: next.focus = (focus - 1 + fields.count + 1) % (fields.count + 1)
    case .down, .tab: next.focus = (focus + 1) % (fields.count + 1)
    case .enter where focus == fields.count:
      return .save(edits)
    case .enter, .character(" "):
      guard let field = focusedField else { return .ignored }
      if field.kind == .toggle {
        let current = field.valueText == "On"
        let shown = field.edit.map { $0 == .toggle(true) } ?? current
        next.fields[focus].edit = !shown == current ? nil : .toggle(!shown)
      } else if field.isList, let options = field.options, !options.isEmpty {
        let shown = field.shownText
        next.picking = options.firstIndex { $0.title == shown } ?? 0
      } else if field.isTyped {
        if key == .enter {
          next.focus = focus + 1
        } else {
          _ = next.fields[focus].field.insert(" ")
        }
      } else {
        return .ignored
      }
    default:
      guard let field = focusedField, field.isTyped else { return .ignored }
      switch key {
      case .character(let c): _ = next.fields[focus].field.insert(String(c))
      case .backspace: next.fields[focus].field.deleteBackward()
      case .delete: next.fields[focus].field.deleteForward()
      case .left: next.fields[focus].field.moveLeft()
      case .right: next.fields[focus].field.moveRight()
      case .home: next.fields[focus].field.moveToStart()
      case .end: next.fields[focus].field.moveToEnd()
      default: return .ignored
      }
      next.error = nil
    }
    return next == self ? .ignored : .edited(next)
  }

  /// The keys the form names, for its hint line.
  package var hint: String {
    if picking != nil { return "↑↓ choose  Enter pick  Esc back" }
    guard let field = focusedField else { return "Enter save  ↑↓ field  Esc cancel" }
    if field.kind == .toggle { return "↑↓ field  Enter/Space flip  Esc cancel" }
    if field.isTyped { return "type  ↑↓ field  Esc cancel" }
    if field.isList { return "↑↓ field  Enter choose  Esc cancel" }
    return "↑↓ field  Esc cancel"
  }
}
