import Foundation

/// A type that gives its own text when it fills a URL template, as App Intents declares it.
///
/// `IntentURLRepresentation`, `EntityURLRepresentation` and `EnumURLRepresentation` use a
/// value's `urlRepresentationParameter` in place of its description; `nil` fails the run with
/// a message naming the type.
public protocol CustomURLRepresentationParameterConvertible {
  /// The value's text in a URL (only characters a URL allows).
  var urlRepresentationParameter: String? { get async }
}
