import Foundation
import Testing

@testable import SpacesKit

/// A book, found by its title and pages.
private struct BookEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Book", numericFormat: "\(placeholder: .int) books")
  static let defaultQuery = BookQuery()
  var id: String
  @Property(title: "Title") var title: String
  @Property(title: "Pages") var pages: Int
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)", image: .init(systemName: "book"))
  }
  init(_ id: String, _ title: String, _ pages: Int) {
    self.id = id
    self.title = title
    self.pages = pages
  }
}

/// What the query maps comparators to.
private enum BookFilter: Sendable {
  case titleContains(String)
  case longerThan(Int)
  case pagesBetween(Int, Int)
}

private struct BookQuery: EntityPropertyQuery {
  static let books = [
    BookEntity("a", "Dune", 412), BookEntity("b", "Emma", 320),
    BookEntity("c", "Dracula", 418),
  ]

  static let properties = QueryProperties {
    Property(\BookEntity.$title) {
      ContainsComparator { BookFilter.titleContains($0) }
    }
    Property(\BookEntity.$pages) {
      GreaterThanComparator { BookFilter.longerThan($0) }
      IsBetweenComparator { BookFilter.pagesBetween($0, $1) }
    }
  }
  static let sortingOptions = SortingOptions { SortableBy(\BookEntity.$pages) }

  func entities(for identifiers: [String]) async throws -> [BookEntity] {
    Self.books.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [BookEntity] { Self.books }
  func entities(
    matching comparators: [BookFilter], mode: ComparatorMode, sortedBy: [Sort<BookEntity>],
    limit: Int?
  ) async throws -> [BookEntity] {
    var found = Self.books.filter { book in
      comparators.allSatisfy {
        switch $0 {
        case .titleContains(let text): book.title.localizedCaseInsensitiveContains(text)
        case .longerThan(let pages): book.pages > pages
        case .pagesBetween(let low, let high): (low...high).contains(book.pages)
        }
      }
    }
    if let sort = sortedBy.first, sort.by == \BookEntity.$pages {
      found.sort { sort.order == .ascending ? $0.pages < $1.pages : $0.pages > $1.pages }
    }
    return limit.map { Array(found.prefix($0)) } ?? found
  }
}

@Suite("EntityPropertyQuery: the Find action's properties, its sentence, and the query run")
struct PropertyQueryTests {
  @Test("the finder names the entity, its properties (by their @Property titles) and sorts")
  func finder() async throws {
    let finder = try #require(await PropertyQueryFinder.make(for: BookEntity.self))
    #expect(finder.title == "Find Books")
    #expect(finder.properties.map(\.title) == ["Title", "Pages"])
    #expect(finder.properties[1].comparisons == [.greaterThan, .isBetween])
    #expect(finder.sortingOptions == ["Pages"])
    #expect(
      finder.grammar == "Title: contains · Pages: is greater than, is between; sorted by Pages")
  }

  @Test("a typed sentence becomes a request; the query's results come back sorted and limited")
  func typedFind() async throws {
    let finder = try #require(await PropertyQueryFinder.make(for: BookEntity.self))
    let request = try finder.request(from: "Title contains d sorted by pages descending limit 1")
    #expect(
      request
        == .init(
          property: 0, comparison: .contains, values: ["d"], sort: 0, ascending: false, limit: 1))
    #expect(try await finder.find(request).map(\.title) == ["Dracula"])
    let between = try finder.request(from: "pages is between 300 and 415")
    #expect(between.values == ["300", "415"])
    #expect(try await finder.find(between).map(\.title) == ["Dune", "Emma"])
  }

  @Test("an unknown property, comparator or sort is a sentence naming what works")
  func unknownWords() async throws {
    let finder = try #require(await PropertyQueryFinder.make(for: BookEntity.self))
    #expect(
      throws: PropertyQueryFinder.Failure.unknownComparison(
        property: "Title", typed: "is", supported: ["contains"])
    ) {
      try finder.request(from: "title is Emma")
    }
    #expect(
      throws: PropertyQueryFinder.Failure.unknownProperty(
        typed: "author", known: ["Title", "Pages"])
    ) {
      try finder.request(from: "author is Austen")
    }
    #expect(
      PropertyQueryFinder.Failure.unknownComparison(
        property: "Title", typed: "is", supported: ["contains"]
      ).description == "Title can't be compared with “is”: use “contains”")
    #expect(throws: PropertyQueryFinder.Failure.unknownSort(typed: "year", known: ["Pages"])) {
      try finder.request(from: "title contains e sorted by year")
    }
  }
}
