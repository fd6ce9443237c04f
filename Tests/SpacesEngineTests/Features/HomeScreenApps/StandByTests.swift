import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A day's entry with one line of text.
private struct LineEntry: TimelineEntry {
  let date: Date
  let text: String
}

/// One entry, never reloaded.
private struct LineProvider: TimelineProvider {
  let text: String

  func placeholder(in context: Context) -> LineEntry { LineEntry(date: Date.now, text: text) }

  func getSnapshot(in context: Context, completion: @escaping (LineEntry) -> Void) {
    completion(placeholder(in: context))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<LineEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

/// A photo of the day, which its app keeps out of StandBy (a dim room is no place for it).
private struct PhotoWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "com.example.Photo", provider: LineProvider(text: "Photo")) {
      entry in
      Text(entry.text)
    }
    .supportedFamilies([.systemSmall])
    .disfavoredLocations([.standBy], for: [.systemSmall])
  }
}

/// The weather.
private struct WeatherWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "com.example.Weather", provider: LineProvider(text: "Sunny")) {
      entry in
      Text(entry.text)
    }
    .supportedFamilies([.systemSmall])
  }
}

/// A note that says whether its container background shows, as an app adapting to StandBy
/// reads it.
private struct NoteWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "com.example.Note", provider: LineProvider(text: "Note")) { entry in
      NoteView(text: entry.text)
    }
    .supportedFamilies([.systemSmall])
  }
}

private struct NoteView: View {
  let text: String
  @Environment(\.showsWidgetContainerBackground) private var showsBackground

  var body: some View {
    Text("\(text) on \(showsBackground ? "paper" : "black")")
      .containerBackground(for: .widget) { Color.yellow }
  }
}

/// A badge whose background may not be removed: StandBy leaves it out, as iOS does.
private struct BadgeWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "com.example.Badge", provider: LineProvider(text: "Badge")) {
      entry in
      Text(entry.text)
    }
    .supportedFamilies([.systemSmall])
    .containerBackgroundRemovable(false)
  }
}

/// The app's widgets.
private struct DayWidgets: WidgetBundle {
  var body: some Widget {
    PhotoWidget()
    WeatherWidget()
    NoteWidget()
    BadgeWidget()
  }
}

/// StandBy's stacks: the Home Screen's small widgets, except those whose configuration
/// disfavours StandBy, as iOS leaves them out.
@MainActor
@Suite("StandBy: which widgets its stacks show")
struct StandByTests {
  /// The Day app's Home Screen with small widgets of these kinds placed.
  private func homeScreen(placing kinds: [String]) async throws -> Pilot {
    let app = HostedApp(
      name: "Day", bundle: DayWidgets.self,
      defaultWidgets: kinds.map { DefaultWidget(kind: $0, family: .systemSmall) })
    let pilot = try await Pilot(apps: [app], size: TerminalSize(width: 120, height: 40))
    await pilot.press(.character("4"))
    return pilot
  }

  @Test("a widget with disfavoredLocations([.standBy]) stays out of StandBy's stacks")
  func disfavored() async throws {
    let pilot = try await homeScreen(placing: ["com.example.Photo", "com.example.Weather"])
    defer { pilot.close() }
    #expect(pilot.screen.contains("Photo"), "on the Home Screen")
    await pilot.press(.character("Y"))
    #expect(StandByState.widgets(in: pilot.state).map(\.kind) == ["com.example.Weather"])
    #expect(pilot.screen.contains("Sunny"))
    #expect(!pilot.screen.contains("Photo"), "\(pilot.screen)")
  }

  @Test("StandBy draws its widgets again without their background, and they know it")
  func backgroundRemoved() async throws {
    let pilot = try await homeScreen(placing: ["com.example.Note", "com.example.Badge"])
    defer { pilot.close() }
    #expect(pilot.screen.contains("Note on paper"), "the Home Screen shows the background")
    #expect(pilot.screen.contains("Badge"))
    await pilot.press(.character("Y"))
    #expect(StandByState.widgets(in: pilot.state).map(\.kind) == ["com.example.Note"])
    #expect(pilot.screen.contains("Note on black"), "\(pilot.screen)")
    #expect(!pilot.screen.contains("Badge"), "a background that can't be removed: left out")
    let note = try #require(StandByState.widgets(in: pilot.state).first)
    #expect(pilot.state.widgets.standByDrawings[note.id]?.views?.count == note.entries.count)
    #expect(note.view.node.plainText == "Note on paper", "the Home Screen's view is kept")
  }
}
