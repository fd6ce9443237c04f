// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct TramDeparture: Hashable {
    let line: String
    let destination: String
    let time: Date
    let platform: Double
}

struct NextTramEntry: TimelineEntry {
    let date: Date
    let departure: TramDeparture
    var isPlaceholder = false

    var minutes: Int {
        max(0, Int(departure.time.timeIntervalSince(date) / 60))
    }
}

struct NextTramProvider: TimelineProvider {
    func placeholder(in context: Context) -> NextTramEntry {
        NextTramEntry(
            date: .now,
            departure: TramDeparture(line: "U0", destination: "Somewhere", time: .now, platform: 0),
            isPlaceholder: true
        )
    }

    func getSnapshot(in context: Context, completion: @escaping (NextTramEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NextTramEntry>) -> Void) {
        let now = Date.now
        let departure = TramDeparture(line: "U2", destination: "Ruhleben", time: now.addingTimeInterval(7 * 60), platform: 2)
        let entry = NextTramEntry(date: now, departure: departure)
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(60))))
    }
}

struct NextTramWidgetView: View {
    var entry: NextTramEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                Image(systemName: "tram.fill.tunnel")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.blue)
                Text(entry.departure.line)
                    .font(.headline)
                Spacer()
                Image(systemName: "wifi")
                    .symbolVariant(.circle)
                    .imageScale(.small)
            }
            Text(entry.departure.destination)
                .font(.caption)
                .textCase(.uppercase)
            Text("Departs \(entry.departure.time, style: .time)")
            Text("\(entry.minutes) min")
                .monospacedDigit()
                .bold()
            Text("Platform \(entry.departure.platform, specifier: "%.0f")") + Text(" · on time").foregroundColor(.green)
        }
        .containerBackground(.fill.tertiary, for: .widget)
        .redacted(reason: entry.isPlaceholder ? .placeholder : [])
    }
}

struct NextTramWidget: Widget {
    let kind: String = "NextTramWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NextTramProvider()) { entry in
            NextTramWidgetView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("The next train from your stop.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct NextTramWidgetBundle: WidgetBundle {
    var body: some Widget {
        NextTramWidget()
    }
}
