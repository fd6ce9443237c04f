/// A property wrapper that reads and writes a value owned by a source of truth elsewhere.
///
/// As SwiftUI's `Binding`: `$isVisible` on a `@State` property gives one, `Binding(get:set:)`
/// makes one from closures and `.constant(_:)` one that never changes. In the dashboard a
/// binding's setter runs on the main actor, when the engine carries out a press (a
/// `SiriTipView`'s ×).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: @unchecked Sendable {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void
  /// Where the value lives when it comes from a `@State` property (its key in the view state
  /// store), for identity.
  let _location: String?

  /// Creates a binding with closures that read and write the binding value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
    _location = nil
  }

  init(location: String?, get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
    _location = location
  }

  /// Creates a binding from the value of another binding.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// Creates a binding with an immutable value: writes are ignored.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The underlying value referenced by the binding.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself (`$binding` on a `@Binding` property).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value, read from and written to this binding.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    Binding<Subject>(
      location: _location.map { "\($0).\(keyPath)" },
      get: { self.getValue()[keyPath: keyPath] },
      set: { newValue in
        var value = self.getValue()
        value[keyPath: keyPath] = newValue
        self.setValue(value)
      })
  }
}
