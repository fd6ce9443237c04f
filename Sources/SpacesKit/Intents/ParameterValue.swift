/// Compares and hashes parameter values whose types are known only at run time.
///
/// A value that is `Equatable` (or `Hashable`) is compared (hashed) by its own conformance;
/// any other value by its `String(reflecting:)` text, which lists its stored properties.
enum ParameterValue {
  /// Whether two values are equal: both `nil`, or of one type and equal.
  static func equal(_ lhs: (any Sendable)?, _ rhs: (any Sendable)?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let left?, let right?):
      // Entities are the same entity when they are of one type with one identifier.
      if let left = left as? any AppEntity, let right = right as? any AppEntity {
        return type(of: left) == type(of: right)
          && left.id.entityIdentifierString == right.id.entityIdentifierString
      }
      if let left = left as? any Equatable { return left.isEqual(toValue: right) }
      return String(reflecting: left) == String(reflecting: right)
    default: return false
    }
  }

  /// Feeds a value to a hasher, consistently with `equal`: by its `Hashable` conformance, not at
  /// all when it is only `Equatable` (equal values must hash alike), else by its text.
  static func hash(_ value: (any Sendable)?, into hasher: inout Hasher) {
    guard let value else {
      hasher.combine(0 as UInt8)
      return
    }
    hasher.combine(1 as UInt8)
    if let entity = value as? any AppEntity {
      hasher.combine(entity.id.entityIdentifierString)
    } else if let hashable = value as? any Hashable {
      hasher.combine(AnyHashable(hashable))
    } else if !(value is any Equatable) {
      hasher.combine(String(reflecting: value))
    }
  }
}

extension Equatable {
  /// Whether another value is of this type and equal to this one.
  fileprivate func isEqual(toValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
