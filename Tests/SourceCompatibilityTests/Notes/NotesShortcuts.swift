// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import SpacesKit

struct NotesShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CreateNoteIntent(),
            phrases: [
                "Create a note in \(.applicationName)",
                "Add a new \(.applicationName) note",
                "Jot something down in \(.applicationName)",
            ],
            shortTitle: "New Note",
            systemImageName: "square.and.pencil"
        )
        AppShortcut(
            intent: ShowNoteIntent(),
            phrases: [
                "Show \(\.$note) in \(.applicationName)",
                "Open my \(\.$note) note in \(.applicationName)",
            ],
            shortTitle: "Show Note",
            systemImageName: "note.text"
        )
        AppShortcut(
            intent: CountNotesIntent(),
            phrases: ["How many notes do I have in \(.applicationName)"],
            shortTitle: "Count Notes",
            systemImageName: "number"
        )
    }

    static let shortcutTileColor: ShortcutTileColor = .yellow
}

/// The notes app has no widgets; the bundle names it and its shortcuts.
struct NotesAppBundle: WidgetBundle {
    var body: some Widget {
        NotesQuickNoteControl()
    }
}

struct NotesQuickNoteControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Notes.QuickNote") {
            ControlWidgetButton(action: CountNotesIntent()) {
                Label("Notes", systemImage: "note.text")
            }
        }
        .displayName("Count Notes")
    }
}

extension NotesAppBundle: SpacesAppInfo {
    static var appName: String { "Notes" }
    static var nameSynonyms: [String] { ["Jotter"] }
    static var appShortcuts: (any AppShortcutsProvider.Type)? { NotesShortcuts.self }

    static func launch() {
        AppDependencyManager.shared.add(dependency: NotesStore.shared)
        NotesShortcuts.updateAppShortcutParameters()
    }
}
