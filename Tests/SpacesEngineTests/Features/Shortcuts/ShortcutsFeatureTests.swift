import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// Sets a sleep timer, as a podcast app's App Shortcut does.
private struct SleepTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Sleep Timer"
  @Parameter(title: "Minutes", default: 30) var minutes: Int
  static var parameterSummary: some ParameterSummary {
    Summary("Stop playing in \(\.$minutes) minutes")
  }
  func perform() async throws -> some IntentResult { .result() }
}

/// Refreshes the library: no parameters.
private struct RefreshIntent: AppIntent {
  static let title: LocalizedStringResource = "Refresh Library"
  func perform() async throws -> some IntentResult { .result() }
}

@MainActor
@Suite("Shortcuts space: focus, inline parameters, runs")
struct ShortcutsFeatureTests {
  private static func shortcut(_ title: String, _ intent: some AppIntent)
    -> AppShortcutsSource.Shortcut
  {
    AppShortcutsSource.Shortcut(
      title: title, systemImageName: "moon.zzz", intent: IntentBox(intent), phrases: [])
  }

  private static let sources = [
    AppShortcutsSource(
      app: "Podcasts",
      shortcuts: [
        shortcut("Sleep Timer", SleepTimerIntent()), shortcut("Refresh", RefreshIntent()),
        shortcut("Refresh 2", RefreshIntent()),
      ], tileColor: .purple),
    AppShortcutsSource(
      app: "Notes", shortcuts: [shortcut("Refresh Notes", RefreshIntent())], tileColor: .yellow),
  ]

  private func store() -> ReducerTestStore {
    var state = DashboardState()
    state.siri.sources = Self.sources
    state.navigation.space = .shortcuts
    return ReducerTestStore(state: state)
  }

  @Test("Enter on a tile runs its intent through the Siri bar, with a parameter edited inline")
  func enterRunsWithTheEditedParameter() {
    let store = store()
    let tile = ShortcutTileID(app: "Podcasts", index: 0)
    let original = IntentBox(SleepTimerIntent())
    // Tab moves into the tile's sentence: its one parameter, a typed number.
    store.send(.key(.tab)) {
      $0.shortcuts.editor = ShortcutParameterEditor(tile: tile, intent: original)
    }
    #expect(store.state.shortcuts.editor?.fields.map(\.name) == ["minutes"])
    #expect(store.state.shortcuts.editor?.fields.first?.valueText == "30")
    store.send(.key(.enter)) { $0.shortcuts.editor?.isTyping = true }
    for key in [KeyEvent.backspace, .backspace, .character("4"), .character("5")] {
      store.send(.key(key)) {
        switch key {
        case .backspace: $0.shortcuts.editor?.fields[0].field.deleteBackward()
        case .character(let c): _ = $0.shortcuts.editor?.fields[0].field.insert(String(c))
        default: break
        }
      }
    }
    store.send(
      .key(.enter),
      effects: [.shortcuts(.apply(tile, original, parameter: "minutes", .text("45")))]
    ) {
      $0.shortcuts.editor?.isTyping = false
      $0.shortcuts.editor?.isApplying = true
    }
    let edited = SleepTimerIntent()
    edited.minutes = 45
    let box = IntentBox(edited)
    store.send(.shortcuts(.applied(tile, box, parameter: "minutes", .text("45")))) {
      $0.shortcuts.edited[tile] = box
      $0.shortcuts.editor?.isApplying = false
      $0.shortcuts.editor?.fields[0].valueText = "45"
      $0.shortcuts.editor?.fields[0].field = TextFieldState(text: "45")
    }
    // Esc leaves the sentence; Enter runs the tile with 45 minutes, as the Siri bar runs it.
    store.send(.key(.escape)) { $0.shortcuts.editor = nil }
    let now = store.now
    let key = ShortcutPhraseIndex.key("Sleep Timer")
    let entry = ShortcutPhraseIndex.Entry(
      app: "Podcasts", shortcut: 0, title: "Sleep Timer", text: "Sleep Timer", key: key,
      parameter: nil, intent: box, isPrimary: false)
    store.send(
      .key(.enter),
      effects: [
        .siri(.loadAppShortcuts), .runs(.perform(RunID(1), box)),
        .schedule(.runs(.timeout(RunID(1))), at: now + 30),
      ],
      events: ["perform Set Sleep Timer"]
    ) {
      var bar = SiriBarState()
      bar.phase = .running(title: "Sleep Timer")
      bar.ran = entry
      $0.siri.bar = bar
      $0.navigation.presentations = [.siri]
      $0.runs.applying(.start(box, origin: .siri), at: now)
    }
    #expect(store.state.runs.runs[RunID(1)]?.intent.parameters.first?.valueText == "45")
  }

