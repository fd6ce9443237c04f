/// Why the system could not load a configurable control's value.
package enum ControlConfigurationError: Error, Equatable, CustomStringConvertible {
  /// Required parameters of the configuration intent have no value yet.
  case notConfigured(missing: [String])
  /// The configuration is of another intent type than the control's.
  case wrongIntent(expected: String, got: String)

  /// A sentence the inspector shows for a control that can't be configured.
  package var description: String {
    switch self {
    case .notConfigured(let missing):
      "not configured (no value for \(missing.map { "'\($0)'" }.joined(separator: ", ")))"
    case .wrongIntent(let expected, let got):
      "the configuration is a \(got), not a \(expected)"
    }
  }
}
