/// The field a configuration form shows for a parameter, by the parameter's type.
package enum ParameterFieldKind: Equatable, Sendable {
  /// A picker of entities (the query's `suggestedEntities()`, or the options provider's).
  case entity
  /// A picker of an `AppEnum`'s cases.
  case enumeration
  /// A picker of an options provider's values (a `String` parameter with `optionsProvider:`).
  case options
  /// On or off (`Bool`).
  case toggle
  /// Free text (`String`).
  case text
  /// A whole number (`Int`).
  case integer
  /// A number (`Double`).
  case decimal
  /// A date and time, typed in ISO 8601 (`2026-06-08T09:41:00Z`).
  case date
  /// A file, typed as its path (`IntentFile`).
  case file
  /// A type SpacesKit can't edit or save yet; the form shows it read-only.
  case unsupported

  /// Whether the form offers a list to pick from (`AnyIntentParameter.options()` returns one).
  package var isPicker: Bool {
    switch self {
    case .entity, .enumeration, .options, .toggle: true
    case .text, .integer, .decimal, .date, .file, .unsupported: false
    }
  }
}
