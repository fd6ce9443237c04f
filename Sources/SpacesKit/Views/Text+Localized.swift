import Foundation

extension Text {
  /// Creates a text view from a localized string key, with where its translations live.
  ///
  /// As SwiftUI's `Text(_:tableName:bundle:comment:)`: `comment` is for translators; the key is
  /// looked up in the app's string catalog named `tableName` (`Localizable` by default) for the
  /// dashboard's language, and shows as written when no translation exists.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(
      LocalizedStringResource(String.LocalizationValue(key.text), table: tableName))
  }

  /// The text's words as one line: the literal, or a date as it reads in full.
  package var plainText: String {
    if case .verbatim(let text) = content { return text }
    if case .date(let date, _) = content {
      return date.formatted(date: .abbreviated, time: .shortened)
    }
    return ""
  }
}
