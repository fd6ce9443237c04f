/// Where an `IntentParameter` keeps its value and its declaration, seen without knowing the
/// value's type: how the system lists, copies and writes an intent's parameters.
///
/// A class, so that the system reaches a parameter's typed code through the vtable: it finds an
/// intent's storage objects at the offsets its field records give (`parameterWrappers(of:)`),
/// where a cast of each stored property to a protocol would scan the program's conformance
/// records for every new type. Copies of a wrapper share the object (its identity is how an
/// App Shortcut phrase's `\.$param` key path is matched to the parameter's name).
class AnyParameterStorage: @unchecked Sendable {
  /// What the declaration says besides the value.
  let declaration: ParameterDeclaration

  init(declaration: ParameterDeclaration) { self.declaration = declaration }

  /// A snapshot of the parameter under its property name.
  func erased(name: String) -> AnyIntentParameter {
    fatalError("AnyParameterStorage is abstract: ParameterStorage overrides it")
  }

  /// Writes a value in place. Only for intents the system made for the purpose.
  func write(_ value: (any Sendable)?, name: String) throws(IntentParameterError) {
    fatalError("AnyParameterStorage is abstract: ParameterStorage overrides it")
  }

  /// Takes another storage's value in place (the same intent type's parameter).
  func adoptValue(of other: AnyParameterStorage) {
    fatalError("AnyParameterStorage is abstract: ParameterStorage overrides it")
  }
}

/// Where an `IntentParameter` keeps its value; `nil` means "no value".
///
/// Mutable shared state, hence `@unchecked Sendable`, as Apple's class wrapper is: app code
/// writes it through the wrapper's setter, and the system only into the storage of an intent it
/// has just created and not yet shared (see `IntentParameter`).
final class ParameterStorage<Value: Sendable>: AnyParameterStorage, @unchecked Sendable {
  var value: Value?

  init(_ value: Value?, declaration: ParameterDeclaration) {
    self.value = value
    super.init(declaration: declaration)
  }

  /// The value type as an optional parameter's, when it is one (only an optional's type is
  /// cast: a first cast scans the conformance records).
  private var optionalType: (any _OptionalParameterValue.Type)? {
    TypeKind.isOptional(Value.self) ? Value.self as? any _OptionalParameterValue.Type : nil
  }

  override func erased(name: String) -> AnyIntentParameter {
    let optional = optionalType
    var value: (any Sendable)? = self.value
    if optional != nil, let stored = self.value,
      let wrapped = stored as? any _OptionalParameterValue,
      wrapped._isNone
    {
      value = nil
    }
    var erased = AnyIntentParameter(
      name: name, title: declaration.title, description: declaration.description,
      requestValueDialog: declaration.requestValueDialog,
      valueType: optional?._wrappedType ?? Value.self, isOptional: optional != nil,
      hasValue: self.value != nil, value: value, optionsProvider: declaration.optionsProvider)
    erased.range = declaration.range
    erased.supportedContentTypes = declaration.contentTypes
    return erased
  }

  override func write(_ value: (any Sendable)?, name: String) throws(IntentParameterError) {
    // `nil` passed inside an existential counts as `nil`.
    var value = value
    if let given = value, TypeKind.isOptional(type(of: given)),
      let optional = given as? any _OptionalParameterValue, optional._isNone
    {
      value = nil
    }
    guard let value else {
      guard let optional = optionalType else { throw .requiredParameter(name: name) }
      self.value = optional._none as? Value
      return
    }
    guard let typed = value as? Value else {
      throw .typeMismatch(
        name: name, expected: String(describing: optionalType?._wrappedType ?? Value.self),
        got: _typeName(type(of: value), qualified: false))
    }
    self.value = typed
  }

  override func adoptValue(of other: AnyParameterStorage) {
    guard let other = other as? ParameterStorage<Value> else { return }
    value = other.value
  }
}

/// What a `@Parameter` declaration says besides its value: its title, description, dialog,
/// options provider, range and file types.
struct ParameterDeclaration: Sendable {
  /// The parameter's title.
  let title: LocalizedStringResource
  /// A longer description.
  let description: LocalizedStringResource?
  /// The dialog the system uses when it asks for a value.
  let requestValueDialog: IntentDialog?
  /// Where the values to choose from come from, if anywhere.
  let optionsProvider: AnyOptionsProvider?
  /// The range a typed number must lie in, if any.
  let range: ParameterRange?
  /// The types a file must be of, for an `IntentFile` parameter.
  let contentTypes: [UTType]?
}

extension IntentParameter {
  /// A snapshot of the parameter under its property name.
  func erased(name: String) -> AnyIntentParameter { storage.erased(name: name) }

  /// The storage object's identity: copies of one wrapper share it (how an App Shortcut phrase's
  /// `\.$param` key path is matched to the parameter's name).
  var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
}
