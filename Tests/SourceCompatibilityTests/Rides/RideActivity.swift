// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct RideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var driverName: String
        var carDescription: String
        var minutesAway: Int
    }

    var pickupName: String
}

struct RideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            RideStatusView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.8))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "car.fill")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("\(context.state.minutesAway) min")
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.driverName) · \(context.state.carDescription)")
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text("\(context.state.minutesAway) min")
            } minimal: {
                Image(systemName: "car.fill")
            }
        }
        .supplementalActivityFamilies([.small])
    }
}

/// One view for both families: the watch's Smart Stack gets the short form.
struct RideStatusView: View {
    @Environment(\.activityFamily) var activityFamily
    let context: ActivityViewContext<RideAttributes>

    var body: some View {
        switch activityFamily {
        case .small:
            VStack(alignment: .leading, spacing: 0) {
                Label("\(context.state.minutesAway) min", systemImage: "car.fill")
                    .font(.headline)
                Text(context.state.driverName)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        case .medium:
            HStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Your ride to \(context.attributes.pickupName)")
                        .font(.headline)
                    Text("\(context.state.driverName) · \(context.state.carDescription)")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                Text("\(context.state.minutesAway) min")
                    .font(.title2)
            }
            .padding(.horizontal)
        @unknown default:
            EmptyView()
        }
    }
}

struct RequestRideIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Request Ride"

    func perform() async throws -> some IntentResult {
        let attributes = RideAttributes(pickupName: "Main St")
        let state = RideAttributes.ContentState(
            driverName: "Maria", carDescription: "Blue Prius", minutesAway: 4)
        _ = try Activity.request(
            attributes: attributes,
            content: .init(state: state, staleDate: nil),
            pushType: nil
        )
        return .result()
    }
}

struct RequestRideControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Rides.Request") {
            ControlWidgetButton(action: RequestRideIntent()) {
                Label("Request Ride", systemImage: "car.fill")
            }
        }
        .displayName("Request Ride")
    }
}

struct RidesBundle: WidgetBundle {
    var body: some Widget {
        RequestRideControl()
        RideLiveActivity()
    }
}

extension RidesBundle: SpacesAppInfo {
    static var appName: String { "Rides" }
}
