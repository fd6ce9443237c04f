import Foundation
import SpacesKit

/// The timer's Live Activity: its name, and the interval it counts down.
struct TimerAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable, Sendable {
    var startDate: Date
    var endDate: Date
  }

  var timerName: String
  /// Which timer it counts down.
  var timerID: String
}

/// The Live Activity's Lock Screen presentation: the symbol, the timer's name and the time left.
struct TimerActivityWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: TimerAttributes.self) { context in
      HStack {
        Image(systemName: "hourglass")
          .foregroundColor(.purple)
        Text(context.attributes.timerName)
          .font(.headline)
        Spacer()
        Text(timerInterval: context.state.startDate...context.state.endDate, countsDown: true)
          .font(.title)
          .monospacedDigit()
          .foregroundColor(.purple)
      }
    }
  }
}
