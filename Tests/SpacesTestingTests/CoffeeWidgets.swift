import Foundation
import SpacesKit

// A small app written as for iOS (with `import SpacesKit` for WidgetKit, AppIntents and SwiftUI):
// a brew toggle in Control Center, a status widget, and an App Shortcut. The tests drive it
// through SpacesTesting as an outside package would.

/// The coffee machine, kept in the app group container so that the app, its controls and its
/// widget share it (and each test dashboard starts with an idle machine).
struct CoffeeMachine: Codable {
  static let appGroup = "group.com.example.Coffee"
  /// How long a brew takes.
  static let brewTime: TimeInterval = 240

  /// When the brew running now is ready; `nil` when idle.
  var readyAt: Date?
  /// How many cups were brewed.
  var cups = 0

  /// Whether it is brewing at a date.
  func isBrewing(at date: Date) -> Bool { readyAt.map { $0 > date } ?? false }

  static var url: URL? {
    FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup)?
      .appendingPathComponent("machine.json")
  }

  static func load() -> CoffeeMachine {
    guard let url, let data = FileManager.default.contents(atPath: url.path),
      let machine = try? JSONDecoder().decode(CoffeeMachine.self, from: data)
    else { return CoffeeMachine() }
    return machine
  }

  func save() throws {
    guard let url = Self.url else { return }
    try JSONEncoder().encode(self).write(to: url, options: .atomic)
  }

  /// Starts or stops brewing now.
  static func setBrewing(_ brewing: Bool) throws {
    var machine = load()
    let now = SystemHost.current.now()
    if brewing, !machine.isBrewing(at: now) {
      machine.readyAt = now.addingTimeInterval(brewTime)
      machine.cups += 1
    } else if !brewing {
      machine.readyAt = nil
    }
    try machine.save()
  }
}

struct BrewIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Brew Coffee"

  @Parameter(title: "Brewing")
  var value: Bool

  func perform() async throws -> some IntentResult {
    try CoffeeMachine.setBrewing(value)
    WidgetCenter.shared.reloadTimelines(ofKind: CoffeeStatusWidget.kind)
    return .result()
  }
}

struct BrewValueProvider: ControlValueProvider {
  var previewValue: Bool { false }

  func currentValue() async throws -> Bool {
    CoffeeMachine.load().isBrewing(at: SystemHost.current.now())
  }
}

struct BrewToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(
      kind: "com.example.Coffee.BrewToggle", provider: BrewValueProvider()
    ) { isBrewing in
      ControlWidgetToggle("Brew", isOn: isBrewing, action: BrewIntent()) { isOn in
        Label(isOn ? "Brewing" : "Idle", systemImage: "cup.and.saucer.fill")
          .controlWidgetActionHint(isOn ? "Start Brewing" : "Stop Brewing")
      }
      .tint(.brown)
    }
    .displayName("Brew")
    .description("Start or stop the coffee machine.")
  }
}

struct CoffeeEntry: TimelineEntry {
  let date: Date
  let text: String
}

struct CoffeeStatusProvider: TimelineProvider {
  func placeholder(in context: Context) -> CoffeeEntry {
    CoffeeEntry(date: Date(timeIntervalSince1970: 0), text: "Coffee")
  }

  func getSnapshot(in context: Context, completion: @escaping (CoffeeEntry) -> Void) {
    completion(CoffeeEntry(date: SystemHost.current.now(), text: "Coffee"))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<CoffeeEntry>) -> Void) {
    let now = SystemHost.current.now()
    let machine = CoffeeMachine.load()
    guard let readyAt = machine.readyAt, readyAt > now else {
      completion(
        Timeline(entries: [CoffeeEntry(date: now, text: "\(machine.cups) cups")], policy: .never))
      return
    }
    completion(
      Timeline(
        entries: [
          CoffeeEntry(date: now, text: "Brewing…"),
          CoffeeEntry(date: readyAt, text: "Coffee ready"),
        ], policy: .atEnd))
  }
}

struct CoffeeStatusWidget: Widget {
  nonisolated static let kind = "CoffeeStatus"

  var body: some WidgetConfiguration {
    StaticConfiguration(kind: Self.kind, provider: CoffeeStatusProvider()) { entry in
      VStack {
        Image(systemName: "cup.and.saucer.fill")
        Text(entry.text)
        Button(intent: StartBrewIntent()) {
          Image(systemName: "play.fill")
        }
      }
      .containerBackground(for: .widget) { Color.brown }
    }
    .configurationDisplayName("Coffee")
    .description("What the coffee machine is doing.")
    .supportedFamilies([.systemSmall])
  }
}

struct StartBrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Start Brewing"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    try CoffeeMachine.setBrewing(true)
    ControlCenter.shared.reloadControls(ofKind: "com.example.Coffee.BrewToggle")
    return .result(dialog: "Brewing a fresh cup")
  }
}

struct CoffeeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: StartBrewIntent(),
      phrases: ["Brew coffee with \(.applicationName)", "Start \(.applicationName)"],
      shortTitle: "Brew",
      systemImageName: "cup.and.saucer.fill"
    )
  }
}

/// Descaling fails: the machine has no water.
struct DescaleIntent: AppIntent {
  static let title: LocalizedStringResource = "Descale"

  struct NoWater: Error, CustomStringConvertible {
    var description: String { "the machine needs water" }
  }

  func perform() async throws -> some IntentResult {
    guard hasWater() else { throw NoWater() }
    return .result()
  }

  func hasWater() -> Bool { false }
}

struct DescaleButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.Coffee.Descale") {
      ControlWidgetButton(action: DescaleIntent()) {
        Label("Descale", systemImage: "drop.fill")
      }
    }
    .displayName("Descale")
  }
}

struct CoffeeWidgets: WidgetBundle {
  var body: some Widget {
    BrewToggle()
    DescaleButton()
    CoffeeStatusWidget()
  }
}

// `nonisolated`: a widget bundle is main-actor isolated, SpacesAppInfo's requirements are not.
extension CoffeeWidgets: SpacesAppInfo {
  nonisolated static var appName: String { "Coffee" }
  nonisolated static var appShortcuts: (any AppShortcutsProvider.Type)? { CoffeeShortcuts.self }
}
