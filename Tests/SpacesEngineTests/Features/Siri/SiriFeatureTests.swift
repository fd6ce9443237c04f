import Foundation
import SpacesKit
import Testing

@testable import SpacesEngine

/// Stops something.
private struct StopIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop"
  func perform() async throws -> some IntentResult { .result() }
}

/// Summarised with a strings table, which the terminal doesn't read.
private struct TabledIntent: AppIntent {
  static let title: LocalizedStringResource = "Tabled"
  @Parameter(title: "Drink") var drink: String?
  static var parameterSummary: some ParameterSummary {
    Summary("Brew \(\.$drink)", table: "Summaries")
  }
  func perform() async throws -> some IntentResult { .result() }
}

@Suite("Siri bar: help requests, answers, and keys")
struct SiriFeatureTests {
  private static let index = ShortcutPhraseIndex([
    AppShortcutsSource(
      app: "Meditation", synonyms: ["Mindful"],
      shortcuts: [
        .init(
          title: "Stop", intent: IntentBox(StopIntent()),
          phrases: [AppShortcutPhraseTemplate(pieces: [.text("Stop "), .applicationName])])
      ])
  ])

  @Test(
    "“what can I do with/in/on <app>” is a help request, whatever the case and punctuation",
    arguments: [
      ("What can I do with Meditation?", "meditation"), ("what can i do in Mindful", "mindful"),
      ("WHAT CAN I DO ON   Calm!", "calm"), ("what can I do", nil), ("Stop Meditation", nil),
    ] as [(String, String?)])
  func helpRequests(text: String, app: String?) {
    #expect(SiriFeature.helpRequest(text) == app)
  }

  @Test("help for an app found by a synonym with a typo; an unknown app lists those that have some")
  func helpAnswers() {
    let found = SiriFeature.shortcutsAnswer(app: "mindfull", index: Self.index)
    #expect(found.title == "Meditation")
    #expect(found.list == ["“Stop Meditation” — Stop"])
    #expect(!found.isError)
    let unknown = SiriFeature.shortcutsAnswer(app: "pizza", index: Self.index)
    #expect(unknown.isError)
    #expect(unknown.list == ["Meditation"])
  }

  @Test("an outcome as the bar shows it: the dialog, Done., Cancelled., the error")
  func answers() {
    let dialog = SiriFeature.answer(
      title: "Stop", outcome: .success(IntentResultContent(dialog: "Stopped.")))
    #expect(dialog.lines == ["Stopped."])
    #expect(
      SiriFeature.answer(title: "Stop", outcome: .success(IntentResultContent())).lines == [
        "Done."
      ])
    let cancelled = SiriFeature.answer(title: "Stop", outcome: .failure("cancelled"))
    #expect(cancelled.lines == ["Cancelled."])
    #expect(!cancelled.isError)
    let failed = SiriFeature.answer(title: "Stop", outcome: .failure("Nothing plays."))
    #expect(failed.lines == ["Nothing plays."])
    #expect(failed.isError)
  }

  @Test("/ opens the bar and reads the shortcuts; keys type; Esc closes")
  func openTypeClose() {
    var state = DashboardState()
    state.siri.index = Self.index
    let now = Date(timeIntervalSince1970: 0)
    let effects = DashboardReducer.reduce(into: &state, action: .key(.character("/")), now: now)
    #expect(effects == [.siri(.loadAppShortcuts)])
    for character in "Stop Med" {
      _ = DashboardReducer.reduce(into: &state, action: .key(.character(character)), now: now)
    }
    #expect(state.siri.bar?.field.text == "Stop Med")
    #expect(state.siri.bar?.suggestions.first == "Stop Meditation")
    _ = DashboardReducer.reduce(into: &state, action: .key(.escape), now: now)
    #expect(state.siri.bar == nil)
    #expect(state.navigation.presentations.isEmpty)
  }

  @Test("Enter on a phrase starts its intent from Siri and shows it running")
  func enterRuns() {
    var state = DashboardState()
    state.siri.index = Self.index
    let now = Date(timeIntervalSince1970: 0)
    _ = DashboardReducer.reduce(into: &state, action: .key(.character("/")), now: now)
    for character in "stop mindful" {
      _ = DashboardReducer.reduce(into: &state, action: .key(.character(character)), now: now)
    }
    let effects = DashboardReducer.reduce(into: &state, action: .key(.enter), now: now)
    #expect(effects.contains(.runs(.perform(RunID(1), IntentBox(StopIntent())))))
    #expect(state.runs.runs[RunID(1)]?.origin == .siri)
    #expect(state.siri.bar?.phase == .running(title: "Stop"))
    _ = DashboardReducer.reduce(
      into: &state, action: .runs(.finished(RunID(1), .success(IntentResultContent()))), now: now)
    #expect(
      state.siri.bar?.phase == .answer(SiriAnswer(title: "Stop", lines: ["Done."])))
  }

  @Test("a shortcut intent's summary table is read, so nothing is logged as not supported")
  func tableLogged() {
    var state = DashboardState()
    let source = AppShortcutsSource(
      app: "Cafe",
      shortcuts: [
        .init(
          title: "Brew", intent: IntentBox(TabledIntent()),
          phrases: [AppShortcutPhraseTemplate(pieces: [.text("Brew "), .applicationName])])
      ])
    let now = Date(timeIntervalSince1970: 0)
    _ = DashboardReducer.reduce(into: &state, action: .siri(.indexed([source])), now: now)
    _ = DashboardReducer.reduce(into: &state, action: .siri(.indexed([source])), now: now)
    let lines = state.events.map(\.description).filter { $0.hasPrefix("not supported yet") }
    #expect(lines.isEmpty)
  }

  @Test("a long paste stops at 256 characters, as a search field does, and the hint says so")
  func pasteIsCapped() {
    var state = DashboardState()
    state.siri.index = Self.index
    let now = Date(timeIntervalSince1970: 0)
    _ = DashboardReducer.reduce(into: &state, action: .key(.character("/")), now: now)
    let pasted = String(repeating: "Stop Meditation ", count: 70)  // 1,120 characters
    for character in pasted {
      _ = DashboardReducer.reduce(into: &state, action: .key(.character(character)), now: now)
    }
    #expect(state.siri.bar?.field.text == String(pasted.prefix(256)))
    #expect(state.siri.bar?.hint.hasPrefix("at most 256 characters") == true)
    // Backspace makes room again; Enter still answers (no phrase is that long).
    _ = DashboardReducer.reduce(into: &state, action: .key(.backspace), now: now)
    _ = DashboardReducer.reduce(into: &state, action: .key(.character("!")), now: now)
    #expect(state.siri.bar?.field.text == String(pasted.prefix(255)) + "!")
    _ = DashboardReducer.reduce(into: &state, action: .key(.enter), now: now)
    guard case .answer(let answer) = state.siri.bar?.phase else {
      Issue.record("no answer: \(String(describing: state.siri.bar?.phase))")
      return
    }
    #expect(answer.isError)
  }
}
