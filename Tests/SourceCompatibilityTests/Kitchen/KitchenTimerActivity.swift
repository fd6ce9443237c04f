// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct KitchenTimerAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var endDate: Date
        var pausedRemaining: TimeInterval?
        var alarmSound: Bool
    }

    var timerID: String
    var dishName: String
}

struct KitchenTimerLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KitchenTimerAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                HStack {
                    Image(systemName: "timer")
                        .foregroundStyle(.orange)
                    Text(context.attributes.dishName)
                        .font(.headline)
                    Spacer()
                    if let remaining = context.state.pausedRemaining {
                        Text("Paused \(Int(remaining / 60)) min")
                    } else {
                        Text(timerInterval: Date.now...context.state.endDate, countsDown: true)
                            .monospacedDigit()
                    }
                }
                HStack {
                    Button(intent: PauseKitchenTimerIntent(timerID: context.attributes.timerID)) {
                        Label(context.state.pausedRemaining == nil ? "Pause" : "Resume",
                              systemImage: context.state.pausedRemaining == nil ? "pause.fill" : "play.fill")
                    }
                    Spacer()
                    Toggle(isOn: context.state.alarmSound, intent: AlarmSoundIntent(timerID: context.attributes.timerID, isOn: !context.state.alarmSound)) {
                        Label("Sound", systemImage: "bell.fill")
                    }
                }
            }
            .padding(.horizontal)
            .activityBackgroundTint(Color.black.opacity(0.8))
            .activitySystemActionForegroundColor(.orange)
            .widgetURL(URL(string: "kitchen://timer/\(context.attributes.timerID)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "timer")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: Date.now...context.state.endDate, countsDown: true)
                }
            } compactLeading: {
                Image(systemName: "timer")
            } compactTrailing: {
                Text(timerInterval: Date.now...context.state.endDate, countsDown: true)
            } minimal: {
                Image(systemName: "timer")
            }
        }
    }
}

struct StartKitchenTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Pasta Timer"

    func perform() async throws -> some IntentResult {
        let attributes = KitchenTimerAttributes(timerID: "pasta", dishName: "Pasta")
        let state = KitchenTimerAttributes.ContentState(
            endDate: Date.now.addingTimeInterval(10 * 60), pausedRemaining: nil, alarmSound: true)
        _ = try Activity.request(attributes: attributes, content: .init(state: state, staleDate: nil))
        return .result()
    }
}

struct PauseKitchenTimerIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Pause Timer"

    @Parameter(title: "Timer")
    var timerID: String

    init() {}

    init(timerID: String) {
        self.timerID = timerID
    }

    func perform() async throws -> some IntentResult {
        guard let activity = Activity<KitchenTimerAttributes>.activities.first(where: { $0.attributes.timerID == timerID }) else {
            return .result()
        }
        var state = activity.content.state
        if let remaining = state.pausedRemaining {
            state.endDate = Date.now.addingTimeInterval(remaining)
            state.pausedRemaining = nil
        } else {
            state.pausedRemaining = max(0, state.endDate.timeIntervalSince(Date.now))
        }
        await activity.update(ActivityContent(state: state, staleDate: nil))
        return .result()
    }
}

struct AlarmSoundIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Alarm Sound"

    @Parameter(title: "Timer")
    var timerID: String

    @Parameter(title: "On")
    var isOn: Bool

    init() {}

    init(timerID: String, isOn: Bool) {
        self.timerID = timerID
        self.isOn = isOn
    }

    func perform() async throws -> some IntentResult {
        for activity in Activity<KitchenTimerAttributes>.activities where activity.attributes.timerID == timerID {
            var state = activity.content.state
            state.alarmSound = isOn
            await activity.update(ActivityContent(state: state, staleDate: nil))
        }
        return .result()
    }
}

struct KitchenTimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Kitchen.PastaTimer") {
            ControlWidgetButton(action: StartKitchenTimerIntent()) {
                Label("Pasta Timer", systemImage: "timer")
            }
        }
        .displayName("Pasta Timer")
    }
}

struct KitchenWidgetsBundle: WidgetBundle {
    var body: some Widget {
        KitchenTimerControl()
        KitchenTimerLiveActivity()
    }
}

extension KitchenWidgetsBundle: SpacesAppInfo {
    static var appName: String { "Kitchen" }
}
