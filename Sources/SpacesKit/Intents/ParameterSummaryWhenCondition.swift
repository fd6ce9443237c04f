/// A parameter summary that depends on a condition on one parameter.
///
/// As App Intents declares it:
/// `When(\.$decaf, .equalTo, true) { Summary("Brew decaf") } otherwise: { Summary("Brew") }`.
///
/// The condition is evaluated against the parameter's current value wherever the summary
/// shows (the configuration form, with its edits; the Siri bar).
public struct ParameterSummaryWhenCondition<
  Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
>: ParameterSummary, SentenceParameterSummary {
  /// Whether the condition holds for an intent, given a form's texts by parameter name.
  let condition: @Sendable (any AppIntent, [String: String]) -> Bool
  /// The summary when the condition holds.
  package let whenSummary: WhenCondition
  /// The summary otherwise.
  package let otherwiseSummary: Otherwise

  init(
    condition: @escaping @Sendable (any AppIntent, [String: String]) -> Bool,
    when: () -> WhenCondition, otherwise: () -> Otherwise
  ) {
    self.condition = condition
    self.whenSummary = when()
    self.otherwiseSummary = otherwise()
  }

  /// A summary chosen by a test of one parameter's current value (a form's text overriding
  /// the intent's); an intent of another type matches nothing.
  init<Value: Sendable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable,
    test: @escaping @Sendable (ParameterSummaryOperand, AnyIntentParameter) -> Bool,
    when: () -> WhenCondition, otherwise: () -> Otherwise
  ) {
    self.init(
      condition: { intent, values in
        guard
          let (operand, parameter) = ParameterSummaryOperand.read(
            keyPath, of: intent, values: values)
        else { return false }
        return test(operand, parameter)
      }, when: when, otherwise: otherwise)
  }

  /// Compares a parameter with a value for equality (`.equalTo`, `.notEqualTo`).
  public init<Value: Sendable & Equatable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable,
    _ comparisonOperator: EquatableComparisonOperator, _ value: Value,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath,
      test: { operand, parameter in
        let equal = operand.equals(value, parameter: parameter)
        return comparisonOperator == .equalTo ? equal : !equal
      }, when: when, otherwise: otherwise)
  }

  /// Compares an optional parameter with a value for equality (no value is equal to none).
  public init<Wrapped: Sendable & Equatable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>> & Sendable,
    _ comparisonOperator: EquatableComparisonOperator, _ value: Wrapped,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath, comparisonOperator, Wrapped?.some(value), when, otherwise: otherwise)
  }

  /// Orders a parameter against a value (`.lessThan`, `.greaterThanOrEqualTo`…).
  ///
  /// A parameter without a value matches none of the operators.
  public init<Value: Sendable & Comparable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable,
    _ comparisonOperator: ComparableComparisonOperator, _ value: Value,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath, test: Self.ordering(comparisonOperator, value), when: when, otherwise: otherwise)
  }

  /// Orders an optional parameter against a value; no value matches none of the operators.
  public init<Wrapped: Sendable & Comparable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>> & Sendable,
    _ comparisonOperator: ComparableComparisonOperator, _ value: Wrapped,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath, test: Self.ordering(comparisonOperator, value), when: when, otherwise: otherwise)
  }

  /// Checks whether a parameter has a value (`.hasAnyValue`, `.hasNoValue`).
  public init<Value: Sendable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable,
    _ comparisonOperator: HasValueComparisonOperator,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath,
      test: { operand, _ in
        let hasValue: Bool
        if case .none = operand { hasValue = false } else { hasValue = true }
        return comparisonOperator == .hasAnyValue ? hasValue : !hasValue
      }, when: when, otherwise: otherwise)
  }

  /// Checks a parameter against a list of values (`.oneOf`, `.noneOf`).
  public init<Value: Sendable & Equatable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>> & Sendable,
    _ comparisonOperator: OneOfComparisonOperator, _ values: [Value],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath,
      test: { operand, parameter in
        let found = values.contains { operand.equals($0, parameter: parameter) }
        return comparisonOperator == .oneOf ? found : !found
      }, when: when, otherwise: otherwise)
  }

  /// Checks an optional parameter against a list of values.
  public init<Wrapped: Sendable & Equatable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>> & Sendable,
    _ comparisonOperator: OneOfComparisonOperator, _ values: [Wrapped],
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath, comparisonOperator, values.map { Wrapped?.some($0) }, when, otherwise: otherwise)
  }

  /// Checks a string parameter against a string (`.contains`, `.hasPrefix`…).
  ///
  /// A parameter without a value matches only `.doesNotContain`.
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<String>> & Sendable,
    _ comparisonOperator: StringComparisonOperator, _ value: String,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath, test: Self.matching(comparisonOperator, value), when: when, otherwise: otherwise)
  }

  /// Checks an optional string parameter against a string.
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<String?>> & Sendable,
    _ comparisonOperator: StringComparisonOperator, _ value: String,
    @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    self.init(
      keyPath, test: Self.matching(comparisonOperator, value), when: when, otherwise: otherwise)
  }

  /// The test of an order comparison: a parameter without a value (or with a value of
  /// another type) matches none of the operators.
  private static func ordering<Value: Sendable & Comparable>(
    _ comparisonOperator: ComparableComparisonOperator, _ value: Value
  ) -> @Sendable (ParameterSummaryOperand, AnyIntentParameter) -> Bool {
    { operand, parameter in
      guard let current = operand.typed(Value.self, parameter: parameter) else { return false }
      return compare(current, comparisonOperator, value)
    }
  }

  /// The test of a string comparison: a parameter without a value matches only
  /// `.doesNotContain`.
  private static func matching(
    _ comparisonOperator: StringComparisonOperator, _ value: String
  ) -> @Sendable (ParameterSummaryOperand, AnyIntentParameter) -> Bool {
    { operand, parameter in
      compare(operand.typed(String.self, parameter: parameter), comparisonOperator, value)
    }
  }

  static func compare<Value: Comparable>(
    _ current: Value, _ comparisonOperator: ComparableComparisonOperator, _ value: Value
  ) -> Bool {
    switch comparisonOperator {
    case .greaterThan: current > value
    case .greaterThanOrEqualTo: current >= value
    case .lessThan: current < value
    case .lessThanOrEqualTo: current <= value
    }
  }

  static func compare(
    _ current: String?, _ comparisonOperator: StringComparisonOperator, _ value: String
  ) -> Bool {
    guard let current else { return comparisonOperator == .doesNotContain }
    switch comparisonOperator {
    case .contains: return current.contains(value)
    case .doesNotContain: return !current.contains(value)
    case .hasPrefix: return current.hasPrefix(value)
    case .hasSuffix: return current.hasSuffix(value)
    }
  }

  /// The pieces of the summary chosen for the values, a form's texts overriding the intent's.
  func pieces(for intent: any AppIntent) -> [ParameterSummaryPiece]? {
    pieces(for: intent, values: [:])
  }

  /// The pieces of the summary chosen for the values, a form's texts overriding the intent's.
  func pieces(for intent: any AppIntent, values: [String: String])
    -> [ParameterSummaryPiece]?
  {
    condition(intent, values)
      ? whenSummary._pieces(for: intent, values: values)
      : otherwiseSummary._pieces(for: intent, values: values)
  }

  /// The accepted-but-not-honoured API values the summary uses, one line each.
  var unsupportedAPIs: [String] {
    whenSummary._unsupportedAPIs + otherwiseSummary._unsupportedAPIs
  }
}
