import Foundation
import SpacesKit
import Testing

@testable import SpacesEngine

/// Starts a session, optionally of a kind (the phrases' parameter).
private struct StartIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Session"
  @Parameter(title: "Session") var session: String?
  func perform() async throws -> some IntentResult { .result() }
}

/// Stops the session.
private struct StopIntent: AppIntent {
  static let title: LocalizedStringResource = "Stop Session"
  func perform() async throws -> some IntentResult { .result() }
}

@Suite("App Shortcut phrases: expansion, limits and forgiving matching")
struct ShortcutPhraseIndexTests {
  private typealias Piece = AppShortcutPhraseTemplate.Piece

  /// A phrase from text where `@` stands for the app's name and `#` for the `session` parameter.
  private static func phrase(_ text: String) -> AppShortcutPhraseTemplate {
    var pieces: [Piece] = []
    var literal = ""
    for character in text {
      guard character == "@" || character == "#" else {
        literal.append(character)
        continue
      }
      if !literal.isEmpty { pieces.append(.text(literal)) }
      literal = ""
      pieces.append(character == "@" ? .applicationName : .parameter("session"))
    }
    if !literal.isEmpty { pieces.append(.text(literal)) }
    return AppShortcutPhraseTemplate(pieces: pieces)
  }

  private static func option(_ title: String) -> ParameterOption {
    ParameterOption(title: title, encodedValue: title.lowercased(), value: title)
  }

  /// Meditation (also called “Calm”): Start with four phrases (two parameterized), Stop with one.
  private static func meditation(updated: Bool = true) -> AppShortcutsSource {
    AppShortcutsSource(
      app: "Meditation", synonyms: ["Calm"],
      shortcuts: [
        .init(
          title: "Start Session", intent: IntentBox(StartIntent()),
          phrases: [
            phrase("Start a @"), phrase("Begin @"), phrase("Start a # session with @"),
            phrase("Meditate on # with @"),
          ]),
        .init(title: "Stop Session", intent: IntentBox(StopIntent()), phrases: [phrase("Stop @")]),
      ],
      parameterValues: updated ? [0: ["session": [option("Calming"), option("Walking")]]] : nil)
  }

