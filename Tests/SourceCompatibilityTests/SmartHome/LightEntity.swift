// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct LightEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Light"
    static let defaultQuery = LightQuery()

    let id: String

    @Property(title: "Name")
    var name: String

    @Property(title: "Room")
    var room: String

    init(id: String, name: String, room: String) {
        self.id = id
        self.name = name
        self.room = room
    }

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(room)")
    }

    static let kitchen = LightEntity(id: "kitchen", name: "Kitchen", room: "Downstairs")
    static let porch = LightEntity(id: "porch", name: "Porch", room: "Outside")
    static let bedroom = LightEntity(id: "bedroom", name: "Bedroom", room: "Upstairs")

    static let all: [LightEntity] = [.kitchen, .porch, .bedroom]
}

struct LightQuery: EnumerableEntityQuery {
    func entities(for identifiers: [LightEntity.ID]) async throws -> [LightEntity] {
        LightEntity.all.filter { identifiers.contains($0.id) }
    }

    func allEntities() async throws -> [LightEntity] {
        LightEntity.all
    }

    func defaultResult() async -> LightEntity? {
        LightEntity.all.first
    }
}
