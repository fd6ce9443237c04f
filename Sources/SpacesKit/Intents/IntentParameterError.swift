/// Why the system could not set a parameter.
package enum IntentParameterError: Error, Equatable, CustomStringConvertible {
  /// The intent has no `@Parameter` of that name; `valid` lists the names it has.
  case unknownParameter(name: String, intent: String, valid: [String])
  /// The value is not of the parameter's type.
  case typeMismatch(name: String, expected: String, got: String)
  /// `nil` was given for a required parameter.
  case requiredParameter(name: String)

  /// A sentence naming the parameter and what was wrong with the value set.
  package var description: String {
    switch self {
    case .unknownParameter(let name, let intent, let valid):
      let names = valid.isEmpty ? "it has none" : "valid: \(valid.joined(separator: ", "))"
      return "\(intent) has no @Parameter '\(name)' (\(names))"
    case .typeMismatch(let name, let expected, let got):
      return "@Parameter '\(name)' takes \(expected), not \(got)"
    case .requiredParameter(let name):
      return "@Parameter '\(name)' is required and can't be set to nil"
    }
  }
}
