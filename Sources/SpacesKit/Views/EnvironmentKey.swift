/// A key for a value in `EnvironmentValues`, as SwiftUI's `EnvironmentKey`.
///
/// Declare a key type with a default, then a computed property on `EnvironmentValues` that reads
/// and writes `self[Key.self]`.
public protocol EnvironmentKey {
  /// The type of the key's value.
  associatedtype Value
  /// The value a view sees when no ancestor set one.
  static var defaultValue: Value { get }
}
