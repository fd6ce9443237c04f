import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit

/// The Siri bar's phrase matching over 1,000 phrases (the iOS limit per app): the cost per
/// keystroke (the live suggestions, the closest 3 phrases to the text typed so far) and of
/// Enter (the forgiving match), typing a 40-character phrase with one typo; and the cost per
/// key of a long paste (50,000 characters, one key each, through the bar's own editing: the
/// field stops at `SiriBarState.maxLength`, and matching must stay under 1 ms a key).
enum PhraseMatchBenchmark {
  /// The characters of the pasted text.
  static let pasteLength = 50_000

  /// Starts a session of a kind.
  private struct StartIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Session"
    @Parameter(title: "Session") var session: String?
    func perform() async throws -> some IntentResult { .result() }
  }

  /// An index of exactly 1,000 phrases: two parameterized phrases × 500 session kinds.
  static func index() -> ShortcutPhraseIndex {
    typealias Piece = AppShortcutPhraseTemplate.Piece
    let phrases = [
      AppShortcutPhraseTemplate(pieces: [
        .text("Start a "), .parameter("session"), .text(" session with "), .applicationName,
      ]),
      AppShortcutPhraseTemplate(pieces: [
        .text("Meditate on "), .parameter("session"), .text(" with "), .applicationName,
      ]),
    ]
    let values = (1...500).map { number in
      ParameterOption(title: "Kind \(number)", encodedValue: "\(number)", value: "Kind \(number)")
    }
    return ShortcutPhraseIndex([
      AppShortcutsSource(
        app: "Meditation",
        shortcuts: [.init(title: "Start", intent: IntentBox(StartIntent()), phrases: phrases)],
        parameterValues: [0: ["session": values]])
    ])
  }

  static func run(_ suite: BenchSuite, report: (BenchLine) -> Void) {
    let index = index()
    let typed = "Strat a Kind 250 session with Meditation"
    var keystrokes = DurationSamples()
    var enter = DurationSamples()
    let clock = ContinuousClock()
    var found = 0
    for _ in 0..<(suite.quick ? 1 : 5) {
      var text = ""
      for character in typed {
        text.append(character)
        let started = clock.now
        found += index.closest(to: text, count: 3).count
        keystrokes.append(clock.now - started)
      }
      let started = clock.now
      if case .phrase = index.match(text) { found += 1 }
      enter.append(clock.now - started)
    }
    report(.count("siri.phrases", index.entries.count))
    report(.milliseconds("siri.match_1000.keystroke.median", keystrokes.median))
    report(.milliseconds("siri.match_1000.keystroke.p99", keystrokes.percentile(0.99)))
    report(.milliseconds("siri.match_1000.enter.median", enter.median))
    let (pasteTyped, pasteRefused) = self.paste(into: index)
    // The keys the field took (the first 256) are under 1 % of the paste: their own figures.
    report(.milliseconds("siri.match_1000.paste_50000.typed_keystroke.median", pasteTyped.median))
    report(
      .milliseconds("siri.match_1000.paste_50000.typed_keystroke.max", pasteTyped.percentile(1)))
    report(
      .milliseconds("siri.match_1000.paste_50000.refused_keystroke.median", pasteRefused.median))
    report(
      .milliseconds("siri.match_1000.paste_50000.refused_keystroke.max", pasteRefused.percentile(1))
    )
    if found == 0 { report(.note("siri: the typed phrase matched nothing")) }
  }

  /// Pastes `pasteLength` characters (a phrase over and over) into the bar, a key at a time as
  /// the terminal delivers them, and times each key: the field's edit and the live suggestions
  /// for the keys the field took, the refusal for the rest.
  static func paste(
    into index: ShortcutPhraseIndex
  ) -> (typed: DurationSamples, refused: DurationSamples) {
    let phrase = "Start a Kind 250 session with Meditation, "
    let text = String(repeating: phrase, count: pasteLength / phrase.count + 1)
      .prefix(pasteLength)
    var bar = SiriBarState()
    var typed = DurationSamples()
    var refused = DurationSamples()
    let clock = ContinuousClock()
    for (offset, character) in text.enumerated() {
      let started = clock.now
      SiriFeature.edit(&bar, key: .character(character), index: index)
      let elapsed = clock.now - started
      if offset < SiriBarState.maxLength { typed.append(elapsed) } else { refused.append(elapsed) }
    }
    return (typed, refused)
  }
}
