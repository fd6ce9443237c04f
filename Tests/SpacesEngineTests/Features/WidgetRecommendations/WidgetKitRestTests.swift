import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine
@testable import SpacesRender

/// A city the weather widget shows.
private struct CityIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "City"
  @Parameter(title: "City", default: "Cupertino") var city: String

  init() {}
  init(city: String) { self.city = city }
}

/// An entry that says how relevant it is, as a weather alert does for the Smart Stack.
private struct WeatherEntry: TimelineEntry {
  let date: Date
  let city: String
  var relevance: TimelineEntryRelevance? {
    city == "Paris" ? TimelineEntryRelevance(score: 0.8, duration: 3600) : nil
  }
}

private struct WeatherProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: .now, city: "—") }
  func snapshot(for configuration: CityIntent, in context: Context) async -> WeatherEntry {
    WeatherEntry(date: SystemHost.current.now(), city: configuration.city)
  }
  func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<WeatherEntry>
  {
    Timeline(
      entries: [WeatherEntry(date: SystemHost.current.now(), city: configuration.city)],
      policy: .never)
  }
  func recommendations() -> [AppIntentRecommendation<CityIntent>] {
    [
      AppIntentRecommendation(intent: CityIntent(city: "Paris"), description: "Paris"),
      AppIntentRecommendation(intent: CityIntent(city: "Tokyo"), description: Text("Tokyo")),
    ]
  }
}

private struct WeatherWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: "test.Weather", intent: CityIntent.self, provider: WeatherProvider()
    ) { entry in
      Text(entry.city)
    }
    .supportedFamilies([.systemSmall, .accessoryRectangular])
  }
}

private struct WeatherBundle: WidgetBundle {
  var body: some Widget { WeatherWidget() }
}

/// WidgetKit's remaining API: entries' relevance kept and shown, the placed widgets read with
/// `getCurrentConfigurations`, and the providers' recommended configurations listed.
@MainActor
@Suite("WidgetKit: relevance, current configurations, recommendations")
struct WidgetKitRestTests {
  private func pilot() async throws -> Pilot {
    let paris = CityIntent()
    paris.city = "Paris"
    let app = HostedApp(
      name: "Weather", bundle: WeatherBundle.self,
      defaultWidgets: [
        DefaultWidget(kind: "test.Weather", family: .systemSmall, configuration: IntentBox(paris)),
        DefaultWidget(kind: "test.Weather", family: .accessoryRectangular),
      ])
    return try await Pilot(apps: [app])
  }

  @Test("getCurrentConfigurations lists the placed widgets with their kinds, families, intents")
  func currentConfigurations() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    let result = await pilot.engine.host.run {
      await withCheckedContinuation { continuation in
        WidgetCenter.shared.getCurrentConfigurations { continuation.resume(returning: $0) }
      }
    }
    let infos = try result.get()
    #expect(infos.map(\.kind) == ["test.Weather", "test.Weather"])
    #expect(infos.map(\.family) == [.systemSmall, .accessoryRectangular])
    #expect(
      infos.map { $0.widgetConfigurationIntent(of: CityIntent.self)?.city } == [
        "Paris", "Cupertino",
      ])
    let async = try await pilot.engine.host.run {
      try await WidgetCenter.shared.currentConfigurations()
    }
    #expect(async.map(\.description) == infos.map(\.description))
  }

  @Test("an entry's relevance is kept with it and shown in the inspector's timeline")
  func relevance() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    let paris = try #require(
      pilot.state.widgets.instances.values.first { $0.family == .systemSmall })
    #expect(paris.entries.first?.relevance == TimelineEntryRelevance(score: 0.8, duration: 3600))
    let other = try #require(
      pilot.state.widgets.instances.values.first { $0.family == .accessoryRectangular })
    #expect(other.entries.first?.relevance == nil)
    let inspector = InspectorView(
      painter: Painter(
        context: RenderContext(
          theme: try ThemeLoader.defaultTheme(), now: pilot.now,
          timeZone: TimeZone(identifier: "UTC")!)))
    let lines = inspector.widgetLines(paris, state: pilot.state.widgets)
    #expect(lines.contains { $0.contains("(relevance 0.8 for 1 h) Paris") }, "\(lines)")
  }

  @Test("relevance as the inspector writes it, bad numbers included")
  func relevanceText() {
    #expect(TimelineEntryRelevance(score: 2).text == "relevance 2")
    #expect(
      TimelineEntryRelevance(score: 0.5, duration: 90 * 60).text == "relevance 0.5 for 90 min")
    #expect(TimelineEntryRelevance(score: 1, duration: 20).text == "relevance 1 for 20 s")
    #expect(TimelineEntryRelevance(score: .nan, duration: .infinity).text == "relevance nan")
    #expect(TimelineEntryRelevance(score: 1, duration: -5).text == "relevance 1")
  }

  @Test("the provider's recommendations are kept and listed; invalidating reads them again")
  func recommendations() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    let listed = pilot.state.widgetRecommendations.byKind["test.Weather"] ?? []
    #expect(listed.map(\.description) == ["Paris", "Tokyo"])
    #expect(listed.first?.configuration.parameters.first?.valueText == "Paris")
    #expect(pilot.eventLines.contains("widget Weather recommends 2: “Paris”, “Tokyo”"))
    // Nothing changed: invalidating reads them again and logs nothing new.
    let before = pilot.eventLines.count
    pilot.engine.host.runSync { WidgetCenter.shared.invalidateConfigurationRecommendations() }
    await pilot.advance(by: 0.1)
    #expect(pilot.eventLines.count == before)
    #expect(pilot.state.widgetRecommendations.byKind["test.Weather"]?.count == 2)
  }
}
