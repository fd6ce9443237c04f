/// A phrase that runs an App Shortcut (“Start a \(.applicationName)”), as App Intents declares
/// it: literal text, the `\(.applicationName)` token and at most one parameter, `\(\.$session)`.
public struct AppShortcutPhrase<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation {
  /// The phrase's pieces in order.
  let segments: [Segment]

  /// One piece of a phrase.
  enum Segment: Sendable {
    /// Literal text.
    case text(String)
    /// The app's name or a synonym.
    case applicationName
    /// A parameter of the intent, filled with a suggested value's title.
    case parameter(PartialKeyPath<Intent> & Sendable)
  }

  /// A phrase of literal text.
  public init(_ value: String) { segments = [.text(value)] }

  /// Creates a phrase of literal text from a string literal.
  public init(stringLiteral value: String) { self.init(value) }

  /// Creates a phrase from text with the app's name or a parameter interpolated.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// Collects the pieces of an interpolated phrase.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [Segment] = []

    /// Creates an empty interpolation; the capacities are hints.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends a piece of literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.text(literal)) }
    }

    /// Appends a token (`\(.applicationName)`).
    public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
      segments.append(.applicationName)
    }

    /// Appends a parameter of the intent (`\(\.$session)`).
    public mutating func appendInterpolation<Value: Sendable>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable
    ) {
      segments.append(.parameter(keyPath))
    }
  }
}
