// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct LogGlassIntent: AppIntent {
    static let title: LocalizedStringResource = "Log a Glass"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct HydrationEntry: TimelineEntry {
    let date: Date
    let glasses: Int
    let goal: Int

    var progress: Double { goal > 0 ? Double(glasses) / Double(goal) : 0 }
}

struct HydrationProvider: TimelineProvider {
    func placeholder(in context: Context) -> HydrationEntry {
        HydrationEntry(date: .now, glasses: 0, goal: 8)
    }

    func getSnapshot(in context: Context, completion: @escaping (HydrationEntry) -> Void) {
        completion(HydrationEntry(date: .now, glasses: 5, goal: 8))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HydrationEntry>) -> Void) {
        completion(Timeline(entries: [HydrationEntry(date: .now, glasses: 5, goal: 8)], policy: .never))
    }
}

struct HydrationWidgetView: View {
    let entry: HydrationEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Image(systemName: "drop.fill")
                    .foregroundStyle(.blue)
                    .accessibilityHidden(true)
                Text("Water")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
            }
            .shadow(color: .black.opacity(0.15), radius: 2, x: 0, y: 1)
            VStack(alignment: .leading) {
                Text("\(entry.glasses) of \(entry.goal)")
                    .font(.title2)
                Text("glasses")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .accessibilityElement(children: .combine)
            .accessibilityValue("\(Int(entry.progress * 100)) percent")
            Image(systemName: "sun.max")
                .symbolRenderingMode(.multicolor)
                .saturation(0.8)
            Text("Updated just now")
                .font(.caption2)
                .scaleEffect(0.9, anchor: .leading)
                .accessibilitySortPriority(-1)
            Button(intent: LogGlassIntent()) {
                Label("Add", systemImage: "plus")
            }
            .accessibilityLabel("Add a glass")
            .accessibilityHint("Logs one more glass of water")
            .buttonStyle(.plain)
            .accessibilityIdentifier("hydration.add")
        }
        .onAppear {
            UserDefaults.standard.set(Date.now, forKey: "hydration.lastShown")
        }
        .task {
            await Task.yield()
        }
    }
}

struct HydrationWidget: Widget {
    let kind: String = "HydrationWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HydrationProvider()) { entry in
            HydrationWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Water")
        .description("Glasses of water today.")
        .supportedFamilies([.systemSmall])
    }
}

struct HydrationWidgetBundle: WidgetBundle {
    var body: some Widget {
        HydrationWidget()
    }
}
