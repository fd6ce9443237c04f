import Foundation
import SpacesKit
import Testing

// Written the way iOS 17 and 18 apps guard newer widgets, controls and configurations.

private struct Entry: TimelineEntry {
  let date: Date
}

private struct Provider: TimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: .now) }
  func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
    completion(Entry(date: .now))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
    completion(Timeline(entries: [Entry(date: .now)], policy: .never))
  }
}

private struct PickIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Pick"
  @Parameter(title: "Name", default: "Ada") var name: String
}

private struct IntentProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> Entry { Entry(date: .now) }
  func snapshot(for configuration: PickIntent, in context: Context) async -> Entry {
    Entry(date: .now)
  }
  func timeline(for configuration: PickIntent, in context: Context) async -> Timeline<Entry> {
    Timeline(entries: [Entry(date: .now)], policy: .never)
  }
}

private struct StepsWidget: Widget {
  var body: some WidgetConfiguration {
    if #available(iOS 17.0, *) {
      AppIntentConfiguration(kind: "Steps", intent: PickIntent.self, provider: IntentProvider()) {
        _ in Text("Steps")
      }
      .configurationDisplayName("Steps")
    } else {
      StaticConfiguration(kind: "Steps", provider: Provider()) { _ in Text("Steps") }
    }
  }
}

private struct GuardedLightIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Light"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

private struct LightControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "Light") {
      ControlWidgetToggle("Light", isOn: false, action: GuardedLightIntent()) { _ in
        Text("Light")
      }
    }
  }
}

private struct NewerWidgets: WidgetBundle {
  var body: some Widget {
    StepsWidget()
    if #available(iOS 18.0, *) {
      LightControl()
    }
  }
}

@MainActor
@Suite("if #available in widget bodies and bundles, as WidgetKit builds them")
struct LimitedAvailabilityTests {
  @Test("an availability check's first branch registers; a bundle's guarded control too")
  func guardedEntries() {
    let entries = NewerWidgets().body.body._entries
    #expect(entries.count == 2)
    guard case .widget(let steps) = entries.first else {
      Issue.record("the Steps widget isn't registered")
      return
    }
    #expect(steps.kind == "Steps")
    #expect(steps.makeDefaultConfiguration != nil, "the iOS 17 branch: AppIntentConfiguration")
    guard case .control(let light) = entries.last else {
      Issue.record("the guarded control isn't registered")
      return
    }
    #expect(light.kind == "Light")
  }
}
