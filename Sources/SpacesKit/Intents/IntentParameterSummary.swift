/// A parameter summary of a sentence with the intent's parameters in it, as App Intents
/// declares it; intents write it `Summary("Start \(\.$session)")` (`AppIntent.Summary`).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, SentenceParameterSummary
{
  /// The sentence; `nil` for the default summary.
  let string: ParameterSummaryString<Intent>?
  /// How many parameters are listed beyond the sentence (the Shortcuts editor's “Show More”).
  /// The terminal has no such section; they are counted, not shown.
  package let additionalParameterCount: Int
  /// The strings table the sentence is translated from (`table:`; "Localizable" when `nil`).
  let table: String?

  /// The default summary: no sentence.
  public init() {
    string = nil
    additionalParameterCount = 0
    table = nil
  }

  /// A summary listing parameters without a sentence.
  public init(@ParameterKeyPathsBuilder _ parameterKeyPaths: () -> [PartialKeyPath<Intent>]) {
    string = nil
    additionalParameterCount = parameterKeyPaths().count
    table = nil
  }

  /// A summary of a sentence (`"Start \(\.$session)"`), translated from the strings table
  /// `table` (else `Localizable`), whose key is the sentence with `${session}` placeholders.
  public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
    self.string = string
    additionalParameterCount = 0
    self.table = table
  }

  /// A summary of a sentence and more parameters listed under it.
  public init(
    _ string: ParameterSummaryString<Intent>, table: String? = nil,
    @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
  ) {
    self.string = string
    additionalParameterCount = additionalParameterKeyPaths().count
    self.table = table
  }

  /// The sentence's pieces with this intent's values, or `nil` for a summary without a sentence.
  func pieces(for intent: any AppIntent) -> [ParameterSummaryPiece]? {
    guard let string, let intent = intent as? Intent else { return nil }
    return Self.localized(string.pieces(in: intent), table: table ?? "Localizable")
  }

  /// The pieces of the sentence's translation in the current host's language, found by the
  /// sentence with `${name}` placeholders (“Start ${session}”); the pieces as written without
  /// one. A placeholder naming no parameter of the sentence is an unknown parameter (“?”).
  static func localized(_ pieces: [ParameterSummaryPiece], table: String)
    -> [ParameterSummaryPiece]
  {
    var names: Set<String> = []
    var written: [PlaceholderString.Piece] = []
    for piece in pieces {
      switch piece {
      case .text(let text): written.append(.text(text))
      case .parameter(let name?):
        names.insert(name)
        written.append(.placeholder(name))
      case .parameter(nil): return pieces
      }
    }
    guard
      let translation = SystemHost.current.strings.translation(
        of: PlaceholderString.sentence(written), table: table)
    else { return pieces }
    return PlaceholderString.pieces(of: translation).map { piece in
      switch piece {
      case .text(let text): .text(text)
      case .placeholder(let name): .parameter(names.contains(name) ? name : nil)
      }
    }
  }

  /// Builds the list of parameter key paths (`{ \.$duration; \.$sound }`).
  @resultBuilder
  public enum ParameterKeyPathsBuilder {
    /// Wraps one parameter key path (`\.$duration`) in a list.
    public static func buildExpression(_ keyPath: PartialKeyPath<Intent>)
      -> [PartialKeyPath<Intent>]
    {
      [keyPath]
    }

    /// Joins the key paths of the closure's statements, in order.
    public static func buildBlock(_ components: [PartialKeyPath<Intent>]...)
      -> [PartialKeyPath<Intent>]
    {
      components.flatMap { $0 }
    }
  }
}
