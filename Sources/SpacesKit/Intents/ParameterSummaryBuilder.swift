/// A result builder that makes a parameter summary from one summary expression.
///
/// As App Intents declares it: the closures of `When`, `Case` and `DefaultCase` hold one
/// `Summary(…)`, `When(…)` or `Switch(…)`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  /// A block of one summary is that summary.
  public static func buildBlock<Summary: ParameterSummary>(_ summary: Summary) -> Summary {
    summary
  }

  /// A summary expression is that summary.
  public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary {
    expression
  }
}

/// The conditional summaries an intent writes in `parameterSummary`: `When(\.$param, .equalTo,
/// value) { … } otherwise: { … }` and `Switch(\.$param) { Case(value) { … } DefaultCase { … } }`.
extension AppIntent {
  /// A summary that depends on a condition on a parameter (`ParameterSummaryWhenCondition`).
  public typealias When<WhenCondition: ParameterSummary, Otherwise: ParameterSummary> =
    ParameterSummaryWhenCondition<Self, WhenCondition, Otherwise>

  /// A summary chosen by a parameter's value (`ParameterSummarySwitchCondition`).
  public typealias Switch<Value: Sendable & Equatable, CaseCondition: Sendable> =
    ParameterSummarySwitchCondition<Self, Value, CaseCondition>

  /// One case of a `Switch` (`ParameterSummaryCaseCondition`).
  public typealias Case<Value: Sendable & Equatable, Summary: ParameterSummary> =
    ParameterSummaryCaseCondition<Self, Value, Summary>

  /// The default case of a `Switch` (`ParameterSummaryDefaultCaseCondition`).
  public typealias DefaultCase<Value: Sendable & Equatable, Summary: ParameterSummary> =
    ParameterSummaryDefaultCaseCondition<Self, Value, Summary>
}
