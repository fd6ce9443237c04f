/// A configuration as the layout file saves it (parameter name → saved text) and as the system
/// restores it.
extension ControlConfigurationSupport {
  /// The saved form of a configuration.
  ///
  /// Its parameters' values as text (entities by identifier).
  package func encode(_ configuration: IntentBox) -> [String: String] {
    configuration.encodedParameters
  }

  /// The configuration saved values stand for.
  ///
  /// The intent's defaults, required parameters still without a value filled from their options
  /// provider's (or entity query's) `defaultResult()`, then the saved values — entities looked up
  /// again through their queries. Throws with a message when a value can't be read or its entity no
  /// longer exists ("no Timer with id 'gym'").
  package func decode(_ values: [String: String]?) async throws(ParameterValueError) -> IntentBox {
    let defaults = await makeDefault().fillingDefaultResults()
    return try await defaults.decodingParameters(values ?? [:])
  }
}
