// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

/// A parking meter's Live Activity that declares no `.small` family: the watch shows its
/// Dynamic Island's compact views.
struct ParkingAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var minutesLeft: Int
    }

    var zone: String
}

struct ParkingLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParkingAttributes.self) { context in
            HStack {
                Label("Zone \(context.attributes.zone)", systemImage: "parkingsign.circle.fill")
                    .font(.headline)
                Spacer()
                Text("\(context.state.minutesLeft) min left")
            }
            .padding(.horizontal)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) {
                    Text("Zone \(context.attributes.zone)")
                }
            } compactLeading: {
                Image(systemName: "parkingsign.circle.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Image(systemName: "parkingsign.circle.fill")
            }
        }
    }
}

struct StartParkingIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Start Parking"

    func perform() async throws -> some IntentResult {
        _ = try Activity.request(
            attributes: ParkingAttributes(zone: "4B"),
            content: .init(state: .init(minutesLeft: 55), staleDate: nil),
            pushType: nil
        )
        return .result()
    }
}

struct StartParkingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.Parking.Start") {
            ControlWidgetButton(action: StartParkingIntent()) {
                Label("Start Parking", systemImage: "parkingsign.circle.fill")
            }
        }
        .displayName("Start Parking")
    }
}

struct ParkingBundle: WidgetBundle {
    var body: some Widget {
        StartParkingControl()
        ParkingLiveActivity()
    }
}

extension ParkingBundle: SpacesAppInfo {
    static var appName: String { "Parking" }
}
