/// A query that finds entities by comparing their `@Property` values, as App Intents declares it.
///
/// The Siri bar offers a "Find <entities>" action for each one: it asks for a property, a
/// comparator and a value, and shows what `entities(matching:mode:sortedBy:limit:)` returns.
///
/// ```swift
/// struct EpisodeQuery: EntityPropertyQuery {
///   static let properties = QueryProperties {
///     Property(\EpisodeEntity.$title) {
///       EqualToComparator { EpisodeFilter.titleIs($0) }
///       ContainsComparator { EpisodeFilter.titleContains($0) }
///     }
///   }
///   static let sortingOptions = SortingOptions { SortableBy(\EpisodeEntity.$published) }
///   func entities(
///     matching comparators: [EpisodeFilter], mode: ComparatorMode,
///     sortedBy: [Sort<EpisodeEntity>], limit: Int?
///   ) async throws -> [EpisodeEntity] { … }
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
  /// What a comparator maps a value to: a predicate of the app's own choosing.
  associatedtype ComparatorMappingType
  /// The properties people can compare, each with its comparators.
  static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
  /// The properties people can sort the results by.
  static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
  /// The entities that match the comparators, sorted as asked, at most `limit` of them.
  ///
  /// They match all the comparators, or any of them, as `mode` says.
  func entities(
    matching comparators: [ComparatorMappingType], mode: EntityQueryComparatorMode,
    sortedBy: [EntityQuerySort<Entity>], limit: Int?
  ) async throws -> Result
}

extension EntityPropertyQuery {
  /// The properties of a property query: `static let properties = QueryProperties { … }`.
  public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
  /// A property and its comparators: `Property(\.$title) { EqualToComparator { … } }`.
  public typealias Property<Value> = EntityQueryProperty<Entity, Value, ComparatorMappingType>
  /// The sorting options: `static let sortingOptions = SortingOptions { SortableBy(\.$date) }`.
  public typealias SortingOptions = EntityQuerySortingOptions<Entity>
  /// A property to sort by.
  public typealias SortableBy = EntityQuerySortableByProperty<Entity>
  /// How the comparators combine.
  public typealias ComparatorMode = EntityQueryComparatorMode
  /// A sort the query is asked for.
  public typealias Sort = EntityQuerySort
}
