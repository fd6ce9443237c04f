// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct Departure: Hashable {
    let line: String
    let destination: String
    let time: Date
    let platform: Double
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let departure: Departure
    var isPlaceholder = false

    var minutes: Int {
        max(0, Int(departure.time.timeIntervalSince(date) / 60))
    }
}

struct DeparturesProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry {
        DeparturesEntry(
            date: .now,
            departure: Departure(line: "U0", destination: "Somewhere", time: .now, platform: 0),
            isPlaceholder: true
        )
    }

    func getSnapshot(in context: Context, completion: @escaping (DeparturesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeparturesEntry>) -> Void) {
        let now = Date.now
        let departure = Departure(line: "U2", destination: "Ruhleben", time: now.addingTimeInterval(7 * 60), platform: 2)
        let entry = DeparturesEntry(date: now, departure: departure)
        completion(Timeline(entries: [entry], policy: .after(now.addingTimeInterval(60))))
    }
}

struct DeparturesWidgetView: View {
    var entry: DeparturesEntry

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

struct DeparturesWidget: Widget {
    let kind: String = "DeparturesWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: DeparturesProvider()) { entry in
            DeparturesWidgetView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("The next train from your stop.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct DeparturesWidgetBundle: WidgetBundle {
    var body: some Widget {
        DeparturesWidget()
    }
}
