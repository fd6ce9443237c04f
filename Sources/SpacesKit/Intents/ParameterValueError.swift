/// Why a parameter value could not be read from text or found again, in words a form shows.
package enum ParameterValueError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not a number (a `Double` parameter).
  case notANumber(String)
  /// The text is not a whole number (an `Int` parameter).
  case notAWholeNumber(String)
  /// The text is not on or off (a `Bool` parameter).
  case notOnOrOff(String)
  /// The text is not an ISO 8601 date (a `Date` parameter).
  case notADate(String)
  /// The text names no case of an enum; `valid` lists the raw values.
  case noCase(type: String, text: String, valid: [String])
  /// No entity of a type has the identifier (it was deleted, or never existed).
  case noEntity(type: String, id: String)
  /// The entity query threw.
  case lookupFailed(type: String, message: String)
  /// The parameter's type can't be read from text yet.
  case unsupportedType(parameter: String, type: String)
  /// Setting the parameter failed (unknown name, wrong type, `nil` for a required one).
  case parameter(IntentParameterError)
  /// The number lies outside the parameter's `inclusiveRange` ("between 1 and 10").
  case outOfRange(String, range: String)

  /// A sentence a configuration form can show, naming the parameter and the problem.
  package var description: String {
    switch self {
    case .notANumber(let text): "'\(text)' is not a number"
    case .notAWholeNumber(let text): "'\(text)' is not a whole number"
    case .notOnOrOff(let text): "'\(text)' is not on or off"
    case .notADate(let text): "'\(text)' is not a date (use 2026-06-08T09:41:00Z)"
    case .noCase(let type, let text, let valid):
      "'\(text)' is not a \(type) (valid: \(valid.joined(separator: ", ")))"
    case .noEntity(let type, let id): "no \(type) with id '\(id)'"
    case .lookupFailed(let type, let message): "can't look up \(type): \(message)"
    case .unsupportedType(let parameter, let type):
      "@Parameter '\(parameter)' of type \(type) can't be set from text yet"
    case .parameter(let error): error.description
    case .outOfRange(let text, let range): "'\(text)' is not \(range)"
    }
  }
}
