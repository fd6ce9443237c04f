/// How an intent's parameters read as a sentence (“Start \(\.$session)”), as App Intents
/// declares it: the type of `AppIntent.parameterSummary`.
///
/// The Shortcuts editor shows it on iOS; here the configuration form's title line and the Siri
/// bar show it, with the parameters' current values filled in.
public protocol ParameterSummary: Sendable {}

/// A parameter summary SpacesKit declares: its sentence as the system reads it.
///
/// `Summary`, `When` and `Switch` make one.
protocol SentenceParameterSummary: ParameterSummary {
  /// The summary's pieces for an intent of its type, parameters named by property; `nil` when
  /// the summary has no sentence (the default summary) or the intent is of another type.
  func pieces(for intent: any AppIntent) -> [ParameterSummaryPiece]?

  /// The summary's pieces with some parameters' values given as a configuration form's texts.
  ///
  /// `values` are the form's edits by property name; conditional summaries (`When`, `Switch`)
  /// are evaluated against them, the intent's values standing in for the others.
  func pieces(for intent: any AppIntent, values: [String: String]) -> [ParameterSummaryPiece]?

  /// The Apple API values the summary uses that are accepted but not honoured yet.
  ///
  /// One line each (a strings `table:`), which the engine logs as not supported yet.
  var unsupportedAPIs: [String] { get }
}

extension SentenceParameterSummary {
  /// The pieces of the summary chosen for the values, a form's texts overriding the intent's.
  func pieces(for intent: any AppIntent, values: [String: String]) -> [ParameterSummaryPiece]? {
    pieces(for: intent)
  }

  /// The accepted-but-not-honoured API values the summary uses, one line each.
  var unsupportedAPIs: [String] { [] }
}

extension ParameterSummary {
  /// The summary's pieces for an intent, parameters named by property.
  ///
  /// `nil` when it has no sentence, or is of a type SpacesKit doesn't declare.
  package func _pieces(for intent: any AppIntent) -> [ParameterSummaryPiece]? {
    (self as? any SentenceParameterSummary)?.pieces(for: intent)
  }

  /// The summary's pieces with some parameters' values given as a configuration form's texts.
  package func _pieces(for intent: any AppIntent, values: [String: String])
    -> [ParameterSummaryPiece]?
  {
    (self as? any SentenceParameterSummary)?.pieces(for: intent, values: values)
  }

  /// The accepted-but-not-honoured API values the summary uses, one line each.
  package var _unsupportedAPIs: [String] {
    (self as? any SentenceParameterSummary)?.unsupportedAPIs ?? []
  }
}

/// One piece of a parameter summary's sentence as the system reads it.
package enum ParameterSummaryPiece: Sendable, Hashable {
  /// Literal text.
  case text(String)
  /// A parameter by its property name (`session` for `\(\.$session)`), or `nil` when the key
  /// path names no `@Parameter` of the intent.
  case parameter(String?)
}
