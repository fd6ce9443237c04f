import SpacesEngine
import SpacesKit

/// A weather app as a shipping iOS app writes its widgets, for the widget gallery's tests: a
/// "Forecast" widget whose snapshot reads `context.isPreview` (small and medium), and a
/// "Radar" widget whose snapshot never completes (the gallery gives up on it). It places one
/// small Forecast at start.
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
}

private struct GalleryWeatherBundle: WidgetBundle {
  var body: some Widget {
    ForecastWidget()
    RadarWidget()
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
