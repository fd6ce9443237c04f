/// How an intent's parameters read as a sentence (“Start \(\.$session)”), as App Intents
/// declares it: the type of `AppIntent.parameterSummary`.
///
/// The Shortcuts editor shows it on iOS; here the configuration form's title line and the Siri
/// bar show it, with the parameters' current values filled in.
public protocol ParameterSummary: Sendable {
  /// The summary's pieces for an intent of its type, parameters named by property; `nil` when
  /// the summary has no sentence (the default summary) or the intent is of another type.
  func _pieces(for intent: any AppIntent) -> [ParameterSummaryPiece]?
}

/// One piece of a parameter summary's sentence as the system reads it.
public enum ParameterSummaryPiece: Sendable, Hashable {
  /// Literal text.
  case text(String)
  /// A parameter by its property name (`session` for `\(\.$session)`), or `nil` when the key
  /// path names no `@Parameter` of the intent.
  case parameter(String?)
}
