import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A day's schedule: more rows than the VoiceOver overlay has room for.
struct ScheduleEntry: TimelineEntry {
  let date: Date
}

/// Gives one entry now.
struct ScheduleProvider: TimelineProvider {
  func placeholder(in context: Context) -> ScheduleEntry { ScheduleEntry(date: .now) }
  func getSnapshot(in context: Context, completion: @escaping (ScheduleEntry) -> Void) {
    completion(ScheduleEntry(date: .now))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<ScheduleEntry>) -> Void) {
    completion(Timeline(entries: [ScheduleEntry(date: .now)], policy: .never))
  }
}

/// Twenty rows of text, each an element VoiceOver reads.
struct ScheduleWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "test.Schedule", provider: ScheduleProvider()) { _ in
      VStack {
        ForEach(1...20, id: \.self) { hour in Text("Slot \(hour)") }
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
    .supportedFamilies([.systemLarge])
  }
}

struct ScheduleBundle: WidgetBundle {
  var body: some Widget { ScheduleWidget() }
}

/// The overlay is drawn into the frame and clipped to the space: elements beyond its room are
/// counted on its last line.
@MainActor
@Suite("VoiceOver overlay: more elements than rows")
struct VoiceOverClippingTests {
  @Test("a long list ends with “▾ N more” (“v N more” in ASCII) inside the space")
  func clipped() async throws {
    for ascii in [false, true] {
      let pilot = try await Pilot(
        apps: [HostedApp(name: "Schedule", bundle: ScheduleBundle.self)],
        size: TerminalSize(width: 100, height: 20), asciiOnly: ascii)
      defer { pilot.close() }
      #expect(pilot.engine.addWidget(kind: "test.Schedule", family: .systemLarge))
      try await pilot.type("4 wait:1s A")
      let lines = pilot.screen.components(separatedBy: "\n")
      let bullet = ascii ? "- " : "‣ "
      #expect(lines.contains { $0.contains("\(bullet)Slot 1 ") }, "\(pilot.screen)")
      // 20 rows: the space is 17 rows tall, the box keeps 13 for elements, the last says
      // how many more there are.
      #expect(lines.contains { $0.contains(ascii ? "v 8 more" : "▾ 8 more") }, "\(pilot.screen)")
      #expect(!lines.contains { $0.contains("Slot 20") }, "Slot 20 is past the box")
      #expect(lines.count == 20)
    }
  }
}