  @Test("each app name and synonym and each suggested value make a phrase; the first is primary")
  func expansion() {
    let index = ShortcutPhraseIndex([Self.meditation()])
    #expect(
      index.entries.map(\.text) == [
        "Start a Meditation", "Start a Calm", "Begin Meditation", "Begin Calm",
        "Start a Calming session with Meditation", "Start a Walking session with Meditation",
        "Start a Calming session with Calm", "Start a Walking session with Calm",
        "Meditate on Calming with Meditation", "Meditate on Walking with Meditation",
        "Meditate on Calming with Calm", "Meditate on Walking with Calm",
        "Stop Meditation", "Stop Calm",
      ])
    #expect(
      index.entries.filter(\.isPrimary).map(\.text) == ["Start a Meditation", "Stop Meditation"])
    #expect(index.warnings.isEmpty)
    let walking = index.entries[5]
    #expect(walking.parameter?.name == "session")
    #expect(walking.intent.parameters.first?.value as? String == "Walking")
  }

  @Test(
    "before updateAppShortcutParameters() only phrases without a parameter match, with a warning")
  func parametersWaitForUpdate() {
    let index = ShortcutPhraseIndex([Self.meditation(updated: false)])
    #expect(
      index.entries.map(\.text) == [
        "Start a Meditation", "Start a Calm", "Begin Meditation", "Begin Calm", "Stop Meditation",
        "Stop Calm",
      ])
    #expect(
      index.warnings == [
        "Meditation: 2 parameterized phrase(s) wait for updateAppShortcutParameters(): "
          + "“Start a ${session} session with ${applicationName}” of “Start Session”, "
          + "“Meditate on ${session} with ${applicationName}” of “Start Session”"
      ])
  }

  @Test("a phrase without the app name, or with two parameters, is rejected with a warning")
  func rejectedPhrases() {
    var source = Self.meditation()
    source.shortcuts[1].phrases = [Self.phrase("Stop now"), Self.phrase("Stop # and # in @")]
    let index = ShortcutPhraseIndex([source])
    #expect(!index.entries.contains { $0.title == "Stop Session" })
    #expect(
      index.warnings == [
        "Meditation: phrase “Stop now” of “Stop Session” has no \\(.applicationName): rejected",
        "Meditation: phrase “Stop ${session} and ${session} in ${applicationName}” of "
          + "“Stop Session” has more than one parameter: rejected",
      ])
  }

  @Test("more than 10 shortcuts: the rest are dropped, named in a warning")
  func shortcutLimit() {
    let shortcuts = (1...12).map { number in
      AppShortcutsSource.Shortcut(
        title: "Step \(number)", intent: IntentBox(StopIntent()),
        phrases: [Self.phrase("Step \(number) in @")])
    }
    let index = ShortcutPhraseIndex([AppShortcutsSource(app: "Steps", shortcuts: shortcuts)])
    #expect(index.entries.count == 10)
    #expect(index.entries.last?.text == "Step 10 in Steps")
    #expect(
      index.warnings == [
        "Steps: 12 App Shortcuts, at most 10 are used; dropped “Step 11”, “Step 12”"
      ])
  }

  @Test("more than 1,000 phrases after expansion: the rest are dropped, counted and named")
  func phraseLimit() {
    let values = (1...600).map { Self.option("Kind \($0)") }
    var source = Self.meditation()
    source.synonyms = []
    source.shortcuts[0].phrases = [Self.phrase("Start # with @"), Self.phrase("Begin # with @")]
    source.parameterValues = [0: ["session": values]]
    let index = ShortcutPhraseIndex([source])
    #expect(index.entries.count == 1_000)
    #expect(!index.entries.contains { $0.title == "Stop Session" })
    #expect(
      index.warnings == [
        "Meditation: 1201 phrases, at most 1000 are used; dropped 201: “Begin Kind 401 with "
          + "Meditation”, “Begin Kind 402 with Meditation”, “Begin Kind 403 with Meditation”, …"
      ])
  }

  @Test(
    "forgiving matching",
    arguments: [
      ("Start a Meditation", "Start a Meditation", nil),
      ("start a meditation", "Start a Meditation", nil),
      ("  START, a   Meditation!! ", "Start a Meditation", nil),
      ("Strat a Meditation", "Start a Meditation", nil),  // a swap
      ("Start a Meditaton", "Start a Meditation", nil),  // a letter missing
      ("Start a calm", "Start a Calm", nil),  // the synonym
      ("Meditate on walking with Meditation", "Meditate on Walking with Meditation", "Walking"),
      ("start a calming session with calm", "Start a Calming session with Calm", "Calming"),
      ("Stop Meditaiton", "Stop Meditation", nil),
    ] as [(String, String, String?)])
  func matches(typed: String, phrase: String, value: String?) {
    let index = ShortcutPhraseIndex([Self.meditation()])
    guard case .phrase(let entry) = index.match(typed) else {
      Issue.record("“\(typed)” matched \(index.match(typed))")
      return
    }
    #expect(entry.text == phrase)
    #expect(entry.parameter?.value.title == value)
  }

  @Test("too many typos, or words that are no phrase, match nothing and list the closest")
  func noMatch() {
    let index = ShortcutPhraseIndex([Self.meditation()])
    guard case .none(let closest) = index.match("Stort o Madetetion") else {
      Issue.record("matched")
      return
    }
    #expect(closest.first?.text == "Start a Meditation")
    guard case .none(let others) = index.match("order a pizza") else {
      Issue.record("matched")
      return
    }
    #expect(others.count == 3)
    #expect(index.match("").self == .none(closest: []))
  }

  @Test("equally close phrases that do different things are a tie to ask about, never a pick")
  func ties() {
    let index = ShortcutPhraseIndex([Self.meditation()])
    // “Calmin” is one edit from “Calming”, three from “Walking”: Calming wins.
    guard case .phrase(let calming) = index.match("Meditate on Calmin with Calm") else {
      Issue.record("no single match")
      return
    }
    #expect(calming.parameter?.value.title == "Calming")
    // “Walming” is one edit from both “Calming” and “Walking”: ask.
    guard case .ambiguous(let tied) = index.match("Meditate on Walming with Calm") else {
      Issue.record("\(index.match("Meditate on Walming with Calm"))")
      return
    }
    #expect(tied.map(\.text) == ["Meditate on Calming with Calm", "Meditate on Walking with Calm"])
    // The app name and its synonym reach the same shortcut: not a tie.
    let twoApps = ShortcutPhraseIndex([
      Self.meditation(),
      AppShortcutsSource(
        app: "Meditaton",
        shortcuts: [
          .init(
            title: "Other", intent: IntentBox(StopIntent()), phrases: [Self.phrase("Start a @")])
        ]),
    ])
    guard case .ambiguous(let apps) = twoApps.match("Start a Meditaion") else {
      Issue.record("\(twoApps.match("Start a Meditaion"))")
      return
    }
    #expect(apps.map(\.app) == ["Meditation", "Meditaton"])
  }

  @Test("keys fold case, accents and punctuation; CJK and emoji are kept")
  func keys() {
    #expect(String(ShortcutPhraseIndex.key("Café — Déjà vu!")) == "cafe deja vu")
    #expect(String(ShortcutPhraseIndex.key("瞑想を スタート")) == "瞑想を スタート")
    #expect(String(ShortcutPhraseIndex.key("Start 🧘 now")) == "start now")
  }

  @Test("the distance counts a swap as one edit and gives up past its limit")
  func distance() {
    let key = ShortcutPhraseIndex.key
    #expect(ShortcutPhraseIndex.distance(key("start"), key("strat"), limit: 2) == 1)
    #expect(ShortcutPhraseIndex.distance(key("kitten"), key("sitting"), limit: 3) == 3)
    #expect(ShortcutPhraseIndex.distance(key("kitten"), key("sitting"), limit: 2) == nil)
    #expect(ShortcutPhraseIndex.distance(key("abc"), key("abc"), limit: 0) == 0)
  }
}
