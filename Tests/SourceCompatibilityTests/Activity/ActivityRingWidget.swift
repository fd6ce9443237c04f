// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct MoveEntry: TimelineEntry {
    let date: Date
    let calories: Int
    let goal: Int

    var progress: Double {
        guard goal > 0 else { return 0 }
        return min(Double(calories) / Double(goal), 1)
    }
}

struct MoveProvider: TimelineProvider {
    func placeholder(in context: Context) -> MoveEntry {
        MoveEntry(date: .now, calories: 0, goal: 500)
    }

    func getSnapshot(in context: Context, completion: @escaping (MoveEntry) -> ()) {
        completion(MoveEntry(date: .now, calories: 320, goal: 500))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        let entry = MoveEntry(date: .now, calories: 320, goal: 500)
        completion(Timeline(entries: [entry], policy: .after(.now.addingTimeInterval(15 * 60))))
    }
}

/// A ring gauge, the way the Fitness app draws its Move ring.
struct MoveRing: View {
    var progress: Double
    var lineWidth: CGFloat = 6

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.black.opacity(0.3), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    Color.pink,
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
        }
    }
}

struct MoveWidgetEntryView: View {
    var entry: MoveEntry

    var body: some View {
        HStack(spacing: 12) {
            MoveRing(progress: entry.progress)
                .frame(width: 80, height: 80)
            VStack(alignment: .leading, spacing: 4) {
                Text("Move")
                    .font(.headline)
                Text("\(entry.calories)/\(entry.goal)")
                    .font(.title2)
                    .bold()
                Text("CAL")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(8)
        .background {
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(.blue.gradient)
        }
    }
}

struct MoveWidget: Widget {
    let kind: String = "MoveWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MoveProvider()) { entry in
            MoveWidgetEntryView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.black
                }
        }
        .configurationDisplayName("Move")
        .description("Your Move ring.")
        .supportedFamilies([.systemMedium])
    }
}

struct MoveWidgetBundle: WidgetBundle {
    var body: some Widget {
        MoveWidget()
    }
}
