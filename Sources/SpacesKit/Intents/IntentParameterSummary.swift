/// A parameter summary of a sentence with the intent's parameters in it, as App Intents
/// declares it; intents write it `Summary("Start \(\.$session)")` (`AppIntent.Summary`).
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary, SentenceParameterSummary
{
  /// The sentence; `nil` for the default summary.
  let string: ParameterSummaryString<Intent>?
  /// How many parameters are listed beyond the sentence (the Shortcuts editor's “Show More”).
  /// The terminal has no such section; they are counted, not shown.
  package let additionalParameterCount: Int
  /// The strings table named with `table:`, which the terminal doesn't read yet.
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

  /// A summary of a sentence (`"Start \(\.$session)"`). `table` names a strings table; the
  /// terminal shows the sentence as written (and reports the table as not supported yet).
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
    return string.pieces(in: intent)
  }

  /// The accepted-but-not-honoured API values the summary uses, one line each.
  var unsupportedAPIs: [String] {
    guard let table else { return [] }
    return [
      "Summary(_:table: \"\(table)\") (strings tables aren't read yet: the sentence shows as "
        + "written)"
    ]
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
