import Foundation
import OrderedCollections
import SpacesKit

/// Siri and Spotlight: the bar (`/`) where typed phrases run the apps' App Shortcuts, the
/// phrase index behind it, and the answers (dialogs, snippets, errors) it shows.
package enum SiriFeature: Feature {
  /// The phrase index, what was already warned about, and the bar.
  package struct State: FeatureState {
    /// Every app's expanded phrases.
    package var index = ShortcutPhraseIndex()
    /// Warnings already written to the event log (each is written once).
    package var loggedWarnings: Set<String> = []
    /// The apps' App Shortcuts as last read (each app's first `shortcutLimit`): what the
    /// Action button's gallery offers and runs.
    package var sources: [AppShortcutsSource] = []
    /// The bar, while it is presented.
    package var bar: SiriBarState?

    package init() {}
  }

  /// What happens to the bar and the index.
  package enum Action: Equatable, Sendable {
    /// Open the bar (and read the apps' shortcuts again).
    case open
    /// The apps' shortcuts were read.
    case indexed([AppShortcutsSource])
    /// Run a phrase's shortcut.
    case run(ShortcutPhraseIndex.Entry)
    /// A run from the bar ended.
    case runEnded(IntentOutcome)
    /// A key while the bar is on top.
    case key(KeyEvent)
    /// Show an app's App Shortcuts in the bar (a `ShortcutsLink`).
    case showShortcuts(app: String)
    /// A suggested widget was drawn (or failed to): the bar's answer.
    case widgetShown(SiriAnswer)
    /// A Spotlight result opened its app (or couldn't be opened): the bar's answer.
    case spotlightAnswer(SiriAnswer)
  }

  /// What the engine does for the bar.
  package enum Effect: Equatable, Sendable {
    /// Read the apps' App Shortcuts (expanding parameterized phrases for apps that called
    /// `updateAppShortcutParameters()`); comes back as `.indexed`.
    case loadAppShortcuts
    /// Draw a relevant widget's current entry with its configuration; comes back as
    /// `.widgetShown`.
    case showWidget(kind: String, configuration: IntentBox)
  }

  /// What the bar shows when an intent ends without a dialog or snippet.
  static let doneText = "Done."

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .open:
      context.run(.siri(.loadAppShortcuts))
      if state.bar == nil {
        var bar = SiriBarState()
        bar.siriSuggestions = siriSuggestions(state: state, context: context)
        bar.findActions = SiriFindAction.all(in: state.sources)
        state.bar = bar
        context.send(.navigation(.present(.siri)))
      }
    case .showShortcuts(let app):
      var bar = SiriBarState()
      bar.field = TextFieldState(
        text: String("what can I do with \(app)".prefix(SiriBarState.maxLength)))
      bar.phase = .answer(
        shortcutsAnswer(
          app: app, index: state.index, finds: SiriFindAction.all(in: state.sources)))
      state.bar = bar
      context.send(.navigation(.present(.siri)))
    case .indexed(let sources):
      state.index = ShortcutPhraseIndex(sources)
      state.sources = sources.map { source in
        var kept = source
        kept.shortcuts = Array(source.shortcuts.prefix(ShortcutPhraseIndex.shortcutLimit))
        return kept
      }
      state.bar?.findActions = SiriFindAction.all(in: state.sources)
      for warning in state.index.warnings where !state.loggedWarnings.contains(warning) {
        state.loggedWarnings.insert(warning)
        context.log(.warning("App Shortcuts: \(warning)"))
      }
      for source in sources {
        for shortcut in source.shortcuts {
          for line in UnsupportedAPIs.used(by: shortcut.intent, owner: source.app)
          where state.loggedWarnings.insert(line).inserted {
            context.log(.unsupported(line))
          }
        }
      }
    case .run(let entry):
      state.bar?.phase = .running(title: entry.title)
      state.bar?.ran = entry
      context.send(.runs(.start(entry.intent, origin: .siri)))
    case .runEnded(let outcome):
      guard let bar = state.bar, case .running(let title) = bar.phase else { return }
      state.bar?.phase = .answer(answer(title: title, outcome: outcome))
      // An intent that opens its app (`openAppWhenRun`) brings it up once it succeeded.
      if case .success = outcome, let entry = bar.ran, entry.intent.opensApp {
        context.send(.device(.opened(appName: entry.app)))
      }
    case .key(let key):
      self.key(key, state: &state, context: &context)
    case .widgetShown(let answer), .spotlightAnswer(let answer):
      guard let bar = state.bar, case .running = bar.phase else { return }
      state.bar?.phase = .answer(answer)
    }
  }

  /// What the bar shows for a run's outcome: the dialog and snippet, or the error.
  static func answer(title: String, outcome: IntentOutcome) -> SiriAnswer {
    switch outcome {
    case .success(let content):
      let dialog = content.dialog?.full.resolvedText
      return SiriAnswer(
        title: title,
        lines: dialog.map { [$0] } ?? (content.snippet == nil ? [doneText] : []),
        snippet: content.snippet)
    case .failure(let message):
      return SiriAnswer(
        title: title, lines: [message == "cancelled" ? "Cancelled." : message],
        isError: message != "cancelled")
    }
  }

  /// Closes the bar.
  static func close(_ state: inout State, context: inout ReduceContext) {
    state.bar = nil
    context.send(.navigation(.dismiss(.siri)))
  }

  /// A key while the bar is on top: every printable key types, Backspace edits by grapheme,
  /// Enter runs, Escape closes (or goes back, or cancels the run).
  static func key(_ key: KeyEvent, state: inout State, context: inout ReduceContext) {
    guard var bar = state.bar else { return }
    let typed = bar.field.text
    defer {
      if var bar = state.bar, bar.field.text != typed {
        refreshSpotlight(&bar, context: context)
        state.bar = bar
      }
    }
    let runs = context.dashboard.runs
    let apps = openableApps(index: state.index, catalog: context.dashboard.controls.catalog)
    switch bar.phase {
    case .running:
      guard key == .escape else { return }
      if let run = runs.runs.values.first(where: { $0.origin == .siri }) {
        context.send(.runs(.cancel(run.id)))
      } else {
        // Nothing to cancel (a suggested widget being drawn): Esc closes the bar.
        close(&state, context: &context)
      }
      return
    case .choosing(let entries, let selection):
      switch key {
      case .escape: bar.phase = .typing
      case .up, .backTab, .character("k"):
        bar.phase = .choosing(entries, selection: (selection - 1 + entries.count) % entries.count)
      case .down, .tab, .character("j"):
        bar.phase = .choosing(entries, selection: (selection + 1) % entries.count)
      case .enter:
        context.send(.siri(.run(entries[selection])))
        return
      case .character(let c) where c.isWholeNumber:
        guard let digit = c.wholeNumberValue, entries.indices.contains(digit - 1) else { return }
        context.send(.siri(.run(entries[digit - 1])))
        return
      default: return
      }
    case .answer:
      switch key {
      case .escape, .enter:
        close(&state, context: &context)
        return
      case .character:
        bar.field = TextFieldState()
        bar.phase = .typing
        edit(&bar, key: key, index: state.index, apps: apps)
      case .backspace:
        bar.phase = .typing
        edit(&bar, key: key, index: state.index, apps: apps)
      default: return
      }
    case .typing:
      if bar.field.text.isEmpty, !bar.siriSuggestions.isEmpty,
        runSuggestion(key: key, bar: &bar, context: &context)
      {
        state.bar = bar
        return
      }
      if spotlightKey(key, bar: &bar, index: state.index, context: &context) {
        state.bar = bar
        return
      }
      switch key {
      case .escape:
        close(&state, context: &context)
        return
      case .enter:
        submit(&bar, index: state.index, apps: apps, context: &context)
      case .tab:
        guard let first = bar.suggestions.first else { return }
        bar.field = TextFieldState(text: first)
        bar.suggestions = suggestions(for: first, index: state.index, apps: apps)
      default:
        edit(&bar, key: key, index: state.index, apps: apps)
      }
    }
    state.bar = bar
  }

  /// Edits the field and refreshes the suggestions.
  package static func edit(
    _ bar: inout SiriBarState, key: KeyEvent, index: ShortcutPhraseIndex,
    apps: [OpenableApp] = []
  ) {
    let before = bar.field
    switch key {
    case .character(let c):
      // The field is full: the rest of a paste is cut (the hint says so).
      guard !bar.isFull else { return }
      bar.field.insert(String(c))
    case .backspace: bar.field.deleteBackward()
    case .delete: bar.field.deleteForward()
    case .left: bar.field.moveLeft()
    case .right: bar.field.moveRight()
    case .home: bar.field.moveToStart()
    case .end: bar.field.moveToEnd()
    default: return
    }
    if bar.field.text != before.text {
      bar.suggestions = suggestions(for: bar.field.text, index: index, apps: apps)
      let finds = bar.findActions.filter { $0.isStarted(by: bar.field.text) }.map(\.title)
      if !finds.isEmpty {
        bar.suggestions = Array((finds + bar.suggestions.filter { !finds.contains($0) }).prefix(4))
      }
    }
  }

  /// The live suggestions for typed text: “Open <App>” when the text starts an app's name (as
  /// Spotlight offers), then the closest phrases (none for empty text).
  static func suggestions(
    for text: String, index: ShortcutPhraseIndex, apps: [OpenableApp] = []
  ) -> [String] {
    guard !ShortcutPhraseIndex.key(text).isEmpty else { return [] }
    let phrases = index.closest(to: text, count: 3).map(\.text)
    guard let app = appStarted(by: text, apps: apps) else { return phrases }
    return ["Open \(app)"] + phrases.filter { $0 != "Open \(app)" }
  }

  /// An app the bar can open: its name and the names people call it by.
  package struct OpenableApp: Equatable {
    package var name: String
    package var names: [String]
  }

  /// The apps the bar can open: those with App Shortcuts (with their synonyms), then the other
  /// hosted apps that declare controls.
  static func openableApps(
    index: ShortcutPhraseIndex, catalog: OrderedDictionary<String, ControlKindInfo>
  ) -> [OpenableApp] {
    var apps = index.apps.map { OpenableApp(name: $0.name, names: $0.names) }
    for info in catalog.values where !apps.contains(where: { $0.name == info.appName }) {
      apps.append(OpenableApp(name: info.appName, names: [info.appName]))
    }
    return apps
  }

  /// The app whose name (or synonym) the typed text starts, at least two characters of it
  /// (“med”, “open mindf”).
  static func appStarted(by text: String, apps: [OpenableApp]) -> String? {
    var key = String(ShortcutPhraseIndex.key(text))
    if key.hasPrefix("open ") { key.removeFirst(5) }
    guard key.count >= 2 else { return nil }
    return apps.first { app in
      app.names.contains { String(ShortcutPhraseIndex.key($0)).hasPrefix(key) }
    }?.name
  }

  /// The app the text names on its own, or after “open” (forgiving small typos), if it does.
  static func appNamed(by text: String, apps: [OpenableApp]) -> String? {
    var key = ShortcutPhraseIndex.key(text)
    if key.starts(with: Array("open ")) { key.removeFirst(5) }
    return apps.first { app in
      app.names.contains {
        let candidate = ShortcutPhraseIndex.key($0)
        return ShortcutPhraseIndex.distance(
          key, candidate, limit: ShortcutPhraseIndex.typoAllowance(length: candidate.count)) != nil
      }
    }?.name
  }

  /// Enter: “what can I do with <app>” lists the app's shortcuts; an app's name alone (or
  /// “open <app>”) opens it; a phrase runs its shortcut, a tie asks which, no match says so and
  /// lists the closest.
  static func submit(
    _ bar: inout SiriBarState, index: ShortcutPhraseIndex, apps: [OpenableApp] = [],
    context: inout ReduceContext
  ) {
    let text = bar.field.text
    guard !ShortcutPhraseIndex.key(text).isEmpty else { return }
    if let app = helpRequest(text) {
      bar.phase = .answer(shortcutsAnswer(app: app, index: index, finds: bar.findActions))
      return
    }
    if let find = bar.findActions.first(where: { $0.isNamed(by: text) }) {
      bar.phase = .running(title: find.title)
      bar.ran = nil
      context.send(.runs(.start(find.intent, origin: .siri)))
      return
    }
    let match = index.match(text)
    // An app's name on its own (or “open <app>”) opens it, as Spotlight does, unless it is a
    // phrase as written.
    var isExactPhrase = false
    if case .phrase(let entry) = match {
      isExactPhrase = entry.key == ShortcutPhraseIndex.key(text)
    }
    if !isExactPhrase, let app = appNamed(by: text, apps: apps) {
      bar.phase = .answer(SiriAnswer(title: app, lines: ["Opening \(app)."]))
      context.send(.device(.opened(appName: app)))
      return
    }
    switch match {
    case .phrase(let entry):
      bar.phase = .running(title: entry.title)
      bar.ran = entry
      context.send(.runs(.start(entry.intent, origin: .siri)))
    case .ambiguous(let entries):
      bar.phase = .choosing(entries, selection: 0)
    case .none(let closest):
      bar.phase = .answer(
        SiriAnswer(
          title: "Siri",
          lines: ["No shortcut matches “\(text)”."] + (closest.isEmpty ? [] : ["Closest:"]),
          list: closest.map(\.text), isError: true))
    }
  }
}

extension DashboardAction {
  /// A Siri bar action.
  package static func siri(_ action: SiriFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Siri bar effect.
  package static func siri(_ effect: SiriFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}
