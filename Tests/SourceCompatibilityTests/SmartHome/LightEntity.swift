// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct LightEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Light"
    static let defaultQuery = LightQuery()

    let id: String
    let name: String
    let room: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(room)")
    }

    static let kitchen = LightEntity(id: "kitchen", name: "Kitchen", room: "Downstairs")
    static let porch = LightEntity(id: "porch", name: "Porch", room: "Outside")
    static let bedroom = LightEntity(id: "bedroom", name: "Bedroom", room: "Upstairs")

    static let all: [LightEntity] = [.kitchen, .porch, .bedroom]
}

struct LightQuery: EntityQuery {
    func entities(for identifiers: [LightEntity.ID]) async throws -> [LightEntity] {
        LightEntity.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [LightEntity] {
        LightEntity.all
    }

    func defaultResult() async -> LightEntity? {
        LightEntity.all.first
    }
}
