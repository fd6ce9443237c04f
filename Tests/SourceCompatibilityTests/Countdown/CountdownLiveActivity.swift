// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only ActivityKit, WidgetKit and SwiftUI.

import SpacesKit

struct CountdownAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var daysLeft: Int
        var message: String
    }

    var eventName: String
}

extension CountdownAttributes {
    static var preview: CountdownAttributes {
        CountdownAttributes(eventName: "Launch")
    }
}

extension CountdownAttributes.ContentState {
    static var threeDays: CountdownAttributes.ContentState {
        CountdownAttributes.ContentState(daysLeft: 3, message: "Pack your bags")
    }

    static var tomorrow: CountdownAttributes.ContentState {
        CountdownAttributes.ContentState(daysLeft: 1, message: "Almost there")
    }
}

struct CountdownLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CountdownAttributes.self) { context in
            HStack {
                VStack(alignment: .leading) {
                    Text(context.attributes.eventName)
                        .font(.headline)
                    Text(context.state.message)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.daysLeft)d")
                    .font(.title)
            }
            .padding()
            .activityBackgroundTint(Color(uiColor: .systemBackground))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label(context.attributes.eventName, systemImage: "calendar")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.daysLeft) days")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.message)
                }
            } compactLeading: {
                Image(systemName: "calendar")
            } compactTrailing: {
                Text("\(context.state.daysLeft)d")
            } minimal: {
                Text("\(context.state.daysLeft)")
            }
            .keylineTint(Color(uiColor: .systemBlue))
        }
    }
}

#Preview("Notification", as: .content, using: CountdownAttributes.preview) {
    CountdownLiveActivity()
} contentStates: {
    CountdownAttributes.ContentState.threeDays
    CountdownAttributes.ContentState.tomorrow
}

#Preview("Compact", as: .dynamicIsland(.compact), using: CountdownAttributes.preview) {
    CountdownLiveActivity()
} contentStates: {
    CountdownAttributes.ContentState.threeDays
    CountdownAttributes.ContentState.tomorrow
}

#Preview("Expanded", as: .dynamicIsland(.expanded), using: CountdownAttributes.preview) {
    CountdownLiveActivity()
} contentStates: {
    CountdownAttributes.ContentState.threeDays
}
