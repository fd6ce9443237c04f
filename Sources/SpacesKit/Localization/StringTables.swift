import Foundation
import Synchronization

/// The string catalogs of the apps a host runs, and the language they are shown in.
///
/// `LocalizedStringResource`, `String(localized:)` and `Text` look their keys up here (in the
/// host current while app code runs); a key without a translation shows as written.
package final class StringTables: Sendable {
  private let state = Mutex<(language: String, catalogs: [StringCatalog])>(
    (StringTables.language(fromEnvironment: ProcessInfo.processInfo.environment), []))

  /// Creates tables with no catalogs, in the language the environment names.
  package init() {}

  /// The language strings are shown in ("fr", "pt-BR"), as a catalog names it.
  package var language: String {
    get { state.withLock { $0.language } }
    set { state.withLock { $0.language = Self.normalized(newValue) } }
  }

  /// Adds a catalog; a key already translated by an earlier catalog of the table keeps it.
  package func add(_ catalog: StringCatalog) {
    state.withLock { $0.catalogs.append(catalog) }
  }

  /// The translation of a key from a table ("Localizable" when `nil`), in the language.
  package func translation(of key: String, table: String?) -> String? {
    state.withLock { state in
      for catalog in state.catalogs where catalog.table == (table ?? "Localizable") {
        if let value = catalog.translation(of: key, language: state.language) { return value }
      }
      return nil
    }
  }

  /// The language `SPACES_LOCALE`, else `LC_ALL`, `LC_MESSAGES` or `LANG` names ("fr_FR.UTF-8"
  /// is "fr-FR"); "en" for none, "C" or "POSIX".
  package static func language(fromEnvironment environment: [String: String]) -> String {
    for name in ["SPACES_LOCALE", "LC_ALL", "LC_MESSAGES", "LANG"] {
      if let value = environment[name], !value.isEmpty { return normalized(value) }
    }
    return "en"
  }

  /// A locale name as a catalog's language: no encoding or modifier, a hyphen for `_`.
  static func normalized(_ locale: String) -> String {
    let bare = locale.prefix { $0 != "." && $0 != "@" }
    if bare.isEmpty || bare == "C" || bare == "POSIX" { return "en" }
    return bare.replacingOccurrences(of: "_", with: "-")
  }
}
