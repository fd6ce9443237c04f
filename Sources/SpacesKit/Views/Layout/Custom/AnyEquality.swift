/// Equality of two values of unknown type, for the values a view tree holds without knowing
/// their types (a custom layout, a layout value): `==` where the type is `Equatable`, else
/// whether they print the same (`String(reflecting:)`, which shows every stored value).
///
/// Only asked when two trees are compared, never while building or drawing one.
enum AnyEquality {
  /// Whether two values are equal.
  static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? any Equatable { return lhs.isEqual(to: rhs) }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension Equatable {
  /// Whether another value is of this type and equal to this one.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
