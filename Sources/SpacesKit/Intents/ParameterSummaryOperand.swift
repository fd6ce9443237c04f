/// A parameter's value as a summary condition reads it: the intent's value, or the text a
/// configuration form shows for it while it is being edited.
enum ParameterSummaryOperand {
  /// The parameter has no value (or holds `nil`, or the form's text is empty).
  case none
  /// The parameter's value, an optional's unwrapped.
  case value(Any)
  /// The form's text for the parameter.
  case text(String)

  /// Reads a parameter of an intent; `values` are a form's texts by property name.
  static func read<Intent: AppIntent, Value: Sendable>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>, of intent: any AppIntent,
    values: [String: String]
  ) -> (operand: ParameterSummaryOperand, parameter: AnyIntentParameter)? {
    guard let intent = intent as? Intent else { return nil }
    let name = AppShortcutPhraseTemplate.parameterName(keyPath, in: intent) ?? ""
    let parameter = intent[keyPath: keyPath].erased(name: name)
    if let text = values[name] {
      return (text.isEmpty ? .none : .text(text), parameter)
    }
    return (parameter.unwrappedValue.map { .value($0) } ?? .none, parameter)
  }

  /// A value without an optional around it; `nil` for `nil`.
  static func unwrap(_ value: Any) -> Any? {
    // The kind check first (any value casts to `Any?`); the cast to `Any?` opens an optional
    // without a protocol cast or a `Mirror`, each of which scans the conformance records.
    guard TypeKind.isOptional(type(of: value)), let optional = value as? Any? else { return value }
    return optional
  }

  /// The operand as a value of a type: the value itself, or a form's text read as that type
  /// (a number, a string), else `nil`.
  func typed<Target>(_ type: Target.Type, parameter: AnyIntentParameter) -> Target? {
    switch self {
    case .none: return nil
    case .value(let value): return value as? Target
    case .text(let text):
      if let text = text as? Target { return text }
      if let readable = Target.self as? any LosslessStringConvertible.Type {
        return readable.init(text) as? Target
      }
      return nil
    }
  }

  /// Whether the operand equals a value (an optional `target` of `nil` equals no value); a
  /// form's text matches the value's title as the form shows it.
  func equals<Target: Equatable>(_ target: Target, parameter: AnyIntentParameter) -> Bool {
    guard let unwrapped = Self.unwrap(target) else {
      if case .none = self { return true }
      return false
    }
    switch self {
    case .none: return false
    case .value(let value):
      // A value of an optional parameter casts to the optional `Target` too.
      guard let value = value as? Target else { return false }
      return value == target
    case .text(let text):
      if let typed = typed(Target.self, parameter: parameter) { return typed == target }
      return parameter.codec.display(unwrapped) == text
    }
  }
}
