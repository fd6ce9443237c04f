import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Siri bar asking for a value with a text field (Meditation's “Log a Meditation note”), as
/// scripted sessions under the virtual clock. Regenerate the frame with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter SiriBarTextPromptTests`, then read it.
///
/// Serialized: the Meditation journal is process-wide state.
@MainActor
@Suite("Siri bar: a text field asks for a missing value", .serialized)
struct SiriBarTextPromptTests {
  private func meditation() async throws -> Pilot {
    MeditationJournal.clear()
    return try await Pilot(
      apps: [SampleCatalog.meditation], size: TerminalSize(width: 76, height: 20))
  }

  private func bar(_ pilot: Pilot) -> SiriBarState? { pilot.state.siri.bar }

  /// The question on top, if one is asked.
  private func prompt(_ pilot: Pilot) -> PromptState? {
    for case .prompt(let prompt) in pilot.state.presentations.reversed() {
      return prompt
    }
    return nil
  }

  private func answerLines(_ pilot: Pilot) -> [String] {
    guard case .answer(let answer) = bar(pilot)?.phase else { return [] }
    return answer.lines
  }

  @Test("a missing required note is asked with its requestValueDialog; typing and Enter resume")
  func typeAndEnter() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Log a Meditation note' Enter")
    #expect(prompt(pilot)?.prompt == .value(title: "Note", dialog: "What's on your mind?"))
    #expect(pilot.eventLines.contains("ask Log Meditation Note: What's on your mind?"))
    try await pilot.type("text:'Felt calm, then sleepy'")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-text-field")
    // The person thinks for two minutes: the perform timeout is paused while asking.
    await pilot.advance(by: 120)
    #expect(pilot.state.runs.runs.count == 1)
    try await pilot.type("Enter")
    #expect(answerLines(pilot) == ["Noted: “Felt calm, then sleepy”."])
    #expect(MeditationJournal.entries == ["Felt calm, then sleepy"])
    #expect(pilot.eventLines.contains("answer Log Meditation Note: \"Felt calm, then sleepy\""))
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(prompt(pilot) == nil)
  }

  @Test("a blank answer: the intent asks again with $note.requestValue(_:) and its own dialog")
  func blankAsksAgain() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'add a note to mindful' Enter text:'   ' Enter")
    #expect(
      prompt(pilot)?.prompt
        == .value(title: "Note", dialog: "A word is enough. What's on your mind?"))
    #expect(pilot.screen.contains("A word is enough. What's on your mind?"))
    try await pilot.type("text:'grateful' Enter")
    #expect(answerLines(pilot) == ["Noted: “grateful”."])
    #expect(MeditationJournal.entries == ["grateful"])
  }

  @Test("Escape at the text field cancels the intent's task; the bar says so and stays usable")
  func escapeCancels() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Log a Meditation note' Enter text:'half a thou' Esc")
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(!pilot.engine.isBusy)
    #expect(prompt(pilot) == nil)
    #expect(answerLines(pilot) == ["Cancelled."])
    #expect(pilot.eventLines.contains("failed Log Meditation Note: cancelled"))
    #expect(MeditationJournal.entries.isEmpty)
    // The bar is usable: typing asks anew, and the next run completes.
    try await pilot.type("text:'Log a Meditation note' Enter text:'again' Enter")
    #expect(answerLines(pilot) == ["Noted: “again”."])
    try await pilot.type("Esc")
    #expect(bar(pilot) == nil)
  }

  @Test("emoji, CJK and combining marks edit by grapheme: Backspace removes whole characters")
  func graphemes() async throws {
    let pilot = try await meditation()
    defer { pilot.close() }
    try await pilot.type("/ text:'Log a Meditation note' Enter")
    try await pilot.type("text:'e\u{301}👩‍💻日本🇯🇵' Backspace Backspace")
    #expect(prompt(pilot)?.field.text == "e\u{301}👩‍💻日")
    // Keys that mean something elsewhere type here; Left/Right move by grapheme.
    try await pilot.type("Left Left text:'q1' End text:'?'")
    #expect(prompt(pilot)?.field.text == "e\u{301}q1👩‍💻日?")
    #expect(!pilot.state.quitRequested)
    try await pilot.type("Enter")
    #expect(MeditationJournal.entries == ["e\u{301}q1👩‍💻日?"])
  }
}
