// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct WorkoutAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var heartRate: Int
        var distance: Double
        var intervalEnd: Date
    }

    var workoutName: String
    var startDate: Date
}

struct WorkoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            VStack(alignment: .leading) {
                HStack {
                    Image(systemName: "figure.run")
                        .foregroundStyle(.green)
                    Text(context.attributes.workoutName)
                        .font(.headline)
                    Spacer()
                    Text(timerInterval: context.attributes.startDate...context.state.intervalEnd, countsDown: true)
                        .monospacedDigit()
                }
                HStack {
                    Label("\(context.state.heartRate) BPM", systemImage: "heart.fill")
                    Spacer()
                    Text(String(format: "%.2f km", context.state.distance))
                }
                .font(.caption)
            }
            .padding()
            .activityBackgroundTint(.black)
            .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.heartRate)", systemImage: "heart.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.attributes.startDate...context.state.intervalEnd, countsDown: true)
                        .monospacedDigit()
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.attributes.workoutName)
                }
            } compactLeading: {
                Image(systemName: "figure.run")
            } compactTrailing: {
                Text(timerInterval: context.attributes.startDate...context.state.intervalEnd, countsDown: true)
                    .monospacedDigit()
            } minimal: {
                Image(systemName: "figure.run")
            }
            .keylineTint(.green)
            .widgetURL(URL(string: "fitness://workout/current"))
        }
    }
}

struct StartWorkoutIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Run"

    func perform() async throws -> some IntentResult {
        let now = Date()
        let attributes = WorkoutAttributes(workoutName: "Morning Run", startDate: now)
        let state = WorkoutAttributes.ContentState(heartRate: 92, distance: 0, intervalEnd: now.addingTimeInterval(20 * 60))
        _ = try Activity.request(
            attributes: attributes,
            content: .init(state: state, staleDate: nil),
            pushType: nil
        )
        return .result()
    }
}

struct UpdateWorkoutIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Log Lap"

    func perform() async throws -> some IntentResult {
        for activity in Activity<WorkoutAttributes>.activities {
            var state = activity.content.state
            state.distance += 1
            state.heartRate += 20
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }
        return .result()
    }
}

struct EndWorkoutIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "End Run"

    func perform() async throws -> some IntentResult {
        for activity in Activity<WorkoutAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        return .result()
    }
}

struct WorkoutControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Fitness.StartRun") {
            ControlWidgetButton(action: StartWorkoutIntent()) {
                Label("Start Run", systemImage: "figure.run")
            }
        }
        .displayName("Start Run")
        .description("Starts an outdoor run.")
    }
}

struct LapControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Fitness.Lap") {
            ControlWidgetButton(action: UpdateWorkoutIntent()) {
                Label("Lap", systemImage: "flag.checkered")
            }
        }
        .displayName("Log Lap")
    }
}

struct FitnessWidgetsBundle: WidgetBundle {
    var body: some Widget {
        WorkoutControl()
        LapControl()
        WorkoutLiveActivity()
    }
}

extension FitnessWidgetsBundle: SpacesAppInfo {
    static var appName: String { "Fitness" }
}
