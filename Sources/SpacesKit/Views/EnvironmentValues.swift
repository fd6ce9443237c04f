/// The values a view hierarchy passes down to its descendants, as SwiftUI's `EnvironmentValues`.
///
/// Read them in a view with `@Environment(\.keyPath)`; set one for a subtree with
/// `.environment(\.keyPath, value)`. A key that was never set reads its `defaultValue`.
public struct EnvironmentValues: CustomStringConvertible {
  private var values: [ObjectIdentifier: Any] = [:]

  /// Creates the default environment: every key at its default value.
  public init() {}

  /// The value of a key: the one set by the nearest ancestor, else the key's default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The values that were set, for debugging.
  public var description: String {
    "EnvironmentValues(\(values.count) set)"
  }
}
