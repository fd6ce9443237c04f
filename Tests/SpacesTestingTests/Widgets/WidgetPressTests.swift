import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// Counts up.
struct AddOneIntent: AppIntent {
  static let title: LocalizedStringResource = "Add One"
  func perform() async throws -> some IntentResult { .result() }
}

/// Starts the count again.
struct ResetTallyIntent: AppIntent {
  static let title: LocalizedStringResource = "Reset Tally"
  func perform() async throws -> some IntentResult { .result() }
}

/// A tally's entry.
struct TallyEntry: TimelineEntry {
  let date: Date
}

/// The tally's timeline: one entry.
struct TallyProvider: TimelineProvider {
  func placeholder(in context: Context) -> TallyEntry { TallyEntry(date: .now) }
  func getSnapshot(in context: Context, completion: @escaping (TallyEntry) -> Void) {
    completion(TallyEntry(date: .now))
  }
  func getTimeline(in context: Context, completion: @escaping (Timeline<TallyEntry>) -> Void) {
    completion(Timeline(entries: [TallyEntry(date: .now)], policy: .never))
  }
}

/// A widget with an icon-only button labelled for VoiceOver and a text button.
struct TallyWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "Tally", provider: TallyProvider()) { _ in
      HStack {
        Button(intent: AddOneIntent()) {
          Image(systemName: "plus")
        }
        .accessibilityLabel("Add one")
        Button(intent: ResetTallyIntent()) {
          Text("Reset")
        }
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Tally")
    .supportedFamilies([.systemSmall])
  }
}

/// The tally app.
struct TallyWidgets: WidgetBundle {
  var body: some Widget {
    TallyWidget()
  }
}

/// Buttons inside widgets pressed by the names people use.
@MainActor
@Suite struct WidgetPressTests {
  @Test func aButtonIsPressedByItsIntentsTitleOrSymbol() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    await dashboard.tap("Start Brewing", inWidget: "Coffee")
    #expect(dashboard.events.intentRuns.last?.origin == .widget(kind: "CoffeeStatus"))
    await dashboard.tap("play.fill", inWidget: "CoffeeStatus")
    #expect(dashboard.events.intentRuns.count == 2)
    #expect(dashboard.space == .homeScreen)
  }

  @Test func aButtonIsPressedByItsAccessibilityLabelOrText() async throws {
    let dashboard = try await TestDashboard(bundle: TallyWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget("Tally", family: .systemSmall)
    await dashboard.tap("Add one", inWidget: "Tally")
    #expect(dashboard.events.intentRuns.map(\.title) == ["Add One"])
    await dashboard.tap("Reset", inWidget: "Tally")
    #expect(dashboard.events.intentRuns.map(\.title) == ["Add One", "Reset Tally"])
  }

  @Test func anUnknownElementFailsListingTheWidgetsElements() async throws {
    let dashboard = try await TestDashboard(bundle: TallyWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget("Tally", family: .systemSmall)
    await withKnownIssue {
      await dashboard.tap("Subtract", inWidget: "Tally")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("In Tally#1: No element named \"Subtract\". The elements are:")
        && text.contains("button \"Add one\", symbol plus, runs \"Add One\"")
        && text.contains("button \"Reset\", runs \"Reset Tally\"")
    }
    #expect(dashboard.events.intentRuns.isEmpty)
  }
}
