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
  /// The path names no file that can be read (an `IntentFile` parameter).
  case noFile(String, reason: String)
  /// The file is not of a type the parameter's `supportedContentTypes` take.
  case unsupportedFileType(String, type: String, allowed: [String])

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
    case .noFile(let text, let reason): text.isEmpty ? reason : "can't use '\(text)': \(reason)"
    case .unsupportedFileType(let name, let type, let allowed):
      "'\(name)' is \(type.articled), not \(allowed.map(\.articled).joined(separator: " or "))"
    }
  }
}

extension String {
  /// A type's description as a sentence names one: "a PNG image", "an MP3 file", but "plain
  /// text" and "MP3 audio" as they are (mass nouns take no article).
  fileprivate var articled: String {
    let massNouns: Set = ["text", "audio", "video", "content", "data", "code", "source"]
    guard let first = first?.lowercased(),
      let last = split(separator: " ").last?.lowercased(), !massNouns.contains(last)
    else { return self }
    // Initialisms read letter by letter: "an MP3 file", "an HTML page", "a PNG image".
    let spelled = prefix(while: { $0.isUppercase || $0.isNumber })
    if spelled.count > 1, let letter = spelled.first {
      return ("AEFHILMNORSX".contains(letter) ? "an " : "a ") + self
    }
    return ("aeiou".contains(first) ? "an " : "a ") + self
  }
}
