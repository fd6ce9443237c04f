import Foundation
import SpacesKit
import Testing

/// String catalogs (`.xcstrings`): read, looked up by language, and bad input reported by file
/// and key.
@Suite("String catalogs")
struct StringCatalogTests {
  static let json = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "days" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "jours" } },
            "pt-BR" : { "stringUnit" : { "state" : "translated", "value" : "dias" } }
          }
        },
        "broken" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "new" } } } },
        "untranslated" : { }
      },
      "version" : "1.0"
    }
    """

  @Test("keys are translated by language, a region falling back to its language")
  func lookup() throws {
    let (catalog, problems) = try StringCatalog.parse(
      Data(Self.json.utf8), table: "Localizable", file: "Localizable.xcstrings")
    #expect(catalog.translation(of: "days", language: "fr") == "jours")
    #expect(catalog.translation(of: "days", language: "fr-CA") == "jours")
    #expect(catalog.translation(of: "days", language: "pt-BR") == "dias")
    #expect(catalog.translation(of: "days", language: "de") == nil)
    #expect(catalog.translation(of: "untranslated", language: "fr") == nil)
    #expect(
      problems == [
        "Localizable.xcstrings: key \u{201C}broken\u{201D}: no stringUnit value for fr; the key "
          + "shows"
      ])
  }

  @Test("a file that isn't a catalog is an error naming the file")
  func notACatalog() {
    #expect(
      throws: StringCatalogError(
        message: "Bad.xcstrings: not a string catalog (no \"strings\" object)")
    ) {
      try StringCatalog.parse(Data("[1, 2".utf8), table: "Bad", file: "Bad.xcstrings")
    }
  }

  @Test("the language comes from SPACES_LOCALE, else the POSIX locale variables")
  func language() {
    #expect(StringTables.language(fromEnvironment: ["LANG": "fr_FR.UTF-8"]) == "fr-FR")
    #expect(StringTables.language(fromEnvironment: ["LANG": "C.UTF-8"]) == "en")
    #expect(StringTables.language(fromEnvironment: [:]) == "en")
    #expect(
      StringTables.language(fromEnvironment: ["SPACES_LOCALE": "de", "LANG": "fr_FR"]) == "de")
  }

  @Test("Text, LocalizedStringResource and String(localized:) read the host's catalogs")
  @MainActor
  func hostLookup() throws {
    let host = SystemHost(now: { Date() }, containersDirectory: nil, handler: { _ in })
    host.strings.add(
      try StringCatalog.parse(Data(Self.json.utf8), table: "Localizable", file: "L.xcstrings")
        .catalog)
    host.strings.language = "fr_FR"
    host.runSync {
      #expect(resolveViewNode(Text("days")) == .text(.verbatim("jours")))
      #expect(String(localized: "days") == "jours")
      #expect(LocalizedStringResource("days").resolvedText == "jours")
      #expect(String(localized: "days", table: "Other") == "days", "another table")
      #expect(resolveViewNode(Text("weeks")) == .text(.verbatim("weeks")), "no translation")
    }
  }
}
