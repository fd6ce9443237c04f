// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only WidgetKit and SwiftUI, which bring Foundation and CoreGraphics along.

import SpacesKit

struct CountdownEntry: TimelineEntry {
    let date: Date
    let event: CountdownEvent
}

struct CountdownProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountdownEntry {
        CountdownEntry(date: .now, event: CountdownStore.nextEvent())
    }

    func getSnapshot(in context: Context, completion: @escaping (CountdownEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CountdownEntry>) -> Void) {
        let now = Date.now
        let entry = CountdownEntry(date: now, event: CountdownStore.nextEvent(after: now))
        let midnight = Calendar.current.startOfDay(for: now).addingTimeInterval(24 * 60 * 60)
        completion(Timeline(entries: [entry], policy: .after(midnight)))
    }
}

struct CountdownWidgetView: View {
    var entry: CountdownEntry

    private let badgeSize = CGSize(width: 48, height: 16)
    private let rowSpacing: CGFloat = 4
    private let inset: Double = 8

    var body: some View {
        VStack(alignment: .leading, spacing: rowSpacing) {
            Text(entry.event.name)
                .font(.headline)
            HStack(spacing: inset) {
                Text("\(CountdownStore.daysLeft(from: entry.date, to: entry.event))")
                    .font(.title)
                    .frame(width: badgeSize.width, height: badgeSize.height, alignment: .leading)
                Text("days")
                    .font(.caption)
            }
            Spacer(minLength: rowSpacing / 2)
        }
        .padding(inset)
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            Color.white
        }
    }
}

struct CountdownWidget: Widget {
    let kind: String = "CountdownWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: CountdownProvider()) { entry in
            CountdownWidgetView(entry: entry)
        }
        .configurationDisplayName("Countdown")
        .description("The days until your next event.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct CountdownBundle: WidgetBundle {
    var body: some Widget {
        CountdownWidget()
        ShareCountdownControl()
        CountdownLiveActivity()
    }
}

struct CountdownWidget_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            CountdownWidgetView(entry: CountdownEntry(date: .now, event: CountdownStore.nextEvent()))
                .previewContext(WidgetPreviewContext(family: .systemSmall))
                .previewDisplayName("Small")
            CountdownWidgetView(entry: CountdownEntry(date: .now, event: CountdownStore.nextEvent()))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
        }
    }
}

#Preview("Countdown view") {
    CountdownWidgetView(entry: CountdownEntry(date: .now, event: CountdownStore.nextEvent()))
}
