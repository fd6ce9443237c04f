// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct CreateNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Note"
    static let description = IntentDescription("Creates a new note.", categoryName: "Notes")

    @Parameter(title: "Title")
    var noteTitle: String

    @Parameter(title: "Body", default: "")
    var body: String

    static var parameterSummary: some ParameterSummary {
        Summary("Create a note named \(\.$noteTitle)") {
            \.$body
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog {
        let note = await NotesStore.shared.add(title: noteTitle, body: body)
        return .result(value: note, dialog: "Added “\(note.title)” to your notes.")
    }
}

struct ShowNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Note"

    @Parameter(title: "Note")
    var note: NoteEntity

    init() {}

    init(note: NoteEntity) {
        self.note = note
    }

    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
        .result(dialog: "Here's \(note.title).", view: NoteSnippetView(note: note))
    }
}

struct CountNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Notes"
    static let isDiscoverable = false

    @Dependency
    private var store: NotesStore

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let count = await store.notes.count
        return .result(value: count, dialog: "You have \(count) notes.")
    }
}

enum NotesError: Error, CustomLocalizedStringResourceConvertible {
    case notFound

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notFound:
            return "That note doesn't exist."
        }
    }
}

struct NoteSnippetView: View {
    let note: NoteEntity

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "note.text")
                    .foregroundStyle(.yellow)
                Text(note.title)
                    .font(.headline)
            }
            Text(note.body)
                .font(.body)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
