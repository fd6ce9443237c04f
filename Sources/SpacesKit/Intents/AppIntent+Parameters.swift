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
        name: name, intent: String(describing: Self.self), valid: wrappers.map(\.name))
    }
    // The copy was made just now and is referenced nowhere else: writing in place is safe.
    try parameter.wrapper.write(value, name: name)
    return copy
  }

  /// The `@Parameter` wrappers of an intent with their property names: the stored properties
  /// (of the class and its superclasses, for a class) that hold an `IntentParameter`.
  static func parameterWrappers(of intent: Self) -> [(
    name: String, wrapper: any ErasedIntentParameter
  )] {
    var result: [(name: String, wrapper: any ErasedIntentParameter)] = []
    var mirror: Mirror? = Mirror(reflecting: intent)
    var levels: [[(name: String, wrapper: any ErasedIntentParameter)]] = []
    while let current = mirror {
      levels.append(
        current.children.compactMap { child in
          guard let wrapper = child.value as? any ErasedIntentParameter, let label = child.label
          else { return nil }
          // The backing storage of `@Parameter var value` is `_value`.
          return (label.hasPrefix("_") ? String(label.dropFirst()) : label, wrapper)
        })
      mirror = current.superclassMirror
    }
    // A superclass's parameters come first, as they are declared first.
    for level in levels.reversed() { result += level }
    return result
  }
}
