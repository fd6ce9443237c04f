import Foundation
import SpacesKit

/// Every phrase that runs an App Shortcut, expanded as Siri expands them: each app name and
/// synonym for `\(.applicationName)`, each suggested value's title for the parameter. Built
/// with the limits iOS enforces (10 shortcuts and 1,000 phrases per app), but with a warning
/// naming what was dropped, where iOS drops silently.
package struct ShortcutPhraseIndex: Equatable, Sendable {
  /// One expanded phrase.
  package struct Entry: Equatable, Sendable {
    /// The app.
    package var app: String
    /// The shortcut's index among the app's shortcuts.
    package var shortcut: Int
    /// The shortcut's title.
    package var title: String
    /// The phrase as shown (“Start a Calming session with Meditation”).
    package var text: String
    /// The phrase as matched (lowercased, without punctuation, single spaces).
    package var key: [Character] {
      didSet { codes = Self.codes(key) }
    }
    /// The key as numbers, one per Unicode scalar: what the edit distance compares (comparing
    /// `Character`s costs a string comparison each).
    var codes: [UInt32] = []
    /// The parameter the phrase fills and the value it fills it with, if any.
    package var parameter: (name: String, value: ParameterOption)?
    /// The intent with the parameter filled.
    package var intent: IntentBox
    /// Whether it is the shortcut's primary phrase (its first, with the app's own name).
    package var isPrimary: Bool
    /// The phrase's index among the shortcut's phrases.
    package var phrase: Int = 0
    /// Whether it names the app by a synonym rather than its name.
    package var usesSynonym = false

    /// A key's scalars as numbers.
    static func codes(_ key: [Character]) -> [UInt32] {
      key.flatMap { $0.unicodeScalars.map(\.value) }
    }

    /// What running this phrase does: phrases with one target don't compete with each other.
    var target: String { "\(app)\u{1}\(shortcut)\u{1}\(parameter?.value.encodedValue ?? "")" }

    package static func == (lhs: Entry, rhs: Entry) -> Bool {
      lhs.app == rhs.app && lhs.shortcut == rhs.shortcut && lhs.text == rhs.text
        && lhs.parameter?.name == rhs.parameter?.name
        && lhs.parameter?.value == rhs.parameter?.value
    }
  }

  /// The most App Shortcuts of an app iOS uses.
  package static let shortcutLimit = 10
  /// The most phrases of an app (after expansion) iOS uses.
  package static let phraseLimit = 1_000

  /// The phrases, app by app, shortcut by shortcut.
  package private(set) var entries: [Entry] = []
  /// The apps with shortcuts, with their shortcuts (after the limit) in order.
  package private(set) var apps: [(name: String, names: [String], shortcuts: [String])] = []
  /// What was dropped or rejected, and why.
  package private(set) var warnings: [String] = []

  package init() {}

  /// Expands the apps' phrases.
  package init(_ sources: [AppShortcutsSource]) {
    for source in sources { add(source) }
  }

  package static func == (lhs: ShortcutPhraseIndex, rhs: ShortcutPhraseIndex) -> Bool {
    lhs.entries == rhs.entries && lhs.warnings == rhs.warnings
  }

  private mutating func add(_ source: AppShortcutsSource) {
    let app = source.app
    var shortcuts = source.shortcuts
    if shortcuts.count > Self.shortcutLimit {
      let dropped = shortcuts[Self.shortcutLimit...].map { "“\($0.title)”" }
      warnings.append(
        "\(app): \(shortcuts.count) App Shortcuts, at most \(Self.shortcutLimit) are used; "
          + "dropped \(dropped.joined(separator: ", "))")
      shortcuts = Array(shortcuts.prefix(Self.shortcutLimit))
    }
    let names = [app] + source.synonyms.filter { !$0.isEmpty && $0 != app }
    apps.append((app, names, shortcuts.map(\.title)))
    var expanded: [Entry] = []
    var waitingForParameters: [String] = []
    for (index, shortcut) in shortcuts.enumerated() {
      for (phraseIndex, phrase) in shortcut.phrases.enumerated() {
        let written = "“\(phrase)” of “\(shortcut.title)”"
        guard phrase.containsApplicationName else {
          warnings.append("\(app): phrase \(written) has no \\(.applicationName): rejected")
          continue
        }
        let parameters = phrase.parameterNames
        guard parameters.count <= 1 else {
          warnings.append("\(app): phrase \(written) has more than one parameter: rejected")
          continue
        }
        var values: [(name: String, value: ParameterOption)?] = [nil]
        if let parameter = parameters.first {
          guard let name = parameter else {
            warnings.append(
              "\(app): phrase \(written) names something that is not a @Parameter: rejected")
            continue
          }
          guard let byName = source.parameterValues else {
            waitingForParameters.append(written)
            continue
          }
          values = (byName[index]?[name] ?? []).map { (name, $0) }
        }
        for (nameIndex, appName) in names.enumerated() {
          for value in values {
            let text = phrase.pieces.map { piece in
              switch piece {
              case .text(let text): text
              case .applicationName: appName
              case .parameter: value?.value.title ?? ""
              }
            }.joined()
            var intent = shortcut.intent
            if let value,
              let filled = try? intent.settingParameter(value.name, to: value.value.value)
            {
              intent = filled
            }
            let key = Self.key(text)
            expanded.append(
              Entry(
                app: app, shortcut: index, title: shortcut.title, text: text, key: key,
                codes: Entry.codes(key), parameter: value, intent: intent,
                isPrimary: phraseIndex == 0 && nameIndex == 0 && value == nil,
                phrase: phraseIndex, usesSynonym: nameIndex > 0))
          }
        }
      }
    }
    if !waitingForParameters.isEmpty {
      warnings.append(
        "\(app): \(waitingForParameters.count) parameterized phrase(s) wait for "
          + "updateAppShortcutParameters(): \(waitingForParameters.joined(separator: ", "))")
    }
    if expanded.count > Self.phraseLimit {
      let dropped = expanded[Self.phraseLimit...]
      let examples = dropped.prefix(3).map { "“\($0.text)”" }.joined(separator: ", ")
      warnings.append(
        "\(app): \(expanded.count) phrases, at most \(Self.phraseLimit) are used; dropped "
          + "\(dropped.count): \(examples)\(dropped.count > 3 ? ", …" : "")")
      expanded = Array(expanded.prefix(Self.phraseLimit))
    }
    entries += expanded
  }

  /// Text as phrases are matched: lowercased, accents and punctuation removed, words separated
  /// by single spaces.
  package static func key(_ text: String) -> [Character] {
    let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    var key: [Character] = []
    var pendingSpace = false
    for character in folded {
      if character.isLetter || character.isNumber {
        if pendingSpace && !key.isEmpty { key.append(" ") }
        pendingSpace = false
        key.append(character)
      } else if character.isWhitespace || character.isPunctuation || character.isSymbol {
        pendingSpace = true
      }
    }
    return key
  }
}
