import Foundation
import SpacesEngine
import SpacesKit

// A weather app's widgets written as a shipping iOS 18 app writes them (static lets for Swift 6): a
// configurable city widget whose query gives a default city, and a static clock.

/// A city the weather widget can show.
struct CityEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "City"
  static let defaultQuery = CityQuery()

  var id: String
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  static let all = [
    CityEntity(id: "lisbon", name: "Lisbon"), CityEntity(id: "oslo", name: "Oslo"),
  ]
}

/// Finds cities; the first is where you are, the widget's default.
struct CityQuery: EntityQuery {
  func entities(for identifiers: [CityEntity.ID]) async throws -> [CityEntity] {
    CityEntity.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [CityEntity] { CityEntity.all }

  func defaultResult() async -> CityEntity? { CityEntity.all.first }
}

/// The city widget's configuration.
struct SelectCityIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Select City"
  static let description = IntentDescription("Choose the city to show.")

  @Parameter(title: "City")
  var city: CityEntity?
}

/// The weather in a city at a moment.
struct CityEntry: TimelineEntry {
  let date: Date
  let city: String
}

/// One entry: the configured city's name.
struct CityProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> CityEntry {
    CityEntry(date: Date.now, city: "City")
  }

  func snapshot(for configuration: SelectCityIntent, in context: Context) async -> CityEntry {
    CityEntry(date: Date.now, city: configuration.city?.name ?? "No city")
  }

  func timeline(for configuration: SelectCityIntent, in context: Context) async -> Timeline<
    CityEntry
  > {
    Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
  }
}

/// The configurable city widget.
struct CityWeatherWidget: Widget {
  let kind: String = "com.example.Weather.City"

  var body: some WidgetConfiguration {
    AppIntentConfiguration(kind: kind, intent: SelectCityIntent.self, provider: CityProvider()) {
      entry in
      VStack(alignment: .leading, spacing: 4) {
        Text(entry.city)
          .font(.headline)
        Text("Sunny")
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("City Weather")
    .description("The weather in a city you choose.")
    .supportedFamilies([.systemSmall])
  }
}

/// The static clock's single entry.
struct ClockEntry: TimelineEntry {
  let date: Date
}

/// A static widget: nothing to configure.
struct ClockProvider: TimelineProvider {
  func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: Date.now) }

  func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) {
    completion(ClockEntry(date: Date.now))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
    completion(Timeline(entries: [ClockEntry(date: Date.now)], policy: .never))
  }
}

/// The static clock widget.
struct WeatherClockWidget: Widget {
  let kind: String = "com.example.Weather.Clock"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: kind, provider: ClockProvider()) { entry in
      Text(entry.date, style: .time)
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Clock")
    .supportedFamilies([.systemSmall])
  }
}

/// The weather app's widgets.
struct WeatherWidgets: WidgetBundle {
  var body: some Widget {
    CityWeatherWidget()
    WeatherClockWidget()
  }
}

/// The weather app, placing a city widget and a clock on the Home Screen.
enum CityWeatherTestApp {
  static var app: HostedApp {
    HostedApp(
      name: "Weather", bundle: WeatherWidgets.self,
      defaultWidgets: [
        DefaultWidget(kind: "com.example.Weather.City", family: .systemSmall),
        DefaultWidget(kind: "com.example.Weather.Clock", family: .systemSmall),
      ])
  }
}
