import SpacesKit

/// What reading a saved configuration gave.
package enum ConfigurationOutcome: Equatable, Sendable {
  /// The configuration intent, with its entities found again.
  case decoded(IntentBox)
  /// Why it couldn't be read ("no Timer with id 'gym'").
  case failed(String)
}
