import Foundation

/// An intent the system performs by opening a URL, as App Intents declares it.
///
/// Its `urlRepresentation` is filled from its parameters; an `OpenIntent` whose target is a
/// `URLRepresentableEntity` and that declares no template opens the target's URL. Either way
/// the run's app opens on its screen with the URL, and `perform()` isn't called.
public protocol URLRepresentableIntent: AppIntent {
  /// The template of the intent's URL.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableIntent {
  /// The type of the intent's URL template.
  public typealias URLRepresentation = IntentURLRepresentation<Self>
}

extension URLRepresentableIntent where Self: OpenIntent, Self.Value: URLRepresentableEntity {
  /// No template of its own: the target's URL.
  public static var urlRepresentation: URLRepresentation { IntentURLRepresentation(targetURL: ()) }
}

extension URLRepresentableIntent where PerformResult == IntentResultContainer {
  /// Opening the URL is the whole action: the system opens it instead of performing.
  public func perform() async throws -> IntentResultContainer { .result() }
}

extension URLRepresentableIntent where Self: OpenIntent, PerformResult == IntentResultContainer {
  /// Opening the target's URL is the whole action: the system opens it instead of performing.
  public func perform() async throws -> IntentResultContainer { .result() }
}

extension URLRepresentableIntent {
  /// The intent's URL: its template filled, or its target's.
  var representedURL: URL? { Self.urlRepresentation.url(for: self) }
}

/// The template of an intent's URL: text with its parameters interpolated.
public struct IntentURLRepresentation<Intent: AppIntent>: Sendable,
  ExpressibleByStringInterpolation
{
  let template: URLTemplate<Intent>?

  /// Creates a template from a string with no placeholders.
  public init(_ value: String) { template = URLTemplate(value) }

  /// Creates a template from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a template from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) { template = stringInterpolation.template }

  init(targetURL: Void) { template = nil }

  /// The URL for an intent: its template's, else its `OpenIntent` target's.
  func url(for intent: Intent) -> URL? {
    if let template { return template.url(for: intent) }
    guard let opener = intent as? any OpenIntent else { return nil }
    return Self.targetURL(opener)
  }

  private static func targetURL<I: OpenIntent>(_ intent: I) -> URL? {
    (intent.target as? any URLRepresentableEntity)?.representedURL
  }

  /// Builds the template from an interpolated string literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var template = URLTemplate<Intent>()

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { template.appendLiteral(literal) }

    /// Appends a parameter's value (`\(\.$page)`); a parameter without one adds nothing.
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable
    ) {
      template.append { intent in
        let parameter = intent[keyPath: keyPath]
        return parameter.hasValue ? URLTemplate<Intent>.encoded(parameter.wrappedValue) : ""
      }
    }
  }
}
