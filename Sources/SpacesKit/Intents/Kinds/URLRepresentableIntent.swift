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

extension URLRepresentableIntent where Self: OpenIntent, Self.Value: URLRepresentableEnum {
  /// No template of its own: the target case's URL.
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
  /// The intent's URL: its template filled, or its target's (filled where the intent runs:
  /// a custom-convertible parameter gives its text asynchronously).
  func representedURL() async throws -> URL? { try await Self.urlRepresentation.url(for: self) }
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

  /// The URL for an intent: its template's, else its `OpenIntent` target's (an entity's or an
  /// enum case's).
  func url(for intent: Intent) async throws -> URL? {
    if let template { return try await template.url(for: intent) }
    guard let opener = intent as? any OpenIntent else { return nil }
    return try await Self.targetURL(opener)
  }

  private static func targetURL<I: OpenIntent>(_ intent: I) async throws -> URL? {
    if let entity = intent.target as? any URLRepresentableEntity {
      return try await entity.representedURL()
    }
    if let value = intent.target as? any URLRepresentableEnum {
      return try value.representedURL()
    }
    return nil
  }

  /// Builds the template from an interpolated string literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    var template = URLTemplate<Intent>()

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) { template.appendLiteral(literal) }

    /// Appends a parameter's value (`\(\.$page)`).
    ///
    /// A parameter without a value adds nothing; one that isn't among the intent's
    /// `@Parameter`s is an error naming it.
    public mutating func appendInterpolation<Value>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable
    ) {
      template.append { intent in
        let parameter = intent[keyPath: keyPath]
        guard intent._declaresParameter(storage: parameter.storageIdentity) else {
          throw AppIntentError(
            text: "\(Intent.self)'s URL template names \(keyPath), which isn't one of its "
              + "@Parameters")
        }
        return parameter.hasValue
          ? try await URLTemplate<Intent>.encoded(parameter.wrappedValue) : ""
      }
    }
  }
}
