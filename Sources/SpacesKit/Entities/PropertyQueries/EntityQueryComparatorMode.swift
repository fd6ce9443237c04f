/// Whether an entity must match all of a property query's comparators or any of them.
public enum EntityQueryComparatorMode: Sendable, Hashable {
  /// Every comparator matches.
  case and
  /// At least one comparator matches.
  case or
}
