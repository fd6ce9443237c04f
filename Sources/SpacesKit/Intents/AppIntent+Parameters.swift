import Synchronization

/// The system's type-erased access to an intent's `@Parameter`s.
///
/// The members are underscored, like the other system-side hooks on Apple-shaped protocols, so
/// they never clash with an app's own properties; engine code usually goes through `IntentBox`.
extension AppIntent {
  /// The intent's `@Parameter`s, in declaration order.
  package var _parameters: [AnyIntentParameter] {
    Self.parameterWrappers(of: self).map { $0.wrapper.erased(name: $0.name) }
  }

  /// The intent as the system stores it and runs it later: a fresh `Self()` that carries only
  /// this instance's `@Parameter` values. Other stored properties get what `init()` gives them,
  /// as on iOS, where only parameters are archived and the intent is re-created before
  /// `perform()`.
  package func _storedCopy() -> Self {
    let fresh = Self()
    let source = Self.parameterWrappers(of: self)
    let target = Self.parameterWrappers(of: fresh)
    // One type, so both list the same parameters in the same order; names are checked anyway.
    for (from, to) in zip(source, target) where from.name == to.name {
      to.wrapper.adoptValue(of: from.wrapper)
    }
    return fresh
  }

  /// The stored form of the intent (see `_storedCopy()`) with one parameter set: `nil` clears an
  /// optional parameter. The intent itself is unchanged.
  package func _settingParameter(_ name: String, to value: (any Sendable)?)
    throws(IntentParameterError) -> Self
  {
    let copy = _storedCopy()
    let wrappers = Self.parameterWrappers(of: copy)
    guard let parameter = wrappers.first(where: { $0.name == name }) else {
      throw .unknownParameter(
        name: name, intent: _typeName(Self.self, qualified: false), valid: wrappers.map(\.name))
    }
    // The copy was made just now and is referenced nowhere else: writing in place is safe.
    try parameter.wrapper.write(value, name: name)
    return copy
  }

  /// The `@Parameter` storages of an intent with their property names: the stored properties
  /// (of the class and its superclasses, for a class; a superclass's first, as they are
  /// declared first) that hold an `IntentParameter`.
  ///
  /// Read from the intent type's field records once (`IntentParameterFields`), never by
  /// reflecting the intent and casting its properties.
  static func parameterWrappers(of intent: Self) -> [(
    name: String, wrapper: AnyParameterStorage
  )] {
    let layout = IntentParameterFields.layout(of: Self.self)
    guard !layout.fields.isEmpty else { return [] }
    return layout.withFields(of: intent) { base in
      layout.fields.map { field in
        // The backing storage of `@Parameter var value` is `_value`.
        let name = field.name.hasPrefix("_") ? String(field.name.dropFirst()) : field.name
        return (name, base.load(fromByteOffset: field.offset, as: AnyParameterStorage.self))
      }
    }
  }
}

/// Where each intent type keeps its `@Parameter`s, found once per type.
enum IntentParameterFields {
  /// The layouts found so far, by intent type.
  private static let layouts = Mutex<[ObjectIdentifier: WrapperFieldLayout]>([:])

  /// The wrapper intents keep their parameters in.
  private static let wrapper = WrapperFieldLayout.Wrapper(
    IntentParameter<Bool>.self, storageField: "storage")

  /// The layout of an intent type's `IntentParameter` properties.
  static func layout(of type: Any.Type) -> WrapperFieldLayout {
    let key = ObjectIdentifier(type)
    if let layout = layouts.withLock({ $0[key] }) { return layout }
    let layout = WrapperFieldLayout(of: type, wrappers: [wrapper])
    layouts.withLock { $0[key] = layout }
    return layout
  }

  /// The storage of a value that is an `IntentParameter` (what a `\.$param` key path reads),
  /// `nil` for any other value.
  static func storage(ofParameter value: Any) -> AnyParameterStorage? {
    func open<Subject>(_ subject: Subject) -> AnyParameterStorage? {
      guard let offset = wrapper.storageOffset(in: Subject.self) else { return nil }
      return withUnsafeBytes(of: subject) {
        $0.load(fromByteOffset: offset, as: AnyParameterStorage.self)
      }
    }
    return _openExistential(value, do: open)
  }
}
