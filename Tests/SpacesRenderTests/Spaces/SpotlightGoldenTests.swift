import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Synchronization
import Testing

/// A field note, indexed in Spotlight.
private struct NoteEntity: IndexedEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
  static let defaultQuery = NoteQuery()
  var id: String
  var title: String
  var place: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(title)", subtitle: "\(place)", image: .init(systemName: "note.text"))
  }
  var attributeSet: CSSearchableItemAttributeSet {
    let attributes = defaultAttributeSet
    attributes.keywords = ["birds", place]
    return attributes
  }
}

private enum NoteStore {
  static let notes = [
    NoteEntity(id: "n1", title: "Herons at dawn", place: "Marsh"),
    NoteEntity(id: "n2", title: "Heron nest count", place: "Reed bed"),
    NoteEntity(id: "n3", title: "Kingfisher", place: "Mill stream"),
  ]
}

private struct NoteQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [NoteEntity] {
    NoteStore.notes.filter { identifiers.contains($0.id) }
  }
}

/// Opens a note in the app.
private struct OpenNoteIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Note"
  @Parameter(title: "Note") var target: NoteEntity
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Opened \(target.title).")
  }
}

/// Holds the export halfway until the test lets it finish.
private enum ExportGate {
  private static let state = Mutex<(open: Bool, waiting: CheckedContinuation<Void, Never>?)>(
    (false, nil))

  static func wait() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = state.withLock { gate in
          if gate.open { return true }
          gate.waiting = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      open()
    }
  }

  static func open() {
    let waiting = state.withLock { gate in
      gate.open = true
      defer { gate.waiting = nil }
      return gate.waiting
    }
    waiting?.resume()
  }

  static func close() { state.withLock { $0 = (false, nil) } }
}

/// Exports the notes, reporting its progress.
private struct ExportNotesIntent: ProgressReportingIntent {
  static let title: LocalizedStringResource = "Export Notes"
  func perform() async throws -> some IntentResult & ProvidesDialog {
    progress.totalUnitCount = 4
    progress.completedUnitCount = 2
    await ExportGate.wait()
    progress.completedUnitCount = 4
    return .result(dialog: "Exported 4 notes.")
  }
}

private struct FieldNotesShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: ExportNotesIntent(), phrases: ["Export \(.applicationName)"])
  }
}

private struct FieldNotesBundle: WidgetBundle {
  var body: some Widget { EmptyWidget() }
}

private struct EmptyWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "com.example.FieldNotes.Empty", provider: EmptyProvider()) { _ in
      Text("Notes")
    }
  }
}

private struct EmptyProvider: TimelineProvider {
  func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: .now) }
  func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) {
    completion(SimpleEntry(date: .now))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {
    completion(Timeline(entries: [SimpleEntry(date: .now)], policy: .never))
  }
}

private struct SimpleEntry: TimelineEntry {
  var date: Date
}

/// An app that indexes nothing.
private struct QuietBundle: WidgetBundle {
  var body: some Widget { EmptyWidget() }
}

extension QuietBundle: SpacesAppInfo {
  static var appName: String { "Quiet" }
}

extension FieldNotesBundle: SpacesAppInfo {
  static var appName: String { "Field Notes" }
  static var appShortcuts: (any AppShortcutsProvider.Type)? { FieldNotesShortcuts.self }
  static func launch() {
    let index = CSSearchableIndex.default()
    Task { try await index.indexAppEntities(NoteStore.notes) }
  }
}

/// Golden frames of the Siri / Spotlight bar's Spotlight section and of a running intent's
/// progress. Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter SpotlightGoldenTests`,
/// then read them.
@MainActor
@Suite("Golden frames: Spotlight results and a ProgressReportingIntent's progress", .serialized)
struct SpotlightGoldenTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(bundle: FieldNotesBundle.self)], size: TerminalSize(width: 80, height: 24))
  }

  @Test("typing finds indexed entities under Spotlight; Enter runs the entity's OpenIntent")
  func spotlightSection() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("wait:1s / text:'heron' wait:100ms")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-spotlight")
    #expect(pilot.screen.contains("Spotlight"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Herons at dawn — Marsh"))
    try await pilot.type("Down Down Enter wait:1s")
    #expect(pilot.eventLines.contains("perform Open Note"), "\(pilot.eventLines)")
    #expect(pilot.screen.contains("Opened Heron nest count."), "\(pilot.screen)")
    try await pilot.type("Esc i")
    #expect(pilot.screen.contains("Spotlight: 3 items from"), "\(pilot.screen)")
    #expect(
      SpotlightFeature.inspectorLines(pilot.state.spotlight)
        == ["Spotlight: 3 items from Field Notes"])
  }

  @Test("the index is kept across runs in spotlight.json")
  func persisted() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("spotlight-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let pilot = try await Pilot(
        apps: [HostedApp(bundle: FieldNotesBundle.self)],
        size: TerminalSize(width: 80, height: 24), stateDirectory: directory)
      try await pilot.type("wait:1s")
      #expect(pilot.state.spotlight.items.count == 3)
    }
    // Another app starts on the same state directory: Field Notes' items are still there.
    let restarted = try await Pilot(
      apps: [HostedApp(bundle: QuietBundle.self)], size: TerminalSize(width: 80, height: 24),
      stateDirectory: directory)
    try await restarted.type("wait:1s / text:'kingfisher' wait:100ms")
    #expect(restarted.state.spotlight.items.count == 3)
    #expect(restarted.screen.contains("Kingfisher — Mill stream"), "\(restarted.screen)")
  }

  @Test("a ProgressReportingIntent's run shows its progress in the bar, then its answer")
  func progressRow() async throws {
    ExportGate.close()
    let pilot = try await launch()
    defer {
      ExportGate.open()
      pilot.close()
    }
    try await pilot.type("wait:1s / text:'Export Field Notes' Enter wait:100ms")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-progress")
    #expect(pilot.screen.contains("50%"), "\(pilot.screen)")
    ExportGate.open()
    try await pilot.type("wait:100ms")
    #expect(pilot.screen.contains("Exported 4 notes."), "\(pilot.screen)")
    #expect(pilot.state.runs.runs.isEmpty)
    // Nothing redraws once the run ended, until the clock's next minute.
    #expect(!pilot.screen.contains("%"))
    #expect(
      pilot.nextRedraw.map { $0.timeIntervalSince(pilot.now) > 1 } ?? true,
      "\(String(describing: pilot.nextRedraw)) at \(pilot.now)")
  }

  @Test("the Action button running a ProgressReportingIntent's App Shortcut shows its progress")
  func actionButtonProgress() async throws {
    ExportGate.close()
    let pilot = try await launch()
    defer {
      ExportGate.open()
      pilot.close()
    }
    try await pilot.type("wait:1s 3 e Enter text:'export' Enter Esc")
    #expect(pilot.state.actionButton.shortcut?.title == "Export Notes", "\(pilot.screen)")
    try await pilot.type("Enter wait:500ms Enter wait:100ms")
    #expect(pilot.screen.contains("████████████░░░░░░░░░░░░  50%"), "\(pilot.screen)")
    ExportGate.open()
    try await pilot.type("wait:100ms")
    #expect(!pilot.screen.contains("50%"), "\(pilot.screen)")
  }
}
