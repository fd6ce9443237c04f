import SpacesKit

/// The Shortcuts space (`6`): every app's App Shortcuts as tiles in the app's
/// `shortcutTileColor`, grouped by app as the Shortcuts app shows them. `Enter` runs the focused
/// tile's intent through the Siri bar (the same runs, questions and results); `Tab` edits the
/// parameters of its `ParameterSummary` sentence inline first, with a configuration form's
/// fields and pickers.
package enum ShortcutsFeature: Feature {
  /// The focus, the inline edits and the apps' extra actions.
  package struct State: FeatureState {
    /// The focused tile, by reading-order index (kept within the tiles when drawn).
    package var focus = 0
    /// Actions an app offers besides its App Shortcuts, by app name, drawn after them as tiles
    /// (the seam for property queries' "Find <entity>" actions).
    package var extraActions: [String: [AppShortcutsSource.Shortcut]] = [:]
    /// Each tile's intent as its parameters were edited inline; a run uses it.
    package var edited: [ShortcutTileID: IntentBox] = [:]
    /// The focused tile's parameter editor, while `Tab` has moved into its sentence.
    package var editor: ShortcutParameterEditor?

    package init() {}

    /// Whether the space takes every key (a picker open, a value typed).
    package var capturesKeys: Bool { editor?.capturesKeys ?? false }
  }

  /// What happens in the Shortcuts space.
  package enum Action: Equatable, Sendable {
    /// Move the focus between tiles (the editor closes).
    case moveFocus(FocusDirection)
    /// A key for the parameter editor (`Tab` opens it on the focused tile).
    case editorKey(KeyEvent)
    /// Run the focused tile's intent, with its inline edits.
    case runFocused
    /// The options of the editor's picker fields were listed.
    case optionsLoaded(ShortcutTileID, [String: ConfigurationFeature.FieldOptions])
    /// An inline edit was applied to a tile's intent.
    case applied(ShortcutTileID, IntentBox, parameter: String, ConfigurationEdit)
    /// An inline edit was refused.
    case rejected(ShortcutTileID, String)
    /// Sets an app's extra actions (an empty list removes them).
    case setExtraActions(app: String, [AppShortcutsSource.Shortcut])
  }

  /// What the engine does for the space.
  package enum Effect: Equatable, Sendable {
    /// List the options of the editor's picker fields; comes back as `.optionsLoaded`.
    case loadOptions(ShortcutTileID, IntentBox)
    /// Apply an edit to a parameter; comes back as `.applied` or `.rejected`.
    case apply(ShortcutTileID, IntentBox, parameter: String, ConfigurationEdit)
  }

  /// The space's tiles: the apps' App Shortcuts as last read, and their extra actions.
  package static func library(_ dashboard: DashboardState) -> ShortcutsLibrary {
    ShortcutsLibrary(
      sources: dashboard.siri.sources, extraActions: dashboard.shortcuts.extraActions)
  }

  /// The focused tile's index, kept within the tiles.
  package static func focusIndex(_ dashboard: DashboardState, library: ShortcutsLibrary) -> Int {
    focusIndex(dashboard.shortcuts, library: library)
  }

  /// The focused tile's index in the space's state, kept within the tiles.
  static func focusIndex(_ state: State, library: ShortcutsLibrary) -> Int {
    max(0, min(library.tiles.count - 1, state.focus))
  }

  /// The intent a tile runs: its inline edits, else the App Shortcut's own.
  package static func intent(of tile: ShortcutTile, state: State) -> IntentBox {
    guard let edited = state.edited[tile.id], edited.typeName == tile.shortcut.intent.typeName
    else { return tile.shortcut.intent }
    return edited
  }

  /// Gives a key in the Shortcuts space its meaning; `false` leaves it to the dashboard.
  package static func route(
    _ key: KeyEvent, command: KeyCommand?, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    guard state.space == .shortcuts, !state.editMode.isEditing else { return false }
    if state.shortcuts.capturesKeys {
      context.send(.shortcuts(.editorKey(key)))
      return true
    }
    switch command {
    case .moveFocus(let direction): context.send(.shortcuts(.moveFocus(direction)))
    case .cycleFocus: context.send(.shortcuts(.editorKey(key)))
    case .activate:
      context.send(.shortcuts(state.shortcuts.editor == nil ? .runFocused : .editorKey(key)))
    case .cancel where state.shortcuts.editor != nil:
      context.send(.shortcuts(.editorKey(key)))
    default: return false
    }
    return true
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    // The feature's own slice is `state`: `context.dashboard` holds the rest.
    let library = ShortcutsLibrary(
      sources: context.dashboard.siri.sources, extraActions: state.extraActions)
    switch action {
    case .moveFocus(let direction):
      state.editor = nil
      state.focus = library.neighbor(
        of: focusIndex(state, library: library), toward: direction,
        columns: ShortcutsGrid.columns(for: context.dashboard))
    case .editorKey(let key):
      editorKey(key, state: &state, library: library, context: &context)
    case .runFocused:
      guard let tile = library.tile(at: focusIndex(state, library: library)) else {
        return
      }
      state.editor = nil
      run(tile, intent: intent(of: tile, state: state), context: &context)
    case .optionsLoaded(let id, let options):
      guard state.editor?.tile == id else { return }
      for index in state.editor?.fields.indices ?? 0..<0 {
        guard let name = state.editor?.fields[index].name else { continue }
        switch options[name] {
        case .listed(let listed, let current):
          state.editor?.fields[index].options = listed
          state.editor?.fields[index].valueText = current
        case .failed(let reason):
          state.editor?.fields[index].options = []
          state.editor?.fields[index].problem = reason
        case nil: break
        }
      }
    case .applied(let id, let box, let name, let edit):
      state.edited[id] = box
      guard var editor = state.editor, editor.tile == id,
        let index = editor.fields.firstIndex(where: { $0.name == name })
      else { return }
      editor.isApplying = false
      editor.problem = nil
      switch edit {
      case .option(let option): editor.fields[index].valueText = option.title
      case .toggle(let isOn): editor.fields[index].valueText = isOn ? "On" : "Off"
      case .text(let text):
        let value = box.parameter(named: name)?.valueText ?? text
        editor.fields[index].valueText = value
        editor.fields[index].field = TextFieldState(text: value)
      }
      state.editor = editor
    case .rejected(let id, let reason):
      guard var editor = state.editor, editor.tile == id else { return }
      editor.isApplying = false
      editor.problem = reason
      if let field = editor.focusedField, field.isTyped {
        editor.fields[editor.focus].field = TextFieldState(text: field.valueText)
      }
      state.editor = editor
      context.log(.warning("Shortcuts: \(reason)"))
    case .setExtraActions(let app, let actions):
      state.extraActions[app] = actions.isEmpty ? nil : actions
    }
  }

  /// A key for the editor: `Tab` on a tile opens it on the tile's parameters (a tile without
  /// any goes on to the next tile); otherwise the editor handles it.
  private static func editorKey(
    _ key: KeyEvent, state: inout State, library: ShortcutsLibrary, context: inout ReduceContext
  ) {
    let focus = focusIndex(state, library: library)
    guard let editor = state.editor else {
      guard key == .tab || key == .backTab, let tile = library.tile(at: focus) else { return }
      let intent = intent(of: tile, state: state)
      var opened = ShortcutParameterEditor(tile: tile.id, intent: intent)
      guard !opened.fields.isEmpty else {
        let count = library.tiles.count
        state.focus = (focus + (key == .tab ? 1 : -1) + count) % max(1, count)
        return
      }
      if key == .backTab { opened.focus = opened.fields.count - 1 }
      state.editor = opened
      if opened.fields.contains(where: \.isList) {
        context.run(.shortcuts(.loadOptions(tile.id, intent)))
      }
      return
    }
    switch editor.handle(key) {
    case .edited(let next): state.editor = next
    case .close: state.editor = nil
    case .ignored: break
    case .apply(let name, let edit):
      guard let tile = library.tile(at: focus), tile.id == editor.tile else {
        state.editor = nil
        return
      }
      state.editor?.isApplying = true
      state.editor?.isTyping = false
      state.editor?.picking = nil
      context.run(
        .shortcuts(.apply(tile.id, intent(of: tile, state: state), parameter: name, edit)))
    }
  }

  /// Runs a tile's intent as the Siri bar runs an App Shortcut: the bar opens with the run, asks
  /// its questions and shows its result.
  private static func run(_ tile: ShortcutTile, intent: IntentBox, context: inout ReduceContext) {
    let key = ShortcutPhraseIndex.key(tile.title)
    let entry = ShortcutPhraseIndex.Entry(
      app: tile.id.app, shortcut: tile.id.index, title: tile.title, text: tile.title, key: key,
      codes: ShortcutPhraseIndex.Entry.codes(key), parameter: nil, intent: intent,
      isPrimary: false)
    context.send(.siri(.open))
    context.send(.siri(.run(entry)))
  }
}

extension DashboardAction {
  /// A Shortcuts space action.
  package static func shortcuts(_ action: ShortcutsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Shortcuts space effect.
  package static func shortcuts(_ effect: ShortcutsFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}
