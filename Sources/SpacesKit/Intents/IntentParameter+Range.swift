/// `@Parameter(inclusiveRange:)`, `controlStyle:` and `inputConnectionBehavior:` for numbers, as
/// App Intents declares them: a typed value outside the range is refused where it is typed (a
/// form's field, a prompt's answer), saying the range.
extension IntentParameter where Value == Int {
  /// Creates a whole-number parameter, optionally limited to a range.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Int? = nil, controlStyle: IntControlStyle = .stepper,
    inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, options: nil,
      range: ParameterRange(inclusiveRange.map { (Double($0.lowerBound), Double($0.upperBound)) }))
  }
}

extension IntentParameter {
  /// Creates an optional whole-number parameter, optionally limited to a range.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Int? = nil, controlStyle: IntControlStyle = .stepper,
    inclusiveRange: (lowerBound: Int, upperBound: Int)? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) where Value == Int? {
    self.init(
      title: title, description: description, default: defaultValue.map { $0 },
      requestValueDialog: requestValueDialog, options: nil,
      range: ParameterRange(inclusiveRange.map { (Double($0.lowerBound), Double($0.upperBound)) }))
  }

  /// Creates a number parameter, optionally limited to a range.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Double? = nil, controlStyle: DoubleControlStyle = .field,
    inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) where Value == Double {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, options: nil,
      range: ParameterRange(inclusiveRange.map { ($0.lowerBound, $0.upperBound) }))
  }

  /// Creates an optional number parameter, optionally limited to a range.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Double? = nil, controlStyle: DoubleControlStyle = .field,
    inclusiveRange: (lowerBound: Double, upperBound: Double)? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) where Value == Double? {
    self.init(
      title: title, description: description, default: defaultValue.map { $0 },
      requestValueDialog: requestValueDialog, options: nil,
      range: ParameterRange(inclusiveRange.map { ($0.lowerBound, $0.upperBound) }))
  }

  /// How Shortcuts edits a whole-number parameter.
  ///
  /// The dashboard types it in a field whatever the style.
  public enum IntControlStyle: Sendable {
    /// A text field.
    case field
    /// A stepper (the default).
    case stepper
    /// A slider.
    case slider
  }

  /// How Shortcuts edits a number parameter.
  ///
  /// The dashboard types it in a field whatever the style.
  public enum DoubleControlStyle: Sendable {
    /// A text field (the default).
    case field
    /// A slider.
    case slider
  }
}

/// Whether a parameter takes the previous action's result in a shortcut.
///
/// As App Intents declares it; the dashboard runs no multi-action shortcuts, so it changes
/// nothing.
public struct InputConnectionBehavior: Sendable, Equatable {
  private let name: String

  /// The system decides.
  public static let `default` = InputConnectionBehavior(name: "default")
  /// Connect to the previous action's result.
  public static let connectToPreviousIntentResult = InputConnectionBehavior(
    name: "connectToPreviousIntentResult")
  /// Never connect.
  public static let never = InputConnectionBehavior(name: "never")
}

/// A parameter's inclusive range, kept as doubles; a NaN bound means no range, and bounds given
/// the wrong way round are put in order.
package struct ParameterRange: Sendable, Equatable {
  /// The smallest value allowed.
  package let lower: Double
  /// The largest value allowed.
  package let upper: Double

  init?(_ bounds: (Double, Double)?) {
    guard let (a, b) = bounds, !a.isNaN, !b.isNaN else { return nil }
    lower = min(a, b)
    upper = max(a, b)
  }

  /// Whether a parsed value lies in the range (values that aren't numbers always do).
  func contains(_ value: any Sendable) -> Bool {
    let number: Double? =
      switch value {
      case let int as Int: Double(int)
      case let double as Double: double
      default: nil
      }
    guard let number else { return true }
    return number >= lower && number <= upper
  }

  /// The range as a sentence's end ("between 1 and 10").
  var text: String {
    func show(_ value: Double) -> String {
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
    return "between \(show(lower)) and \(show(upper))"
  }
}
