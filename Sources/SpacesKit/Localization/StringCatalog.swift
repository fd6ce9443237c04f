import Foundation

/// An app's string catalog (`Localizable.xcstrings`, Xcode's JSON format): each key's
/// translations by language.
package struct StringCatalog: Sendable, Equatable {
  /// The table the catalog is: its file name without the extension ("Localizable").
  package var table: String
  /// The language the keys are written in ("en").
  package var sourceLanguage: String
  /// Each key's translated values, by language ("fr", "pt-BR").
  package var translations: [String: [String: String]]

  /// A catalog of a table, its source language and its keys' translations by language.
  package init(
    table: String, sourceLanguage: String, translations: [String: [String: String]]
  ) {
    self.table = table
    self.sourceLanguage = sourceLanguage
    self.translations = translations
  }

  /// A catalog read from a file, with a line per key it had to skip (naming the file and the
  /// key); a file that isn't a catalog throws, naming the file. A `.strings` file is read as
  /// one language's table (`StringsFile`).
  package static func load(_ url: URL) throws -> (catalog: StringCatalog, problems: [String]) {
    if url.pathExtension == "strings" { return (try StringsFile.load(url), []) }
    let name = url.lastPathComponent
    let data: Data
    do { data = try Data(contentsOf: url) } catch {
      throw StringCatalogError(message: "\(name): unreadable (\(error.localizedDescription))")
    }
    return try parse(data, table: url.deletingPathExtension().lastPathComponent, file: name)
  }

  /// A catalog parsed from its JSON, with the keys it had to skip.
  package static func parse(_ data: Data, table: String, file: String) throws
    -> (catalog: StringCatalog, problems: [String])
  {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let strings = root["strings"] as? [String: Any]
    else {
      throw StringCatalogError(message: "\(file): not a string catalog (no \"strings\" object)")
    }
    var catalog = StringCatalog(
      table: table, sourceLanguage: root["sourceLanguage"] as? String ?? "en", translations: [:])
    var problems: [String] = []
    for (key, entry) in strings.sorted(by: { $0.key < $1.key }) {
      guard let entry = entry as? [String: Any] else {
        problems.append("\(file): key \u{201C}\(key)\u{201D}: not an object; the key shows")
        continue
      }
      guard let localizations = entry["localizations"] else { continue }
      guard let byLanguage = localizations as? [String: Any] else {
        problems.append("\(file): key \u{201C}\(key)\u{201D}: bad localizations; the key shows")
        continue
      }
      for (language, localization) in byLanguage {
        guard let unit = (localization as? [String: Any])?["stringUnit"] as? [String: Any],
          let value = unit["value"] as? String
        else {
          problems.append(
            "\(file): key \u{201C}\(key)\u{201D}: no stringUnit value for \(language); the key shows"
          )
          continue
        }
        catalog.translations[key, default: [:]][language] = value
      }
    }
    return (catalog, problems)
  }

  /// The translation of a key in a language ("fr-FR" falls back to "fr"); `nil` without one.
  package func translation(of key: String, language: String) -> String? {
    guard let values = translations[key] else { return nil }
    if let exact = values[language] { return exact }
    let base = String(language.prefix { $0 != "-" })
    return values[base]
  }
}

/// Why a string catalog couldn't be read: the file and what is wrong.
package struct StringCatalogError: Error, Equatable, CustomStringConvertible {
  /// The file and what is wrong with it.
  package var message: String
  /// An error naming the file and what is wrong with it.
  package init(message: String) { self.message = message }
  /// The file and what is wrong with it.
  package var description: String { message }
}
