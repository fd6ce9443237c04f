/// A parameter summary chosen by a parameter's value.
///
/// As App Intents declares it:
/// `Switch(\.$sound) { Case(.bell) { Summary(…) } DefaultCase { Summary(…) } }`.
///
/// The first case whose value matches wins, else the default case; without one the summary
/// has no sentence. Evaluated against the parameter's current value wherever it shows.
public struct ParameterSummarySwitchCondition<
  Intent: AppIntent, Value: Sendable & Equatable, CaseCondition: Sendable
>: ParameterSummary, SentenceParameterSummary {
  let read:
    @Sendable (any AppIntent, [String: String]) -> (
      operand: ParameterSummaryOperand, parameter: AnyIntentParameter
    )?
  /// The cases in order.
  let cases: ParameterSummaryTupleCaseCondition<Intent, Value>

  /// Switches on a parameter's value.
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable,
    @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> CaseCondition
  ) where CaseCondition == ParameterSummaryTupleCaseCondition<Intent, Value> {
    self.read = { intent, values in
      ParameterSummaryOperand.read(keyPath, of: intent, values: values)
    }
    self.cases = cases()
  }

  /// The pieces of the summary chosen for the values, a form's texts overriding the intent's.
  func pieces(for intent: any AppIntent) -> [ParameterSummaryPiece]? {
    pieces(for: intent, values: [:])
  }

  /// The pieces of the summary chosen for the values, a form's texts overriding the intent's.
  func pieces(for intent: any AppIntent, values: [String: String])
    -> [ParameterSummaryPiece]?
  {
    guard let (operand, parameter) = read(intent, values) else { return nil }
    let chosen = cases.entries.first { entry in
      guard let candidates = entry.values else { return true }
      return candidates.contains { operand.equals($0, parameter: parameter) }
    }
    return chosen?.summary._pieces(for: intent, values: values)
  }

  /// The accepted-but-not-honoured API values the summary uses, one line each.
  var unsupportedAPIs: [String] { cases.entries.flatMap(\.summary._unsupportedAPIs) }
}

/// The cases of a `Switch`, in order, as its case builder collects them.
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value: Sendable & Equatable>:
  Sendable
{
  /// One case: the values it matches (`nil` for the default case) and its summary.
  struct Entry: Sendable {
    let values: [Value]?
    let summary: any ParameterSummary
  }

  let entries: [Entry]
}

/// One case of a `Switch`: `Case(.bell) { Summary(…) }` or `Case([.bell, .gong]) { … }`.
public struct ParameterSummaryCaseCondition<
  Intent: AppIntent, Value: Sendable & Equatable, Summary: ParameterSummary
>: Sendable {
  let values: [Value]
  let summary: Summary

  /// A case for one value.
  public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    self.values = [value]
    self.summary = parameterSummary()
  }

  /// A case for several values.
  public init(
    _ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary
  ) {
    self.values = value
    self.summary = parameterSummary()
  }
}

/// The default case of a `Switch`: `DefaultCase { Summary(…) }`.
public struct ParameterSummaryDefaultCaseCondition<
  Intent: AppIntent, Value: Sendable & Equatable, Summary: ParameterSummary
>: Sendable {
  let summary: Summary

  /// The default case's summary.
  public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
    self.summary = parameterSummary()
  }
}

/// Builds the cases of a `Switch`: `Case`s in order, then an optional `DefaultCase`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: Sendable & Equatable> {
  /// Collects a `Case` with the values it matches.
  public static func buildExpression<Summary: ParameterSummary>(
    _ expression: ParameterSummaryCaseCondition<Intent, Value, Summary>
  ) -> ParameterSummaryTupleCaseCondition<Intent, Value> {
    ParameterSummaryTupleCaseCondition(
      entries: [.init(values: expression.values, summary: expression.summary)])
  }

  /// The default case.
  public static func buildExpression<Summary: ParameterSummary>(
    _ expression: ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>
  ) -> ParameterSummaryTupleCaseCondition<Intent, Value> {
    ParameterSummaryTupleCaseCondition(entries: [.init(values: nil, summary: expression.summary)])
  }

  /// The cases in order.
  public static func buildBlock(
    _ components: ParameterSummaryTupleCaseCondition<Intent, Value>...
  ) -> ParameterSummaryTupleCaseCondition<Intent, Value> {
    ParameterSummaryTupleCaseCondition(entries: components.flatMap(\.entries))
  }
}
