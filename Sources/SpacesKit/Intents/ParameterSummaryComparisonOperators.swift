/// How `When` compares an equatable parameter with a value.
public enum EquatableComparisonOperator: Sendable, Hashable {
  /// The parameter's value equals the value.
  case equalTo
  /// The parameter's value differs from the value (or there is none).
  case notEqualTo
}

/// How `When` compares a comparable parameter (a number, a date) with a value.
public enum ComparableComparisonOperator: Sendable, Hashable {
  /// The parameter is greater than the value.
  case greaterThan
  /// The parameter is greater than or equal to the value.
  case greaterThanOrEqualTo
  /// The parameter is less than the value.
  case lessThan
  /// The parameter is less than or equal to the value.
  case lessThanOrEqualTo
}

/// Whether `When` asks for a parameter to have a value or none.
public enum HasValueComparisonOperator: Sendable, Hashable {
  /// The parameter has a value.
  case hasAnyValue
  /// The parameter has no value (or holds `nil`).
  case hasNoValue
}

/// How `When` compares a parameter with a list of values.
public enum OneOfComparisonOperator: Sendable, Hashable {
  /// The parameter's value is one of the values.
  case oneOf
  /// The parameter's value is none of the values.
  case noneOf
}

/// How `When` compares a string parameter with a string.
public enum StringComparisonOperator: Sendable, Hashable {
  /// The parameter contains the string.
  case contains
  /// The parameter doesn't contain the string.
  case doesNotContain
  /// The parameter starts with the string.
  case hasPrefix
  /// The parameter ends with the string.
  case hasSuffix
}
