/// What a deadline is for: a feature's own deadline value, routed back to the feature when it
/// comes due. One pending deadline per identifier.
///
/// A dense deadline (a widget's entry, reload or timeout: the bulk of them) is kept as its
/// type and index alone, plain bits that copy and compare without the value's witnesses; the
/// value is made again from the index when it comes due (`DenseDeadline.init(denseIndex:)`).
/// Others keep their value in a shared box, so a copy is one reference either way.
package struct DeadlineID: Hashable, Sendable, CustomStringConvertible {
  /// The value of a deadline that isn't dense.
  private final class Box: Sendable {
    let base: any Hashable & Sendable
    init(_ base: any Hashable & Sendable) { self.base = base }
  }

  /// The type of a dense deadline (`nil` for a boxed one).
  private let denseType: (any DenseDeadline.Type)?
  /// A dense deadline's index within its type.
  private let index: Int
  /// The value of a deadline that isn't dense (`nil` for a dense one).
  private let box: Box?

  package init(_ base: some Hashable & Sendable) {
    denseType = nil
    index = 0
    box = Box(base)
  }

  /// A deadline the scheduler keeps in a dense table when its index allows.
  package init<Deadline: DenseDeadline>(_ base: Deadline) {
    if let index = base.denseIndex {
      denseType = Deadline.self
      self.index = index
      box = nil
    } else {
      denseType = nil
      index = 0
      box = Box(base)
    }
  }

  /// The feature's deadline value.
  package var base: any Hashable & Sendable {
    if let denseType { return Self.value(of: denseType, at: index) }
    return box!.base
  }

  /// Where the scheduler may keep it in a dense table instead of a dictionary (see
  /// `DenseDeadline`).
  var dense: (table: ObjectIdentifier, index: Int)? {
    denseType.map { (ObjectIdentifier($0), index) }
  }

  /// The deadline as a feature's type, if it is one: a dense one of that very type is made
  /// from its index without a cast.
  package func `as`<Value>(_ type: Value.Type) -> Value? {
    guard let denseType else { return box!.base as? Value }
    if ObjectIdentifier(denseType) == ObjectIdentifier(Value.self) {
      return Self.value(of: denseType, at: index, as: Value.self)
    }
    return Self.value(of: denseType, at: index) as? Value
  }

  /// The deadline's type, by which the root reducer finds its feature.
  var type: ObjectIdentifier {
    if let denseType { return ObjectIdentifier(denseType) }
    return ObjectIdentifier(Swift.type(of: box!.base))
  }

  /// Equal deadlines: two dense ones by their type and index (unique within the type; the
  /// scheduler compares these most), others by value.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    if let left = lhs.denseType, let right = rhs.denseType {
      return ObjectIdentifier(left) == ObjectIdentifier(right) && lhs.index == rhs.index
    }
    if let left = lhs.box, let right = rhs.box, left === right { return true }
    return lhs.base.isEqual(to: rhs.base)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    base.hash(into: &hasher)
  }

  package var description: String { "\(Swift.type(of: base)).\(base)" }

  /// A dense deadline's value from its index.
  private static func value<Deadline: DenseDeadline>(of _: Deadline.Type, at index: Int)
    -> any Hashable & Sendable
  {
    Deadline(denseIndex: index)
  }

  /// A dense deadline's value as `Value`, which is its very type.
  private static func value<Deadline: DenseDeadline, Value>(
    of _: Deadline.Type, at index: Int, as _: Value.Type
  ) -> Value {
    withUnsafePointer(to: Deadline(denseIndex: index)) {
      $0.withMemoryRebound(to: Value.self, capacity: 1) { $0.pointee }
    }
  }
}

/// A deadline type of which a dashboard may hold very many (one or more per widget): each
/// value maps to a small non-negative index of its own, so the scheduler finds it in an array
/// rather than by hashing, and the identifier keeps the index alone.
package protocol DenseDeadline: Hashable, Sendable {
  /// The value's index, unique within its type; `nil` for one that doesn't fit (a dictionary
  /// keeps it).
  var denseIndex: Int? { get }

  /// The value whose `denseIndex` is `index` (only indices the type gave are passed).
  init(denseIndex index: Int)
}
