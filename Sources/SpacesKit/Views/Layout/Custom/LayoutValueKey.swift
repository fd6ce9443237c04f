import Foundation

/// A key for a value a view carries for its custom layout, as SwiftUI's `LayoutValueKey`.
///
/// Set it with `.layoutValue(key:value:)`; the layout reads it with `subviews[i][Key.self]`.
public protocol LayoutValueKey {
  /// The type of the value.
  associatedtype Value
  /// The value of a view that sets none.
  static var defaultValue: Self.Value { get }
}

extension View {
  /// Attaches a value for the custom layout around this view to read by its key.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modified(.layout(.layoutValue(LayoutValue(key: key, value: value))))
  }
}

/// A value a view carries for its custom layout, by its key's type.
package struct LayoutValue: Equatable, @unchecked Sendable {
  /// The key's type.
  package let key: ObjectIdentifier
  /// The value (of the key's `Value` type).
  package let value: Any
  /// What equality compares: the value as printed.
  let identity: String

  /// A value under a key.
  init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
    self.key = ObjectIdentifier(key)
    self.value = value
    self.identity = String(reflecting: value)
  }

  /// Two values are equal under one key when they print the same.
  package static func == (lhs: LayoutValue, rhs: LayoutValue) -> Bool {
    lhs.key == rhs.key && lhs.identity == rhs.identity
  }
}
