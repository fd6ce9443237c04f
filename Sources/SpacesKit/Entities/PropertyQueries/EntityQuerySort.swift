/// A property a property query's results are sorted by, and in which order.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
  /// The order of a sort.
  public enum Order: Sendable, Hashable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
  }

  /// The property (`\.$published`).
  public var by: PartialKeyPath<Entity>
  /// The order.
  public var order: Order

  /// Creates a sort by a property, in an order.
  public init(by: PartialKeyPath<Entity>, order: Order = .ascending) {
    self.by = by
    self.order = order
  }
}
