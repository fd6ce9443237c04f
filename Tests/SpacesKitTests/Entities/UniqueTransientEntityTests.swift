import Foundation
import Testing

@testable import SpacesKit

/// The app's one settings entity.
private struct SettingsEntity: UniqueAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
  static let defaultQuery = UniqueAppEntityProvider { SettingsEntity() }
  var id = "settings"
  var displayRepresentation: DisplayRepresentation { "Podcast Settings" }
}

/// A summary an intent returns, never stored.
private struct ListeningSummary: TransientAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Listening Summary"
  @Property(title: "Minutes") var minutes: Int
  var displayRepresentation: DisplayRepresentation { "\(minutes) minutes" }
  init() {}
}

@Suite("UniqueAppEntity and TransientAppEntity")
struct UniqueTransientEntityTests {
  @Test("a unique entity's query gives the one entity to pickers and to its identifier")
  func unique() async throws {
    let query = SettingsEntity.defaultQuery
    #expect(try await query.allEntities().map(\.id) == ["settings"])
    #expect(try await query.suggestedEntities().map(\.id) == ["settings"])
    #expect(try await query.entities(for: ["settings", "other"]).map(\.id) == ["settings"])
    #expect(try await query.entities(for: ["other"]).isEmpty)
  }

  @Test("a transient entity is made with init(), identified by its type, and never found")
  func transient() async throws {
    var summary = ListeningSummary()
    summary.minutes = 42
    #expect(summary.id == "ListeningSummary")
    #expect(summary.displayRepresentation.title.defaultValue == "42 minutes")
    #expect(try await ListeningSummary.defaultQuery.entities(for: [summary.id]).isEmpty)
  }
}
