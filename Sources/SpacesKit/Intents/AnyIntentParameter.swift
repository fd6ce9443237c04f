/// One `@Parameter` of an intent, seen without knowing the intent's or the value's type.
///
/// What configuration forms, prompts, phrase matching and parameter summaries read: the list of
/// an intent comes from `AppIntent._parameters` (or `IntentBox.parameters`), in declaration
/// order. It is a snapshot: to change a value, ask the intent for a copy with the new value
/// (`AppIntent._settingParameter(_:to:)`, `IntentBox.settingParameter(_:to:)`).
package struct AnyIntentParameter: Sendable, CustomDebugStringConvertible {
  /// The property's name in the intent (`value` for `@Parameter(…) var value: Bool`).
  package let name: String
  /// The parameter's title.
  package let title: LocalizedStringResource
  /// The parameter's longer description.
  package let description: LocalizedStringResource?
  /// The dialog the system uses when it asks for a value.
  package let requestValueDialog: IntentDialog?
  /// The type of the value, an optional's wrapped type for an optional parameter (`String` for
  /// `String?`), as App Intents resolves it.
  package let valueType: any Any.Type
  /// Whether the parameter is declared optional (`nil` is a value it may have).
  package let isOptional: Bool
  /// Whether the parameter has a value: `false` only for a required parameter never set, which
  /// the system must ask for before `perform()`. An optional parameter always has one.
  package let hasValue: Bool
  /// The current value, `nil` when there is none or an optional parameter holds `nil`. For an
  /// optional parameter it is the optional itself (`Optional("Violin")`): casts such as
  /// `value as? String` see through it.
  package let value: (any Sendable)?
  /// The parameter's options provider (`optionsProvider:`), if it has one.
  let optionsProvider: AnyOptionsProvider?
  /// The range a typed number must lie in (`inclusiveRange:`), if any.
  package var range: ParameterRange? = nil
  /// The types a file must be of (`supportedContentTypes:`), for an `IntentFile` parameter.
  package var supportedContentTypes: [UTType]? = nil

  /// The value type's name (`String`, `Int`…).
  package var valueTypeName: String { String(describing: valueType) }

  /// The parameter as `name: Type = value` (`name: String? = "Violin"`, `value: Bool = no value`).
  package var debugDescription: String {
    var shown = hasValue ? "nil" : "no value"
    if let value {
      // Show an optional's wrapped value, not `Optional(…)`.
      let mirror = Mirror(reflecting: value)
      var unwrapped: Any = value
      if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value {
        unwrapped = wrapped
      }
      shown = String(reflecting: unwrapped)
    }
    return "\(name): \(valueTypeName)\(isOptional ? "?" : "") = \(shown)"
  }
}

/// The system's view of an `IntentParameter` whose value type it doesn't know.
protocol ErasedIntentParameter {
  /// A snapshot of the parameter under its property name.
  func erased(name: String) -> AnyIntentParameter
  /// Writes a value into the storage in place. Only for intents the system made for the purpose.
  func write(_ value: (any Sendable)?, name: String) throws(IntentParameterError)
  /// Takes another wrapper's value into the storage in place (the same intent type's parameter).
  func adoptValue(of other: any ErasedIntentParameter)
  /// The storage object's identity: copies of one wrapper share it (how an App Shortcut phrase's
  /// `\.$param` key path is matched to the parameter's name).
  var storageIdentity: ObjectIdentifier { get }
}

extension IntentParameter: ErasedIntentParameter {
  func erased(name: String) -> AnyIntentParameter {
    let optional = Value.self as? any _OptionalParameterValue.Type
    var value: (any Sendable)? = storage.value
    if let stored = storage.value, let wrapped = stored as? any _OptionalParameterValue,
      wrapped._isNone
    {
      value = nil
    }
    var erased = AnyIntentParameter(
      name: name, title: title, description: description,
      requestValueDialog: requestValueDialog, valueType: optional?._wrappedType ?? Value.self,
      isOptional: optional != nil, hasValue: storage.value != nil, value: value,
      optionsProvider: optionsProvider)
    erased.range = range
    erased.supportedContentTypes = contentTypes
    return erased
  }

  func write(_ value: (any Sendable)?, name: String) throws(IntentParameterError) {
    // `nil` passed inside an existential counts as `nil`.
    var value = value
    if let optional = value as? any _OptionalParameterValue, optional._isNone { value = nil }
    guard let value else {
      guard let optional = Value.self as? any _OptionalParameterValue.Type else {
        throw .requiredParameter(name: name)
      }
      storage.value = optional._none as? Value
      return
    }
    guard let typed = value as? Value else {
      let optional = Value.self as? any _OptionalParameterValue.Type
      throw .typeMismatch(
        name: name, expected: String(describing: optional?._wrappedType ?? Value.self),
        got: String(describing: type(of: value)))
    }
    storage.value = typed
  }

  var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

  func adoptValue(of other: any ErasedIntentParameter) {
    guard let other = other as? IntentParameter<Value> else { return }
    storage.value = other.storage.value
  }
}
