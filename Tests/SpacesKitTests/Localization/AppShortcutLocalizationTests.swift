import Foundation
import SpacesKit
import Testing

private struct PhraseBrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew"
  @Parameter(title: "Drink") var drink: String?
  func perform() async throws -> some IntentResult { .result() }
}

private struct PhraseBrewShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PhraseBrewIntent(),
      phrases: ["Brew with \(.applicationName)", "Brew \(\.$drink) with \(.applicationName)"],
      shortTitle: "Brew", systemImageName: "cup.and.saucer")
  }
}

/// App Shortcut phrases come from `AppShortcuts.xcstrings` in the dashboard's language, keyed by
/// the phrase with `${applicationName}` and `${parameter}` placeholders, as Xcode extracts them.
@Suite("App Shortcut phrases in the dashboard's language")
struct AppShortcutLocalizationTests {
  static let catalog = """
    { "sourceLanguage" : "en", "strings" : {
      "Brew with ${applicationName}" : { "localizations" : {
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Préparer avec ${applicationName}" } } } },
      "Brew ${drink} with ${applicationName}" : { "localizations" : {
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "${applicationName}, prépare ${drink}" } } } }
    } }
    """

  @MainActor
  func phrases(language: String) throws -> [String] {
    let host = SystemHost(now: { Date() }, containersDirectory: nil, handler: { _ in })
    host.strings.add(
      try StringCatalog.parse(
        Data(Self.catalog.utf8), table: "AppShortcuts", file: "AppShortcuts.xcstrings"
      ).catalog)
    host.strings.language = language
    return host.runSync { PhraseBrewShortcuts.appShortcuts }.flatMap(\.phrases).map(\.description)
  }

  @Test("French phrases replace the English ones, placeholders moved as the translation says")
  @MainActor
  func translated() throws {
    #expect(
      try phrases(language: "fr_FR")
        == ["Préparer avec ${applicationName}", "${applicationName}, prépare ${drink}"])
  }

  @Test("a language without translations keeps the phrases as written")
  @MainActor
  func untranslated() throws {
    #expect(
      try phrases(language: "de")
        == ["Brew with ${applicationName}", "Brew ${drink} with ${applicationName}"])
  }

  @Test("placeholders split the way Xcode writes them; a lone ${ stays text")
  func placeholders() {
    #expect(
      PlaceholderString.pieces(of: "Start ${session} in ${applicationName}!")
        == [
          .text("Start "), .placeholder("session"), .text(" in "),
          .placeholder("applicationName"), .text("!"),
        ])
    #expect(PlaceholderString.pieces(of: "Cost ${5") == [.text("Cost ${5")])
  }
}
