import Foundation

/// A property query as the system runs it for a "Find <entities>" action, seen without its
/// types: the entity's names, its properties with their comparisons, its sorting options, and
/// running a find.
package struct PropertyQueryFinder: Sendable, Equatable {
  /// One property people can compare.
  package struct Property: Sendable, Equatable {
    /// The property's title (its `@Property(title:)`).
    package var title: String
    /// The comparisons it supports, in the order declared.
    package var comparisons: [EntityQueryComparison]
  }

  /// What a find asks: a property, a comparison, the values typed, a sort and a limit.
  package struct Request: Sendable, Equatable {
    /// The property's index among `properties`.
    package var property: Int
    /// The comparison.
    package var comparison: EntityQueryComparison
    /// The values typed (two for "is between").
    package var values: [String]
    /// The sorting option's index, if sorted.
    package var sort: Int?
    /// Whether the sort is ascending.
    package var ascending: Bool
    /// The most results wanted.
    package var limit: Int?

    package init(
      property: Int, comparison: EntityQueryComparison, values: [String], sort: Int? = nil,
      ascending: Bool = true, limit: Int? = nil
    ) {
      self.property = property
      self.comparison = comparison
      self.values = values
      self.sort = sort
      self.ascending = ascending
      self.limit = limit
    }
  }

  /// Why a find couldn't run, as the Siri bar says it.
  package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The property doesn't support the comparison; `supported` lists those it does.
    case unknownComparison(property: String, typed: String, supported: [String])
    /// No property has that name; `known` lists the properties.
    case unknownProperty(typed: String, known: [String])
    /// No sorting option has that name; `known` lists them.
    case unknownSort(typed: String, known: [String])
    /// The limit isn't a whole number above zero.
    case badLimit(typed: String)
    /// No value follows the comparison.
    case missingValue(comparison: String)
    /// The query threw.
    case queryFailed(String)

    package var description: String {
      switch self {
      case .unknownComparison(let property, let typed, let supported):
        "\(property) can't be compared with “\(typed)”: use "
          + supported.map { "“\($0)”" }.joined(separator: ", ")
      case .unknownProperty(let typed, let known):
        "no property “\(typed)”: use " + known.map { "“\($0)”" }.joined(separator: ", ")
      case .unknownSort(let typed, let known):
        "can't sort by “\(typed)”: use " + known.map { "“\($0)”" }.joined(separator: ", ")
      case .badLimit(let typed): "“\(typed)” is not a limit (a whole number above zero)"
      case .missingValue(let comparison): "what should it be \(comparison)?"
      case .queryFailed(let message): message
      }
    }
  }

  /// The entity type's name (“Episode”).
  package var entityName: String
  /// The plural name (“Episodes”): from the type's `numericFormat`, else the name and an "s".
  package var pluralName: String
  /// The properties, titled.
  package var properties: [Property]
  /// The sorting options' titles.
  package var sortingOptions: [String]
  /// Runs a find: the matching entities as picker rows, in the order the query returned them.
  package let find: @Sendable (Request) async throws -> [ParameterOption]

  /// Finders are equal when they describe the same query.
  package static func == (lhs: PropertyQueryFinder, rhs: PropertyQueryFinder) -> Bool {
    lhs.entityName == rhs.entityName && lhs.properties == rhs.properties
      && lhs.sortingOptions == rhs.sortingOptions
  }

  /// The action's title: “Find Episodes”.
  package var title: String { "Find \(pluralName)" }

  /// The Find action as an intent the Siri bar runs.
  package var intent: IntentBox { makeIntent() }
  private let makeIntent: @Sendable () -> IntentBox

  /// The finder of an entity type whose default query is a property query; `nil` otherwise.
  package static func make(for type: Any.Type) async -> PropertyQueryFinder? {
    guard let entity = type as? any AppEntity.Type else { return nil }
    return await make(entity)
  }

  private static func make<Entity: AppEntity>(_ type: Entity.Type) async -> PropertyQueryFinder? {
    guard let query = Entity.defaultQuery as? any EntityPropertyQuery else { return nil }
    return await make(query)
  }

  static func make<Query: EntityPropertyQuery>(_ query: Query) async -> PropertyQueryFinder {
    let sample = try? await query.suggestedEntities()._elements.lazy.compactMap {
      $0 as? Query.Entity
    }.first
    let representation = Query.Entity.typeDisplayRepresentation
    let name = representation.name.resolvedText
    return PropertyQueryFinder(
      entityName: name,
      pluralName: representation.pluralName ?? name + "s",
      properties: Query.properties.declarations.map {
        Property(title: $0.title(sample), comparisons: $0.comparisons)
      },
      sortingOptions: Query.sortingOptions.options.map { $0.title(sample) },
      find: { request in try await run(query, request) },
      makeIntent: { IntentBox(FindEntitiesIntent<Query>()) })
  }

  private static func run<Query: EntityPropertyQuery>(_ query: Query, _ request: Request)
    async throws -> [ParameterOption]
  {
    let declarations = Query.properties.declarations
    guard declarations.indices.contains(request.property) else {
      throw Failure.unknownProperty(typed: "#\(request.property + 1)", known: [])
    }
    let declaration = declarations[request.property]
    guard let index = declaration.comparisons.firstIndex(of: request.comparison) else {
      throw Failure.unknownComparison(
        property: declaration.title(nil), typed: request.comparison.rawValue,
        supported: declaration.comparisons.map(\.rawValue))
    }
    let mapped: Query.ComparatorMappingType
    do {
      mapped = try await declaration.map(index, request.values)
    } catch {
      throw Failure.queryFailed("\(error)")
    }
    let options = Query.sortingOptions.options
    var sorts: [EntityQuerySort<Query.Entity>] = []
    if let sort = request.sort, options.indices.contains(sort) {
      sorts = [
        EntityQuerySort(
          by: options[sort].keyPath, order: request.ascending ? .ascending : .descending)
      ]
    }
    let limit = request.limit.map { max(0, $0) }
    do {
      let found = try await query.entities(
        matching: [mapped], mode: .and, sortedBy: sorts, limit: limit)
      let entities = found._elements.compactMap { $0 as? Query.Entity }
      return (limit.map { Array(entities.prefix($0)) } ?? entities).map {
        ParameterCodec.option(for: $0)
      }
    } catch {
      throw Failure.queryFailed("\(error)")
    }
  }
}
