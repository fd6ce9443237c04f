/// A parameter of an app intent: the wrapper behind `@Parameter`.
///
/// Only `@Parameter` properties are carried into the process that performs the intent.
///
/// The value lives in a small final class (`ParameterStorage`) so that the system can list and
/// write an intent's parameters without knowing its type (see `AnyIntentParameter`): `Mirror`
/// hands out copies of the wrapper, and a copy of the wrapper shares the storage object, so a
/// write through it reaches the intent.
///
/// As on iOS, where `IntentParameter` is a class, the setter is `nonmutating`: an intent held
/// in a `let` takes a value (`let intent = SelectTeamIntent(); intent.team = .owls`), and
/// copies of one intent share their parameters, as copies of an iOS intent share their wrapper
/// objects. What the system keeps is never shared: it stores `AppIntent._storedCopy()`, a fresh
/// intent with fresh storage (`IntentBox`), and writes only into intents it has just made
/// (`AppIntent._settingParameter(_:to:)`).
@propertyWrapper
public struct IntentParameter<Value: Sendable>: Sendable {
  /// The parameter's title, shown when the system asks for it.
  public let title: LocalizedStringResource
  /// A longer description.
  public let description: LocalizedStringResource?
  /// The dialog the system uses when it asks for a value.
  public let requestValueDialog: IntentDialog?
  /// Where the values to choose from come from (`optionsProvider:`), if the parameter has one.
  let optionsProvider: AnyOptionsProvider?
  /// The range a typed number must lie in (`inclusiveRange:`), if any.
  let range: ParameterRange?
  /// The types a file must be of (`supportedContentTypes:`), for an `IntentFile` parameter.
  let contentTypes: [UTType]?
  var storage: ParameterStorage<Value>

  /// Creates a parameter with a title and, optionally, a default value.
  public init(
    title: LocalizedStringResource, description: LocalizedStringResource? = nil,
    default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: defaultValue,
      requestValueDialog: requestValueDialog, options: nil)
  }

  /// The designated initializer: every public one ends here.
  init(
    title: LocalizedStringResource, description: LocalizedStringResource?,
    default defaultValue: Value?,
    requestValueDialog: IntentDialog?, options: AnyOptionsProvider?,
    range: ParameterRange? = nil, contentTypes: [UTType]? = nil
  ) {
    self.title = title
    self.description = description
    self.requestValueDialog = requestValueDialog
    self.optionsProvider = options
    self.range = range
    self.contentTypes = contentTypes
    // An optional parameter without a default starts as `nil`, a value it has.
    if defaultValue == nil, let optional = Value.self as? any _OptionalParameterValue.Type {
      self.storage = ParameterStorage(optional._none as? Value)
    } else {
      self.storage = ParameterStorage(defaultValue)
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
  package var hasValue: Bool { storage.value != nil }

  /// The parameter's value. Reading a required parameter that was never set is a programming
  /// error, as on iOS, where the system asks for it before `perform()` runs.
  public var wrappedValue: Value {
    get {
      guard let value = storage.value else {
        fatalError("@Parameter '\(title.resolvedText)' was read before it had a value")
      }
      return value
    }
    nonmutating set { storage.value = newValue }
  }

  /// The parameter itself (`$value`).
  public var projectedValue: IntentParameter<Value> { self }
}

/// Where an `IntentParameter` keeps its value; `nil` means "no value".
///
/// Mutable shared state, hence `@unchecked Sendable`, as Apple's class wrapper is: app code
/// writes it through the wrapper's setter, and the system only into the storage of an intent it
/// has just created and not yet shared (see `IntentParameter`).
final class ParameterStorage<Value: Sendable>: @unchecked Sendable {
  var value: Value?

  init(_ value: Value?) { self.value = value }
}

/// Lets an optional parameter start as `nil`, and lets the type-erased view see through it.
protocol _OptionalParameterValue {
  static var _none: Self { get }
  /// The type the optional wraps (`String` for `String?`).
  static var _wrappedType: Any.Type { get }
  /// Whether this is `nil`.
  var _isNone: Bool { get }
}

extension Optional: _OptionalParameterValue {
  static var _none: Self { .none }
  static var _wrappedType: Any.Type { Wrapped.self }
  var _isNone: Bool { self == nil }
}