  @Test("arrows move on the grid: a row per app, up and down keep the column")
  func focusMovesOnTheGrid() {
    let store = store()
    // 80 columns hold three tiles a row: Podcasts' three, then Notes' one.
    #expect(ShortcutsGrid.columns(for: store.state) == 3)
    store.send(.key(.right)) { $0.shortcuts.focus = 1 }
    store.send(.key(.character("l"))) { $0.shortcuts.focus = 2 }
    store.send(.key(.down)) { $0.shortcuts.focus = 3 }
    store.send(.key(.down))
    store.send(.key(.up)) { $0.shortcuts.focus = 0 }
    store.send(.key(.left))
  }

  @Test("Tab on a tile without parameters goes on to the next tile")
  func tabWithoutParameters() {
    let store = store()
    store.send(.key(.right)) { $0.shortcuts.focus = 1 }
    store.send(.key(.tab)) { $0.shortcuts.focus = 2 }
    store.send(.key(.backTab)) { $0.shortcuts.focus = 1 }
  }

  @Test("an app's extra actions (a property query's Find action) are tiles after its shortcuts")
  func extraActions() {
    let store = store()
    let find = Self.shortcut("Find Episodes", RefreshIntent())
    store.send(.shortcuts(.setExtraActions(app: "Podcasts", [find]))) {
      $0.shortcuts.extraActions["Podcasts"] = [find]
    }
    let library = ShortcutsFeature.library(store.state)
    #expect(library.groups.map(\.app) == ["Podcasts", "Notes"])
    #expect(
      library.groups[0].tiles.map(\.title) == [
        "Sleep Timer", "Refresh", "Refresh 2", "Find Episodes",
      ])
    #expect(library.groups[0].tiles[3].color == .purple)
    store.send(.shortcuts(.setExtraActions(app: "Podcasts", []))) {
      $0.shortcuts.extraActions = [:]
    }
  }

  @Test("a refused inline edit is shown in the detail and logged; the typed text is undone")
  func refusedEdit() {
    let store = store()
    let tile = ShortcutTileID(app: "Podcasts", index: 0)
    store.send(.key(.tab)) {
      $0.shortcuts.editor = ShortcutParameterEditor(
        tile: tile, intent: IntentBox(SleepTimerIntent()))
    }
    store.send(
      .shortcuts(.rejected(tile, "Minutes: “lots” isn't a whole number")),
      events: ["warning: Shortcuts: Minutes: “lots” isn't a whole number"]
    ) {
      $0.shortcuts.editor?.problem = "Minutes: “lots” isn't a whole number"
    }
  }

  @Test("rows and neighbours of the library on grids of 1 to 4 columns")
  func rows() {
    let library = ShortcutsLibrary(sources: Self.sources)
    #expect(library.rows(columns: 2) == [0..<2, 2..<3, 3..<4])
    #expect(library.rows(columns: 4) == [0..<3, 3..<4])
    #expect(library.rows(columns: 0) == [0..<1, 1..<2, 2..<3, 3..<4])
    #expect(library.neighbor(of: 1, toward: .down, columns: 2) == 2)
    #expect(library.neighbor(of: 2, toward: .down, columns: 2) == 3)
    #expect(library.neighbor(of: 3, toward: .up, columns: 2) == 2)
    #expect(library.neighbor(of: 99, toward: .left, columns: 2) == 2)
    #expect(ShortcutsLibrary(sources: []).neighbor(of: 0, toward: .down, columns: 2) == 0)
    #expect(library.index(of: ShortcutTileID(app: "Notes", index: 0)) == 3)
    #expect(library.tile(at: 3)?.title == "Refresh Notes")
    #expect(library.tile(at: 4) == nil)
  }
}
