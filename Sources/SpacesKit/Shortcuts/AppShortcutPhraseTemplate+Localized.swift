extension AppShortcutPhraseTemplate {
  /// The table App Shortcut phrases are translated from, as App Intents names it.
  package static let table = "AppShortcuts"

  /// The phrase in the language of `strings`: its translation from the app's
  /// `AppShortcuts.xcstrings` (or `<language>.lproj/AppShortcuts.strings`), whose key is the
  /// phrase as written with `${applicationName}` and `${parameter}` placeholders (“Start
  /// ${session} in ${applicationName}”); the phrase as written where there is none.
  ///
  /// A placeholder in the translation that names no parameter of the phrase makes the phrase
  /// name something that is not a `@Parameter`, which the Siri bar's index reports.
  package func localized(by strings: StringTables) -> AppShortcutPhraseTemplate {
    let names = Set(parameterNames.compactMap { $0 })
    guard parameterNames.allSatisfy({ $0 != nil }),
      let translation = strings.translation(of: description, table: Self.table)
    else { return self }
    return AppShortcutPhraseTemplate(
      pieces: PlaceholderString.pieces(of: translation).map { piece in
        switch piece {
        case .text(let text): .text(text)
        case .placeholder("applicationName"): .applicationName
        case .placeholder(let name): .parameter(names.contains(name) ? name : nil)
        }
      })
  }
}
