// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct Departure: Identifiable, Hashable {
    var id: String { line + destination + String(minutes) }
    let line: String
    let destination: String
    let platform: String
    let minutes: Int
}

struct DeparturesEntry: TimelineEntry {
    let date: Date
    let station: String
    let departures: [Departure]

    static let sample = DeparturesEntry(
        date: .now,
        station: "Central Station",
        departures: [
            Departure(line: "4", destination: "Airport", platform: "2", minutes: 0),
            Departure(line: "12", destination: "Old Town", platform: "1", minutes: 3),
            Departure(line: "104", destination: "University Hospital", platform: "4", minutes: 7),
            Departure(line: "7", destination: "Harbour", platform: "2", minutes: 12),
            Departure(line: "12", destination: "Old Town", platform: "1", minutes: 18),
            Departure(line: "4", destination: "Airport", platform: "2", minutes: 24),
        ]
    )
}

struct DeparturesProvider: TimelineProvider {
    func placeholder(in context: Context) -> DeparturesEntry {
        .sample
    }

    func getSnapshot(in context: Context, completion: @escaping (DeparturesEntry) -> Void) {
        completion(.sample)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<DeparturesEntry>) -> Void) {
        let entry = DeparturesEntry.sample
        let nextUpdate = Date.now.addingTimeInterval(60)
        completion(Timeline(entries: [entry], policy: .after(nextUpdate)))
    }
}

struct DeparturesHeader: View {
    let station: String
    let count: Int

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Image(systemName: "tram")
                Text(station)
                    .font(.headline)
                Spacer()
                Text("Next \(count) departures")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            HStack {
                Image(systemName: "tram")
                Text(station)
                    .font(.headline)
            }
        }
    }
}

struct DeparturesWidgetEntryView: View {
    @Environment(\.widgetFamily) var family
    var entry: DeparturesProvider.Entry

    private var rows: Int {
        family == .systemLarge ? 6 : 3
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            DeparturesHeader(station: entry.station, count: rows)
            Divider()
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 2) {
                GridRow {
                    Text("Line")
                    Text("Destination")
                    Text("Pl.")
                    Text("Min")
                        .gridColumnAlignment(.trailing)
                }
                .font(.caption)
                .foregroundStyle(.secondary)
                ForEach(entry.departures.prefix(rows)) { departure in
                    GridRow {
                        Text(departure.line)
                            .bold()
                        Text(departure.destination)
                            .lineLimit(1)
                        Text(departure.platform)
                        Text(departure.minutes == 0 ? "Now" : "\(departure.minutes)")
                            .monospacedDigit()
                    }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            if family == .systemLarge {
                Spacer(minLength: 0)
                Divider()
                Text("Times are live from the operator")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.horizontal)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct DeparturesWidget: Widget {
    let kind: String = "DeparturesWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: DeparturesProvider()) { entry in
            DeparturesWidgetEntryView(entry: entry)
        }
        .configurationDisplayName("Departures")
        .description("The next trams and buses from your stop.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct TransitWidgetBundle: WidgetBundle {
    var body: some Widget {
        DeparturesWidget()
    }
}
