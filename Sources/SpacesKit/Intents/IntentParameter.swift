/// A parameter of an app intent: the wrapper behind `@Parameter`.
///
/// Only `@Parameter` properties are carried into the process that performs the intent.
@propertyWrapper
public struct IntentParameter<Value: Sendable>: Sendable {
  /// The parameter's title, shown when the system asks for it.
  public let title: LocalizedStringResource
  /// A longer description.
  public let description: LocalizedStringResource?
  /// The dialog the system uses when it asks for a value.
  public let requestValueDialog: IntentDialog?
  var storage: Value?

  /// Creates a parameter with a title and, optionally, a default value.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil
  ) {
    self.title = title
    self.description = description
    self.requestValueDialog = requestValueDialog
    // An optional parameter without a default starts as `nil`, a value it has.
    if defaultValue == nil, let optional = Value.self as? any _OptionalParameterValue.Type {
      self.storage = optional._none as? Value
    } else {
      self.storage = defaultValue
    }
  }

  /// Creates a parameter with an initial value (`@Parameter(title: "…") var x = 3`).
  public init(
    wrappedValue: Value, title: LocalizedStringResource,
    description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil
  ) {
    self.init(
      title: title, description: description, default: wrappedValue,
      requestValueDialog: requestValueDialog)
  }

  /// Whether the parameter has a value (set by the system, a default, or code).
  public var hasValue: Bool { storage != nil }

  /// The parameter's value. Reading a required parameter that was never set is a programming
  /// error, as on iOS, where the system asks for it before `perform()` runs.
  public var wrappedValue: Value {
    get {
      guard let storage else {
        fatalError("@Parameter '\(title.resolvedText)' was read before it had a value")
      }
      return storage
    }
    set { storage = newValue }
  }

  /// The parameter itself (`$value`).
  public var projectedValue: IntentParameter<Value> { self }
}

/// Lets an optional parameter start as `nil`.
protocol _OptionalParameterValue {
  static var _none: Self { get }
}

extension Optional: _OptionalParameterValue {
  static var _none: Self { .none }
}
