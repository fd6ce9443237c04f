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
  /// The value and what the declaration says about the parameter (the system finds it in an
  /// intent's bytes by this name: `AppIntent.parameterWrappers(of:)`).
  let storage: ParameterStorage<Value>

  /// The parameter's title, shown when the system asks for it.
  public var title: LocalizedStringResource { storage.declaration.title }
  /// A longer description.
  public var description: LocalizedStringResource? { storage.declaration.description }
  /// The dialog the system uses when it asks for a value.
  public var requestValueDialog: IntentDialog? { storage.declaration.requestValueDialog }
  /// Where the values to choose from come from (`optionsProvider:`), if the parameter has one.
  var optionsProvider: AnyOptionsProvider? { storage.declaration.optionsProvider }
  /// The range a typed number must lie in (`inclusiveRange:`), if any.
  var range: ParameterRange? { storage.declaration.range }
  /// The types a file must be of (`supportedContentTypes:`), for an `IntentFile` parameter.
  var contentTypes: [UTType]? { storage.declaration.contentTypes }

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
    let declaration = ParameterDeclaration(
      title: title, description: description, requestValueDialog: requestValueDialog,
      optionsProvider: options, range: range, contentTypes: contentTypes)
    // An optional parameter without a default starts as `nil`, a value it has. The kind check
    // first: only an optional's type is cast (a first cast scans the conformance records).
    if defaultValue == nil, TypeKind.isOptional(Value.self),
      let optional = Value.self as? any _OptionalParameterValue.Type
    {
      self.storage = ParameterStorage(optional._none as? Value, declaration: declaration)
    } else {
      self.storage = ParameterStorage(defaultValue, declaration: declaration)
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
