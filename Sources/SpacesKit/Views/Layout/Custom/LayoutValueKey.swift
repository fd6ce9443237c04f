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

  /// A value under a key.
  package init<K: LayoutValueKey>(key: K.Type, value: K.Value) {
    self.key = ObjectIdentifier(key)
    self.value = value
  }

  /// Two values are equal under one key when their values are (`==` where the type is
  /// `Equatable`, else the same when printed).
  package static func == (lhs: LayoutValue, rhs: LayoutValue) -> Bool {
    lhs.key == rhs.key && AnyEquality.equal(lhs.value, rhs.value)
  }
}
