import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The notes app: an `AppEntity` with an `EntityStringQuery`, App Shortcuts with parameterized
/// phrases, dialogs, a returned value and a snippet view, run from the Siri bar.
@MainActor
@Suite("Source compatibility: a notes app's App Shortcuts in the Siri bar", .serialized)
struct NotesTests {
  private func launch() async throws -> Pilot {
    await NotesStore.shared.reset()
    return try await Pilot(
      apps: [HostedApp(bundle: NotesAppBundle.self)], size: TerminalSize(width: 90, height: 30))
  }

  @Test("a parameterized phrase names a pinned note: its dialog and snippet show")
  func showNote() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Show Groceries in Notes' Enter wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("Here's Groceries."), "\(screen)")
    #expect(screen.contains("Eggs, milk, coffee"), "the snippet view")
  }

  @Test("the app's synonym works; a missing title is asked for and the note is created")
  func createNote() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Create a note in Jotter' Enter wait:1s")
    #expect(pilot.screen.contains("Title"), "\(pilot.screen)")
    try await pilot.type("text:'Call the plumber' Enter wait:1s")
    #expect(pilot.screen.contains("Added “Call the plumber” to your notes."), "\(pilot.screen)")
    let titles = await NotesStore.shared.notes.map(\.title)
    #expect(titles.last == "Call the plumber")
  }

  @Test("a shortcut returning a value and a dialog; the control runs the same intent")
  func countNotes() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'How many notes do I have in Notes' Enter wait:1s")
    #expect(pilot.screen.contains("You have 3 notes."), "\(pilot.screen)")
  }

  @Test("“what can I do with Notes” lists the shortcuts by their short titles")
  func listShortcuts() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'What can I do with Notes?' Enter")
    let screen = pilot.screen
    #expect(screen.contains("New Note"), "\(screen)")
    #expect(screen.contains("Show Note"))
    #expect(screen.contains("Count Notes"))
    // The tile colour is drawn in the Shortcuts space now, not reported as unsupported.
    #expect(!pilot.eventLines.contains { $0.contains("shortcutTileColor") })
    try await pilot.type("Esc 6")
    #expect(pilot.state.siri.sources.first { $0.app == "Notes" }?.tileColor == .yellow)
    #expect(pilot.screen.contains("Count Notes"), "\(pilot.screen)")
  }
}
