/// What a property query's comparator does, as the Find action names it.
package enum EntityQueryComparison: String, Sendable, Hashable, CaseIterable {
  case equalTo = "is"
  case notEqualTo = "is not"
  case contains = "contains"
  case hasPrefix = "begins with"
  case hasSuffix = "ends with"
  case lessThan = "is less than"
  case lessThanOrEqualTo = "is at most"
  case greaterThan = "is greater than"
  case greaterThanOrEqualTo = "is at least"
  case isBetween = "is between"

  /// How many values the comparator takes: two for "is between", else one.
  package var valueCount: Int { self == .isBetween ? 2 : 1 }
}
