/// What a deadline is for: a feature's own deadline value, routed back to the feature when it
/// comes due. One pending deadline per identifier.
package struct DeadlineID: Hashable, Sendable, CustomStringConvertible {
  /// The feature's deadline.
  package let base: any Hashable & Sendable
  /// Where the scheduler may keep it in a dense table instead of a dictionary (see
  /// `DenseDeadline`).
  let dense: (table: ObjectIdentifier, index: Int)?

  package init(_ base: some Hashable & Sendable) {
    self.base = base
    dense = nil
  }

  /// A deadline the scheduler keeps in a dense table when its index allows.
  package init<Deadline: DenseDeadline>(_ base: Deadline) {
    self.base = base
    dense = base.denseIndex.map { (ObjectIdentifier(Deadline.self), $0) }
  }

  /// The deadline as a feature's type, if it is one.
  package func `as`<Value>(_ type: Value.Type) -> Value? { base as? Value }

  /// The deadline's type, by which the root reducer finds its feature.
  var type: ObjectIdentifier { ObjectIdentifier(Swift.type(of: base)) }

  /// Equal deadlines: two dense ones by their type and index (unique within the type, so no
  /// cast to compare the values; the scheduler compares these most), others by value.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    if let left = lhs.dense, let right = rhs.dense {
      return left.table == right.table && left.index == right.index
    }
    return lhs.base.isEqual(to: rhs.base)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    base.hash(into: &hasher)
  }

  package var description: String { "\(Swift.type(of: base)).\(base)" }
}

/// A deadline type of which a dashboard may hold very many (one or more per widget): each
/// value maps to a small non-negative index of its own, so the scheduler finds it in an array
/// rather than by hashing.
package protocol DenseDeadline: Hashable, Sendable {
  /// The value's index, unique within its type; `nil` for one that doesn't fit (a dictionary
  /// keeps it).
  var denseIndex: Int? { get }
}
