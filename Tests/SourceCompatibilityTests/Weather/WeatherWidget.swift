// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Int
    let condition: String
    let symbolName: String
    let high: Int
    let low: Int
    let uvIndex: Double
}

extension WeatherEntry {
    static let preview = WeatherEntry(
        date: .now, city: "Cupertino", temperature: 72, condition: "Sunny",
        symbolName: "sun.max.fill", high: 78, low: 61, uvIndex: 6
    )
}

struct WeatherProvider: TimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        .preview
    }

    func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> ()) {
        completion(.preview)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let forecast = WeatherService.shared.hourlyForecast()
        var entries: [WeatherEntry] = []
        let currentDate = Date()
        for (hourOffset, hour) in forecast.enumerated() {
            let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
            entries.append(
                WeatherEntry(
                    date: entryDate, city: "Cupertino", temperature: hour.temperature,
                    condition: hour.condition, symbolName: hour.symbolName,
                    high: 78, low: 61, uvIndex: hour.uvIndex
                )
            )
        }
        let timeline = Timeline(entries: entries, policy: .atEnd)
        completion(timeline)
    }
}

struct WeatherWidgetEntryView: View {
    var entry: WeatherProvider.Entry

    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryInline:
            Label("\(entry.temperature)° \(entry.condition)", systemImage: entry.symbolName)
        case .accessoryCircular:
            Gauge(value: entry.uvIndex, in: 0...11) {
                Text("UV")
            } currentValueLabel: {
                Text("\(Int(entry.uvIndex))")
            }
            .gaugeStyle(.accessoryCircular)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Text(entry.city)
                    .font(.headline)
                    .widgetAccentable()
                Text("\(entry.temperature)° \(entry.condition)")
                Text("H:\(entry.high)° L:\(entry.low)°")
                    .foregroundStyle(.secondary)
            }
        case .systemMedium:
            HStack {
                SmallWeatherView(entry: entry)
                Spacer()
                VStack(alignment: .trailing) {
                    Text("UV Index")
                        .font(.caption)
                    Gauge(value: entry.uvIndex, in: 0...11) {
                        Text("UV")
                    }
                    .tint(.orange)
                }
            }
        default:
            SmallWeatherView(entry: entry)
        }
    }
}

struct SmallWeatherView: View {
    var entry: WeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.city)
                .font(.headline)
            Text("\(entry.temperature)°")
                .font(.system(size: 40, weight: .light))
                .contentTransition(.numericText(value: Double(entry.temperature)))
            Spacer()
            Image(systemName: entry.symbolName)
                .widgetAccentedRenderingMode(.fullColor)
                .foregroundStyle(.yellow)
            Text(entry.condition)
                .font(.caption)
            Text("H:\(entry.high)° L:\(entry.low)°")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

struct WeatherWidget: Widget {
    let kind: String = "WeatherWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: WeatherProvider()) { entry in
            WeatherWidgetEntryView(entry: entry)
                .containerBackground(.blue.gradient, for: .widget)
                .widgetURL(URL(string: "weather://forecast/\(entry.city)"))
        }
        .configurationDisplayName("Weather")
        .description("See the current conditions and today's forecast.")
        .supportedFamilies([
            .systemSmall,
            .systemMedium,
            .accessoryCircular,
            .accessoryRectangular,
            .accessoryInline,
        ])
    }
}

#Preview(as: .systemSmall) {
    WeatherWidget()
} timeline: {
    WeatherEntry.preview
    WeatherEntry(
        date: .now, city: "Cupertino", temperature: 68, condition: "Cloudy",
        symbolName: "cloud.fill", high: 70, low: 58, uvIndex: 2
    )
}

struct WeatherWidgetBundle: WidgetBundle {
    var body: some Widget {
        WeatherWidget()
    }
}
