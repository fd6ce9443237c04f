import Foundation
import SpacesKit  // on iOS: WidgetKit, AppIntents, SwiftUI

// A coffee tracker written as for iOS: a Control Center toggle for the coffee machine, a widget
// counting today's cups, an intent that logs a cup, and an App Shortcut for Siri. Run it:
//   swift run CoffeeTracker                      (the dashboard; ? lists the keys)
//   swift run CoffeeTracker snapshot --space home-screen

/// What the app and its widget extension share: the app group container, as on iOS.
enum CoffeeStore {
  struct State: Codable {
    var cups = 0
    var isBrewing = false
  }

  static var url: URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.coffee")?
      .appendingPathComponent("coffee.json")
  }

  static func load() -> State {
    guard let url, let data = try? Data(contentsOf: url) else { return State() }
    return (try? JSONDecoder().decode(State.self, from: data)) ?? State()
  }

  static func save(_ state: State) {
    guard let url else { return }
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? JSONEncoder().encode(state).write(to: url, options: .atomic)
  }
}

// MARK: The control

/// Turns the coffee machine on or off; a finished brew is a cup more today.
struct BrewIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Coffee Machine"

  @Parameter(title: "Brewing")
  var value: Bool

  func perform() async throws -> some IntentResult {
    var state = CoffeeStore.load()
    if state.isBrewing && !value { state.cups += 1 }
    state.isBrewing = value
    CoffeeStore.save(state)
    WidgetCenter.shared.reloadTimelines(ofKind: "CoffeeCups")
    return .result()
  }
}

struct BrewingValueProvider: ControlValueProvider {
  var previewValue: Bool { false }

  func currentValue() async throws -> Bool { CoffeeStore.load().isBrewing }
}

/// The coffee machine's server pushes when someone brews at the machine itself.
struct BrewPushHandler: ControlPushHandler {
  func pushTokensDidChange(controls: [ControlInfo]) {
    // Send each control.pushInfo?.token to the machine's server; here, `CoffeeTracker push
    // --kind com.example.coffee.Brew` plays the server.
  }
}

struct BrewControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.coffee.Brew", provider: BrewingValueProvider()) {
      isBrewing in
      ControlWidgetToggle("Coffee Machine", isOn: isBrewing, action: BrewIntent()) { isOn in
        Label(isOn ? "Brewing" : "Off", systemImage: "cup.and.saucer.fill")
      }
      .tint(.brown)
    }
    .displayName("Coffee Machine")
    .description("Start and stop the coffee machine.")
    .pushHandler(BrewPushHandler.self)
  }
}

// MARK: The widget

/// Logs a cup of coffee (from the widget's button or Siri).
struct LogCupIntent: AppIntent {
  static let title: LocalizedStringResource = "Log a Cup"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    var state = CoffeeStore.load()
    state.cups += 1
    CoffeeStore.save(state)
    WidgetCenter.shared.reloadTimelines(ofKind: "CoffeeCups")
    return .result(dialog: "Logged. Cups today: \(state.cups).")
  }
}

struct CupsEntry: TimelineEntry {
  let date: Date
  let cups: Int
  /// Whether it has been a while: the widget suggests another cup.
  var isDue = false
}

/// Today's cups now, and an hour later a nudge.
struct CupsProvider: TimelineProvider {
  func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: .now, cups: 2) }

  func getSnapshot(in context: Context, completion: @escaping (CupsEntry) -> Void) {
    completion(CupsEntry(date: Date.now, cups: CoffeeStore.load().cups))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<CupsEntry>) -> Void) {
    let now = Date.now
    let cups = CoffeeStore.load().cups
    let entries = [
      CupsEntry(date: now, cups: cups),
      CupsEntry(date: now.addingTimeInterval(3600), cups: cups, isDue: true),
    ]
    completion(Timeline(entries: entries, policy: .never))
  }
}

struct CupsWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(kind: "CoffeeCups", provider: CupsProvider()) { entry in
      VStack(alignment: .leading) {
        Text("\(entry.cups) \(entry.cups == 1 ? "cup" : "cups") today").font(.headline)
        Text(entry.isDue ? "Time for a coffee?" : "Enjoy!").foregroundStyle(.secondary)
        Button(intent: LogCupIntent()) { Label("Log a Cup", systemImage: "plus") }
      }
      .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Cups Today")
    .description("How many cups you had today.")
    .supportedFamilies([.systemSmall, .accessoryRectangular])
  }
}

#Preview(as: .systemSmall) {
  CupsWidget()
} timeline: {
  CupsEntry(date: .now, cups: 0)
  CupsEntry(date: .now, cups: 3, isDue: true)
}

// MARK: The app

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogCupIntent(), phrases: ["Log a cup in \(.applicationName)"],
      shortTitle: "Log a Cup", systemImageName: "cup.and.saucer")
  }
}

@main
struct CoffeeWidgets: WidgetBundle {
  var body: some Widget {
    BrewControl()
    CupsWidget()
  }
}

/// What iOS reads from the app's Info.plist.
extension CoffeeWidgets: SpacesAppInfo {
  static var appName: String { "Coffee" }
  static var nameSynonyms: [String] { ["Coffee Tracker"] }
  static var appShortcuts: (any AppShortcutsProvider.Type)? { CoffeeShortcuts.self }
  static var defaultWidgets: [SpacesWidgetPlacement]? {
    [
      .init(kind: "CoffeeCups", family: .systemSmall),
      .init(kind: "CoffeeCups", family: .accessoryRectangular),
    ]
  }
}
