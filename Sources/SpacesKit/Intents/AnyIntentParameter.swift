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
  package var valueTypeName: String { _typeName(valueType, qualified: false) }

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
