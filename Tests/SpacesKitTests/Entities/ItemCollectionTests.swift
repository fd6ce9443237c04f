import Foundation
import Testing

@testable import SpacesKit

/// Shows, by genre.
private struct GenreShows: DynamicOptionsProvider {
  func results() async throws -> ItemCollection<String> {
    ItemCollection {
      ItemSection("Following") {
        IntentItem("night", title: "Night Shift", image: .init(systemName: "moon.stars"))
        "Daily Brief"
      }
      ItemSection("Suggested", items: ["Slow Radio"])
    }
  }
}

/// An intent whose parameter picks a show from sections.
private struct PickShowIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Show"
  @Parameter(title: "Show", optionsProvider: GenreShows()) var show: String?
  func perform() async throws -> some IntentResult { .result() }
}

@Suite("IntentItemCollection: sectioned options, and counted type names")
struct ItemCollectionTests {
  @Test(
    "an options provider's sections reach the picker's rows with their headers and items' own titles"
  )
  func sectionedOptions() async throws {
    let box = IntentBox(PickShowIntent())
    let parameter = try #require(box.parameters.first)
    let options = try #require(try await parameter.options())
    #expect(options.map(\.title) == ["Night Shift", "Daily Brief", "Slow Radio"])
    #expect(options.map(\.section?.title) == ["Following", "Following", "Suggested"])
    #expect(options.map(\.systemImage) == ["moon.stars", nil, nil])
    #expect(options.map(\.encodedValue) == ["night", "Daily Brief", "Slow Radio"])
  }

  @Test("items outside a section share one without a header")
  func itemsOutsideSections() {
    let collection = IntentItemCollection<Int> {
      1
      2
      IntentItemSection("Later", items: [3])
    }
    #expect(collection.sections.map(\.title?.defaultValue) == [nil, "Later"])
    #expect(collection._elements == [1, 2, 3])
  }

  @Test("\\(placeholder: .int) makes a numeric format: “3 episodes”, and the plural “Episodes”")
  func numericFormat() {
    let type = TypeDisplayRepresentation(
      name: "Episode", numericFormat: "\(placeholder: .int) episodes")
    #expect(type.numericFormat?.key == "%lld episodes")
    #expect(type.counted(3) == "3 episodes")
    #expect(type.pluralName == "Episodes")
    #expect(TypeDisplayRepresentation(name: "Timer").counted(2) == "2 Timer")
  }
}
