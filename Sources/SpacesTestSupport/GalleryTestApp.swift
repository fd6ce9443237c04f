import SpacesEngine
import SpacesKit

/// A weather app as a shipping iOS app writes its widgets, for the widget gallery's tests: a
/// "Forecast" widget whose snapshot reads `context.isPreview` (small and medium), and a
/// "Radar" widget whose snapshot never completes (the gallery gives up on it), and a configurable
/// "City" widget (small, and rectangular on the Lock Screen) whose provider recommends Paris. It
/// places one small Forecast at start.
package enum GalleryTestApp {
  /// The app, named Weather.
  package static var app: HostedApp {
    HostedApp(
      name: "Weather", bundle: GalleryWeatherBundle.self,
      defaultWidgets: [DefaultWidget(kind: forecastKind, family: .systemSmall)])
  }

  /// The Forecast widget's kind.
  package static let forecastKind = "com.example.weather.forecast"
  /// The Radar widget's kind.
  package static let radarKind = "com.example.weather.radar"
  /// The City widget's kind.
  package static let cityKind = "com.example.weather.city"
}

private struct GalleryWeatherBundle: WidgetBundle {
  var body: some Widget {
    ForecastWidget()
    RadarWidget()
    CityWidget()
  }
}

private struct WeatherEntry: TimelineEntry {
  let date: Date
  let city: String
  let temperature: String
}

private struct ForecastProvider: TimelineProvider {
  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "City", temperature: "--°")
  }

  func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
    // The gallery shows sample data; the Home Screen the real forecast.
    let entry =
      context.isPreview
      ? WeatherEntry(date: Date(), city: "Cupertino", temperature: "21°")
      : WeatherEntry(date: Date(), city: "Paris", temperature: "14°")
    completion(entry)
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
    let entry = WeatherEntry(date: Date(), city: "Paris", temperature: "14°")
    completion(Timeline(entries: [entry], policy: .never))
  }
}

private struct ForecastView: View {
  var entry: WeatherEntry

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(entry.city)
        .font(.headline)
      Text(entry.temperature)
        .font(.largeTitle)
    }
    .padding()
  }
}

private struct ForecastWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: GalleryTestApp.forecastKind, provider: ForecastProvider()) {
      entry in
      ForecastView(entry: entry)
    }
    .configurationDisplayName("Forecast")
    .description("Today's weather where you are.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

/// A provider whose snapshot never comes back (a network call that hangs).
private struct RadarProvider: TimelineProvider {
  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "Radar", temperature: "")
  }

  func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {}

  func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
    completion(Timeline(entries: [placeholder(in: context)], policy: .never))
  }
}

private struct RadarWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: GalleryTestApp.radarKind, provider: RadarProvider()) { entry in
      Text(entry.city)
    }
    .configurationDisplayName("Radar")
    .description("Rain in the next hour.")
    .supportedFamilies([.systemMedium])
  }
}

private struct CityIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "City"
  static let description = IntentDescription("The city to show.")

  @Parameter(title: "City", default: "Cupertino")
  var city: String
}

private struct CityProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> WeatherEntry {
    WeatherEntry(date: Date(), city: "City", temperature: "--°")
  }

  func snapshot(for configuration: CityIntent, in context: Context) async -> WeatherEntry {
    WeatherEntry(date: Date(), city: configuration.city, temperature: "20°")
  }

  func timeline(for configuration: CityIntent, in context: Context) async -> Timeline<WeatherEntry>
  {
    let entry = WeatherEntry(date: Date(), city: configuration.city, temperature: "18°")
    return Timeline(entries: [entry], policy: .never)
  }

  func recommendations() -> [AppIntentRecommendation<CityIntent>] {
    let paris = CityIntent()
    paris.city = "Paris"
    return [AppIntentRecommendation(intent: paris, description: Text("Paris"))]
  }
}

private struct CityWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: GalleryTestApp.cityKind, intent: CityIntent.self, provider: CityProvider()
    ) { entry in
      VStack {
        Text(entry.city)
        Text(entry.temperature)
      }
    }
    .configurationDisplayName("City")
    .description("The weather in a city you choose.")
    .supportedFamilies([.systemSmall, .accessoryRectangular])
  }
}
