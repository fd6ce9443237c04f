/// The value `animation(_:value:)` watches: the view animates when it changes between entries.
///
/// It keeps the value and compares it with its type's own `==`, rather than a printed form:
/// printing a value of a new type casts it to the printing protocols, each first cast a scan
/// of the program's conformance records (see `ViewIdentity`). `@unchecked Sendable` for the same
/// reason as `ViewIdentity`: SwiftUI takes any `Equatable`, and the value is only compared.
package struct AnimationValue: Equatable, @unchecked Sendable, CustomStringConvertible {
  private let value: any Equatable

  /// Wraps a watched value.
  package init<V: Equatable>(_ value: V) { self.value = value }

  /// Whether two watched values are of one type and equal.
  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.value.isEqual(to: rhs.value) }

  /// The value's type and reflection (`Swift.Int(3)`), made only when read.
  package var description: String {
    "\(_typeName(type(of: value), qualified: true))(\(String(reflecting: value)))"
  }
}

extension Equatable {
  /// Whether another value is of this type and equal to this one.
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    (other as? Self).map { $0 == self } ?? false
  }
}
