import Foundation
import SpacesKit  // on iOS: WidgetKit, AppIntents, SwiftUI

// A coffee roastery's widget written as for iOS, drawn from the app's asset catalog: the bean
// (a PNG with @1x and @2x), today's sunset over the roastery (a JPEG), the brand's colours
// (with dark variants) and a custom symbol, in English and French from its string catalogs
// (Localizable.xcstrings, and AppShortcuts.xcstrings for the App Shortcut's phrases). Run it:
//   swift run Roastery                           (the dashboard; ? lists the keys)
//   swift run Roastery snapshot --space home-screen
//   swift run Roastery snapshot --space control-center --locale fr

// MARK: The widget

struct RoastEntry: TimelineEntry {
  let date: Date
  let roast: String
}

struct RoastProvider: TimelineProvider {
  func placeholder(in context: Context) -> RoastEntry { RoastEntry(date: .now, roast: "House") }

  func getSnapshot(in context: Context, completion: @escaping (RoastEntry) -> Void) {
    completion(RoastEntry(date: .now, roast: "Ethiopia Guji"))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<RoastEntry>) -> Void) {
    let entry = RoastEntry(date: Date.now, roast: "Ethiopia Guji")
    completion(Timeline(entries: [entry], policy: .never))
  }
}

struct RoastWidgetView: View {
  var entry: RoastEntry
  @Environment(\.widgetFamily) var family

  var body: some View {
    HStack(spacing: 8) {
      Image("cover", bundle: .module)
        .resizable()
        .scaledToFit()
        .frame(width: 48, height: 48)
      VStack(alignment: .leading, spacing: 0) {
        Label("Today's roast", image: "bean.fill")
          .font(.caption)
          .foregroundStyle(.secondary)
        Text(entry.roast)
          .font(.headline)
          .foregroundStyle(Color("BrandRed", bundle: .module))
        if family == .systemMedium {
          Image("sunset", bundle: .module)
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: 128, height: 16)
        }
      }
    }
    .padding(8)
    .containerBackground(for: .widget) { Color("Cream", bundle: .module) }
  }
}

struct RoastWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "TodaysRoast", provider: RoastProvider()) { entry in
      RoastWidgetView(entry: entry)
    }
    .configurationDisplayName("Today's Roast")
    .description("What the roastery roasts today.")
    .supportedFamilies([.systemSmall, .systemMedium])
  }
}

// MARK: The control

/// Opens the roastery's order page (here: says it would).
struct OrderIntent: AppIntent {
  static let title: LocalizedStringResource = "Order Beans"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Your beans are on their way.")
  }
}

struct OrderControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.roastery.Order") {
      ControlWidgetButton(action: OrderIntent()) {
        Label("Order Beans", systemImage: "bag")
      }
    }
    .displayName("Order Beans")
  }
}

/// "Order beans from Roastery", or in French "Commander des grains chez Roastery".
struct RoasteryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OrderIntent(),
      phrases: [
        "Order beans from \(.applicationName)",
        "Order coffee with \(.applicationName)",
      ],
      shortTitle: "Order Beans",
      systemImageName: "bag"
    )
  }
}

// MARK: The app

@main
struct RoasteryWidgets: WidgetBundle {
  var body: some Widget {
    OrderControl()
    RoastWidget()
  }
}

/// What iOS reads from the app's Info.plist.
extension RoasteryWidgets: SpacesAppInfo {
  static var appName: String { "Roastery" }
  static var appShortcuts: (any AppShortcutsProvider.Type)? { RoasteryShortcuts.self }
  static var stringCatalogs: [URL] {
    ["Localizable", "AppShortcuts"].compactMap {
      Bundle.module.url(forResource: $0, withExtension: "xcstrings")
    }
  }
  static var defaultWidgets: [SpacesWidgetPlacement]? {
    [.init(kind: "TodaysRoast", family: .systemMedium)]
  }
}
