import Foundation
import SpacesEngine
import SpacesKit

/// The Dynamic Island benchmark's app: a delivery's Live Activity as a shipping app writes it
/// (compact views, a minimal one, four expanded regions with a priority, a keyline tint and
/// margins), started by a Control Center button.
enum IslandBenchApp {
  static let apps = [HostedApp(name: "Delivery", bundle: IslandBenchBundle.self)]
}

struct DeliveryAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var stage: String
    var arrival: Date
  }

  var orderNumber: Int
  var restaurant: String
}

struct DeliveryLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      HStack {
        Image(systemName: "bag.fill")
        Text("Order #\(context.attributes.orderNumber)")
        Spacer()
        Text(context.state.arrival, style: .time)
      }
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          Label(context.attributes.restaurant, systemImage: "bag.fill")
        }
        DynamicIslandExpandedRegion(.trailing, priority: 1) {
          Text(timerInterval: Date.now...context.state.arrival, countsDown: true)
            .monospacedDigit()
        }
        DynamicIslandExpandedRegion(.center) {
          Text(context.state.stage)
        }
        DynamicIslandExpandedRegion(.bottom) {
          ProgressView(value: 0.4)
        }
      } compactLeading: {
        Image(systemName: "bag.fill")
      } compactTrailing: {
        Text(timerInterval: Date.now...context.state.arrival, countsDown: true)
          .monospacedDigit()
      } minimal: {
        Image(systemName: "bag.fill")
      }
      .keylineTint(.orange)
      .contentMargins(.horizontal, 16, for: .expanded)
    }
  }
}

struct StartDeliveryIntent: LiveActivityIntent {
  static let title: LocalizedStringResource = "Track Order"

  func perform() async throws -> some IntentResult {
    let attributes = DeliveryAttributes(orderNumber: 42, restaurant: "Noodle Bar")
    let state = DeliveryAttributes.ContentState(
      stage: "On the way", arrival: Date.now.addingTimeInterval(25 * 60))
    _ = try Activity.request(
      attributes: attributes, content: .init(state: state, staleDate: nil), pushType: nil)
    return .result()
  }
}

struct TrackOrderControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "bench.Delivery.Track") {
      ControlWidgetButton(action: StartDeliveryIntent()) {
        Label("Track Order", systemImage: "bag.fill")
      }
    }
    .displayName("Track Order")
  }
}

struct IslandBenchBundle: WidgetBundle {
  var body: some Widget {
    TrackOrderControl()
    DeliveryLiveActivity()
  }
}
