/// The sentence of a parameter summary, literal text with parameters interpolated
/// (`"Start \(\.$session)"`), as App Intents declares it.
public struct ParameterSummaryString<Intent: AppIntent>: Sendable, ExpressibleByStringInterpolation
{
  /// The sentence's pieces in order.
  let segments: [Segment]

  /// One piece of the sentence.
  enum Segment: Sendable {
    /// Literal text.
    case text(String)
    /// A parameter of the intent.
    case parameter(PartialKeyPath<Intent> & Sendable)
  }

  /// Creates a sentence of literal text with no parameters.
  public init(stringLiteral value: String) { segments = value.isEmpty ? [] : [.text(value)] }

  /// Creates a sentence from text with parameters interpolated: `"Start \(\.$session)"`.
  public init(stringInterpolation: StringInterpolation) { segments = stringInterpolation.segments }

  /// Collects the pieces of an interpolated summary.
  public struct StringInterpolation: StringInterpolationProtocol, Sendable {
    var segments: [Segment] = []

    /// Creates an empty interpolation; the capacities are hints.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends a piece of literal text.
    public mutating func appendLiteral(_ literal: String) {
      if !literal.isEmpty { segments.append(.text(literal)) }
    }

    /// Appends a parameter of the intent (`\(\.$session)`).
    public mutating func appendInterpolation<Value: Sendable>(
      _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable
    ) {
      segments.append(.parameter(keyPath))
    }
  }

  /// The pieces with each parameter named by its property in `intent`.
  func pieces(in intent: Intent) -> [ParameterSummaryPiece] {
    segments.map { segment in
      switch segment {
      case .text(let text): .text(text)
      case .parameter(let keyPath):
        .parameter(AppShortcutPhraseTemplate.parameterName(keyPath, in: intent))
      }
    }
  }
}
