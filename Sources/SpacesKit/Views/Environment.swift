/// A property wrapper that reads a value of the view's environment, as SwiftUI's `Environment`.
///
/// Resolution installs the environment of the place a custom view appears in before its `body`
/// runs, so `body` (and closures it calls while resolving) read that value. Read outside a
/// resolution, the wrapper gives the key's default value.
@propertyWrapper
public struct Environment<Value> {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  /// What the property reads: resolution finds it in a view's bytes by this name
  /// (`ViewPropertyLayout`).
  private let storage = _EnvironmentStorage()

  /// Creates a property that reads the environment value at a key path.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

  /// The current value of the environment property.
  public var wrappedValue: Value { (storage.values ?? EnvironmentValues())[keyPath: keyPath] }
}

/// The environment an `Environment` property reads: a reference, so the view struct holding it
/// stays immutable while resolution updates it, as SwiftUI's dynamic properties do.
final class _EnvironmentStorage {
  var values: EnvironmentValues?
}
