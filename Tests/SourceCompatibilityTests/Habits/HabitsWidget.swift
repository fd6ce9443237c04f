// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct Habit: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    let symbol: String
    var isDone: Bool
}

/// The app's habits, shared with the widget through the app group.
final class HabitStore: @unchecked Sendable {
    static let shared = HabitStore()

    private let lock = NSLock()
    private var done: Set<String> = []
    private var water = 0

    let names: [(id: String, name: String, symbol: String)] = [
        ("stretch", "Stretch", "figure.flexibility"),
        ("read", "Read", "book.fill"),
        ("walk", "Walk", "figure.walk"),
    ]

    var habits: [Habit] {
        lock.withLock {
            names.map { Habit(id: $0.id, name: $0.name, symbol: $0.symbol, isDone: done.contains($0.id)) }
        }
    }

    var glassesOfWater: Int {
        lock.withLock { water }
    }

    func setDone(_ id: String, _ isDone: Bool) {
        lock.withLock {
            if isDone {
                done.insert(id)
            } else {
                done.remove(id)
            }
        }
    }

    func drinkWater() {
        lock.withLock { water += 1 }
    }

    func reset() {
        lock.withLock {
            done = []
            water = 0
        }
    }
}

struct ToggleHabitIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Habit"

    @Parameter(title: "Habit ID")
    var habitID: String

    @Parameter(title: "Done")
    var isDone: Bool

    init() {}

    init(habitID: String, isDone: Bool) {
        self.habitID = habitID
        self.isDone = isDone
    }

    func perform() async throws -> some IntentResult {
        HabitStore.shared.setDone(habitID, isDone)
        return .result()
    }
}

struct DrinkWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Drink Water"

    func perform() async throws -> some IntentResult {
        HabitStore.shared.drinkWater()
        return .result()
    }
}

struct HabitsEntry: TimelineEntry {
    let date: Date
    let habits: [Habit]
    let glasses: Int
}

struct HabitsProvider: TimelineProvider {
    func placeholder(in context: Context) -> HabitsEntry {
        HabitsEntry(date: Date(), habits: [], glasses: 0)
    }

    func getSnapshot(in context: Context, completion: @escaping (HabitsEntry) -> Void) {
        completion(HabitsEntry(date: Date(), habits: HabitStore.shared.habits, glasses: 2))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HabitsEntry>) -> Void) {
        let entry = HabitsEntry(date: Date(), habits: HabitStore.shared.habits, glasses: HabitStore.shared.glassesOfWater)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct HabitsWidgetView: View {
    let entry: HabitsEntry

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading, spacing: 6) {
                Text("Today")
                    .font(.headline)
                ForEach(entry.habits) { habit in
                    Toggle(isOn: habit.isDone, intent: ToggleHabitIntent(habitID: habit.id, isDone: !habit.isDone)) {
                        Label(habit.name, systemImage: habit.symbol)
                    }
                }
            }
            Spacer()
            VStack {
                Text("\(entry.glasses)")
                    .font(.title)
                    .contentTransition(.numericText())
                Text("glasses")
                    .font(.caption2)
                Button(intent: DrinkWaterIntent()) {
                    Image(systemName: "drop.fill")
                }
                .tint(.blue)
            }
        }
    }
}

struct HabitsWidget: Widget {
    let kind: String = "HabitsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: HabitsProvider()) { entry in
            HabitsWidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    Color.white
                }
        }
        .configurationDisplayName("Habits")
        .description("Check off today's habits.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

struct HabitsWidgetBundle: WidgetBundle {
    var body: some Widget {
        HabitsWidget()
    }
}
