// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct NoteEntity: AppEntity, Identifiable {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Note")
    static let defaultQuery = NoteQuery()

    var id: UUID
    var title: String
    var body: String
    var isPinned: Bool

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: "\(body)",
            image: .init(systemName: isPinned ? "pin.fill" : "note.text")
        )
    }
}

struct NoteQuery: EntityStringQuery {
    func entities(for identifiers: [NoteEntity.ID]) async throws -> [NoteEntity] {
        await NotesStore.shared.notes.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [NoteEntity] {
        await NotesStore.shared.notes.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [NoteEntity] {
        await NotesStore.shared.notes.filter(\.isPinned)
    }
}

/// The app's notes.
actor NotesStore {
    static let shared = NotesStore()

    private(set) var notes: [NoteEntity] = NotesStore.sampleNotes

    static let sampleNotes: [NoteEntity] = [
        NoteEntity(id: UUID(), title: "Groceries", body: "Eggs, milk, coffee", isPinned: true),
        NoteEntity(id: UUID(), title: "Packing list", body: "Passport, charger", isPinned: true),
        NoteEntity(id: UUID(), title: "Book ideas", body: "A lighthouse keeper", isPinned: false),
    ]

    @discardableResult
    func add(title: String, body: String) -> NoteEntity {
        let note = NoteEntity(id: UUID(), title: title, body: body, isPinned: false)
        notes.append(note)
        return note
    }

    func reset() {
        notes = Self.sampleNotes
    }
}
