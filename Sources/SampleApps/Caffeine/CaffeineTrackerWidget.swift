import Foundation
import SpacesKit

/// The caffeine tracker widget: today's total, the last drink, and a button that logs an
/// espresso without opening the app.
package struct CaffeineTrackerWidget: Widget {
  /// The widget's kind.
  package nonisolated static let kind = "CaffeineTrackerWidget"

  package init() {}

  package var body: some WidgetConfiguration {
    StaticConfiguration(kind: Self.kind, provider: CaffeineTrackerProvider()) { entry in
      CaffeineTrackerWidgetView(entry: entry)
    }
    .configurationDisplayName("Caffeine Tracker")
    .description("Today's caffeine and your last drink; log an espresso from the widget.")
    .supportedFamilies([.systemSmall])
  }
}

/// The tracker's provider: one entry for now from the drinks log, a new timeline at midnight
/// (the total starts again) or when a drink is logged.
package struct CaffeineTrackerProvider: TimelineProvider {
  package init() {}

  package func placeholder(in context: Context) -> CaffeineLogEntry { .log2 }

  package func getSnapshot(in context: Context, completion: @escaping (CaffeineLogEntry) -> Void) {
    completion(DrinksLogStore.shared.entry(at: Date.now))
  }

  package func getTimeline(
    in context: Context, completion: @escaping (Timeline<CaffeineLogEntry>) -> Void
  ) {
    let now = Date.now
    let entry = DrinksLogStore.shared.entry(at: now)
    let midnight = Calendar.current.nextDate(
      after: now, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTime)
    completion(Timeline(entries: [entry], policy: midnight.map { .after($0) } ?? .never))
  }
}

/// The widget's view: the total, the last drink, the Espresso button, on cosmic latte (the
/// session's 3:54 container background).
package struct CaffeineTrackerWidgetView: View {
  let entry: CaffeineLogEntry

  package init(entry: CaffeineLogEntry) { self.entry = entry }

  package var body: some View {
    VStack(alignment: .leading) {
      TotalCaffeineView(totalCaffeine: entry.totalCaffeine)
      if let log = entry.log {
        LastDrinkView(log: log)
      } else {
        Text("No drinks yet")
          .font(.caption)
      }
      LogDrinkView()
    }
    .containerBackground(for: .widget) { Color.cosmicLatte }
  }
}
