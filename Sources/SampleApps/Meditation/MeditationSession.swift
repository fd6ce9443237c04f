import Foundation
import SpacesKit

/// A guided meditation the app offers (the session's 10:09 entity, in Swift 6: `static let`).
package struct MeditationSession: AppEntity {
  package let id: UUID
  package let name: LocalizedStringResource
  /// How long it lasts, in minutes.
  package let minutes: Int

  package static let typeDisplayName: LocalizedStringResource = "Meditation Session"
  package var displayRepresentation: AppIntents.DisplayRepresentation {
    DisplayRepresentation(title: name)
  }

  package static let defaultQuery = MeditationSessionQuery()

  package init(id: UUID, name: LocalizedStringResource, minutes: Int) {
    self.id = id
    self.name = name
    self.minutes = minutes
  }
}

/// Finds sessions by identifier and suggests them all (10:55 and 16:11).
package struct MeditationSessionQuery: EntityQuery {
  package init() {}

  package func entities(for identifiers: [UUID]) async throws -> [MeditationSession] {
    return identifiers.compactMap { SessionManager.session(for: $0) }
  }

  package func suggestedEntities() async throws -> [MeditationSession] {
    return SessionManager.allSessions
  }
}
