import Foundation
import SpacesKit

/// A guided meditation the app offers (the session's 10:09 entity, in Swift 6: `static let`).
public struct MeditationSession: AppEntity {
  public let id: UUID
  public let name: LocalizedStringResource
  /// How long it lasts, in minutes.
  public let minutes: Int

  public static let typeDisplayName: LocalizedStringResource = "Meditation Session"
  public var displayRepresentation: AppIntents.DisplayRepresentation {
    DisplayRepresentation(title: name)
  }

  public static let defaultQuery = MeditationSessionQuery()

  public init(id: UUID, name: LocalizedStringResource, minutes: Int) {
    self.id = id
    self.name = name
    self.minutes = minutes
  }
}

/// Finds sessions by identifier and suggests them all (10:55 and 16:11).
public struct MeditationSessionQuery: EntityQuery {
  public init() {}

  public func entities(for identifiers: [UUID]) async throws -> [MeditationSession] {
    return identifiers.compactMap { SessionManager.session(for: $0) }
  }

  public func suggestedEntities() async throws -> [MeditationSession] {
    return SessionManager.allSessions
  }
}
