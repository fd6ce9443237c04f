import SpacesEngine
import SpacesKit
import Synchronization

/// Two apps with App Shortcuts in their own tile colours, written as shipping apps write them
/// (with `static let`, as this target is in Swift 6 mode),
/// for the Shortcuts space's tests: a podcast player (purple tiles; a show entity, an integer
/// parameter) and a notes app (yellow tiles; a text parameter).
package enum ShortcutsTestApps {
  /// The podcast player, "Podcasts".
  package static var podcasts: HostedApp {
    var app = HostedApp(name: "Podcasts", makeEntries: { [] })
    app.appShortcuts = PodcastShortcuts.self
    return app
  }

  /// The notes app, "Notes".
  package static var notes: HostedApp {
    var app = HostedApp(name: "Notes", makeEntries: { [] })
    app.appShortcuts = NoteShortcuts.self
    return app
  }

  /// What the apps' intents did, newest last ("play Science Weekly", "sleep in 45 minutes").
  package static var performed: [String] { log.withLock { $0 } }

  /// Forgets what the intents did.
  package static func clear() { log.withLock { $0 = [] } }

  fileprivate static let log = Mutex<[String]>([])
  fileprivate static func record(_ line: String) { log.withLock { $0.append(line) } }
}

/// A podcast show.
struct ShowEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
  static let defaultQuery = ShowQuery()

  var id: String
  var name: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  static let all = [
    ShowEntity(id: "science", name: "Science Weekly"),
    ShowEntity(id: "history", name: "History Hour"),
    ShowEntity(id: "design", name: "Design Notes"),
  ]
}

struct ShowQuery: EntityQuery {
  func entities(for identifiers: [ShowEntity.ID]) async throws -> [ShowEntity] {
    ShowEntity.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [ShowEntity] { ShowEntity.all }
}

struct PlayShowIntent: AppIntent {
  static let title: LocalizedStringResource = "Play Show"
  static let description = IntentDescription("Plays the latest episode of a show.")

  @Parameter(title: "Show")
  var show: ShowEntity

  static var parameterSummary: some ParameterSummary {
    Summary("Play the latest episode of \(\.$show)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    ShortcutsTestApps.record("play \(show.name)")
    return .result(dialog: "Playing \(show.name).")
  }
}

struct SleepTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Sleep Timer"

  @Parameter(title: "Minutes", default: 30)
  var minutes: Int

  static var parameterSummary: some ParameterSummary {
    Summary("Stop playing in \(\.$minutes) minutes")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    ShortcutsTestApps.record("sleep in \(minutes) minutes")
    return .result(dialog: "Sleep timer set for \(minutes) minutes.")
  }
}

struct RefreshLibraryIntent: AppIntent {
  static let title: LocalizedStringResource = "Refresh Library"

  func perform() async throws -> some IntentResult {
    ShortcutsTestApps.record("refresh")
    return .result()
  }
}

struct PodcastShortcuts: AppShortcutsProvider {
  static let shortcutTileColor: ShortcutTileColor = .purple

  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlayShowIntent(), phrases: ["Play a show in \(.applicationName)"],
      shortTitle: "Play Show", systemImageName: "play.circle")
    AppShortcut(
      intent: SleepTimerIntent(), phrases: ["Set a sleep timer in \(.applicationName)"],
      shortTitle: "Sleep Timer", systemImageName: "moon.zzz")
    AppShortcut(
      intent: RefreshLibraryIntent(), phrases: ["Refresh \(.applicationName)"],
      shortTitle: "Refresh Library", systemImageName: "arrow.clockwise")
  }
}

struct NewNoteIntent: AppIntent {
  static let title: LocalizedStringResource = "New Note"

  @Parameter(title: "Text")
  var text: String?

  static var parameterSummary: some ParameterSummary {
    Summary("Create a note saying \(\.$text)")
  }

  func perform() async throws -> some IntentResult & ProvidesDialog {
    ShortcutsTestApps.record("note \(text ?? "")")
    return .result(dialog: "Noted.")
  }
}

struct ShowPinnedNotesIntent: AppIntent {
  static let title: LocalizedStringResource = "Show Pinned Notes"

  func perform() async throws -> some IntentResult {
    .result()
  }
}

struct NoteShortcuts: AppShortcutsProvider {
  static let shortcutTileColor: ShortcutTileColor = .yellow

  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: NewNoteIntent(), phrases: ["New note in \(.applicationName)"],
      shortTitle: "New Note", systemImageName: "square.and.pencil")
    AppShortcut(
      intent: ShowPinnedNotesIntent(), phrases: ["Show pinned \(.applicationName)"],
      shortTitle: "Pinned Notes", systemImageName: "pin")
  }
}
