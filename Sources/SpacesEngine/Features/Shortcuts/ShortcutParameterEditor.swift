import SpacesKit

/// The focused tile's parameters as the Shortcuts space's detail edits them inline: the
/// parameter summary's sentence with one parameter focused (`Tab`), its options open in a
/// list or its value typed (`Enter`), the fields and options those of a configuration form.
package struct ShortcutParameterEditor: Equatable, Sendable {
  /// The tile whose parameters are edited.
  package var tile: ShortcutTileID
  /// The intent's parameters as form fields, in the order `Tab` visits them.
  package var fields: [ConfigurationField]
  /// The focused field.
  package var focus = 0
  /// The highlighted option while the focused field's list is open; `nil` when closed.
  package var picking: Int?
  /// Whether the focused field's value is being typed.
  package var isTyping = false
  /// Why the last change was refused (or the options couldn't be listed).
  package var problem: String?
  /// Whether a change is being applied.
  package var isApplying = false

  /// An editor for a tile's intent, its fields ordered as the summary's sentence names them,
  /// then the rest.
  package init(tile: ShortcutTileID, intent: IntentBox) {
    self.tile = tile
    let named = intent.parameterSummaryNames
    let ordered =
      named.compactMap { name in intent.parameters.first { $0.name == name } }
      + intent.parameters.filter { !named.contains($0.name) }
    fields = ordered.map(ConfigurationField.init)
  }

  /// The focused field.
  package var focusedField: ConfigurationField? {
    fields.indices.contains(focus) ? fields[focus] : nil
  }

  /// Whether the editor takes every key (a list open, a value typed).
  package var capturesKeys: Bool { picking != nil || isTyping }

  /// What a key does to the editor.
  package enum KeyResult: Equatable, Sendable {
    /// The editor changed.
    case edited(ShortcutParameterEditor)
    /// Apply a change to a parameter (by property name).
    case apply(String, ConfigurationEdit)
    /// Close the editor (focus goes back to the tiles).
    case close
    /// The key means nothing here.
    case ignored
  }

  /// Handles a key: `Tab`/`Shift-Tab` move between parameters (past the ends the editor
  /// closes), `Enter` opens the focused parameter's list, starts typing it or flips a toggle;
  /// in a list arrows choose and `Enter` picks; typing ends with `Enter` (applied) or `Esc`.
  package func handle(_ key: KeyEvent) -> KeyResult {
    guard !isApplying else { return .ignored }
    var next = self
    if isTyping, let field = focusedField {
      switch key {
      case .enter:
        next.isTyping = false
        return field.field.text == field.valueText
          ? .edited(next) : .apply(field.name, .text(field.field.text))
      case .escape:
        next.isTyping = false
        next.fields[focus].field = TextFieldState(text: field.valueText)
      case .character(let c): _ = next.fields[focus].field.insert(String(c))
      case .backspace: next.fields[focus].field.deleteBackward()
      case .delete: next.fields[focus].field.deleteForward()
      case .left: next.fields[focus].field.moveLeft()
      case .right: next.fields[focus].field.moveRight()
      case .home: next.fields[focus].field.moveToStart()
      case .end: next.fields[focus].field.moveToEnd()
      default: return .ignored
      }
      return .edited(next)
    }
    if let picking, let options = focusedField?.options, !options.isEmpty {
      switch key {
      case .escape: next.picking = nil
      case .up, .backTab, .character("k"):
        next.picking = (picking - 1 + options.count) % options.count
      case .down, .tab, .character("j"): next.picking = (picking + 1) % options.count
      case .enter, .character(" "):
        next.picking = nil
        let picked = options[min(picking, options.count - 1)]
        return picked.title == fields[focus].valueText
          ? .edited(next) : .apply(fields[focus].name, .option(picked))
      default: return .ignored
      }
      return .edited(next)
    }
    switch key {
    case .tab:
      guard focus + 1 < fields.count else { return .close }
      next.focus = focus + 1
    case .backTab:
      guard focus > 0 else { return .close }
      next.focus = focus - 1
    case .escape: return .close
    case .enter, .character(" "):
      guard let field = focusedField else { return .ignored }
      if field.kind == .toggle {
        return .apply(field.name, .toggle(field.valueText != "On"))
      } else if field.isList {
        guard let options = field.options, !options.isEmpty else {
          next.problem = field.problem ?? "\(field.title): no options to choose from"
          return .edited(next)
        }
        next.picking = options.firstIndex { $0.title == field.valueText } ?? 0
      } else if field.isTyped {
        next.isTyping = true
      } else {
        next.problem = "\(field.title) can't be edited here"
      }
      next.problem = next.isTyping || next.picking != nil ? nil : next.problem
    default: return .ignored
    }
    return .edited(next)
  }

  /// The keys the editor names, for the detail's hint line.
  package var hint: String {
    if isTyping { return "type  Enter set  Esc undo" }
    if picking != nil { return "↑↓ choose  Enter pick  Esc back" }
    return "Tab next parameter  Enter change  Esc done"
  }
}

extension IntentBox {
  /// The names of the parameters the intent's parameter summary shows, in its sentence's order
  /// (none when it declares no summary).
  package var parameterSummaryNames: [String] {
    parameterSummaryPieces(values: [:]).compactMap { piece in
      if case .parameter(let name?) = piece { return name }
      return nil
    }
  }
}
