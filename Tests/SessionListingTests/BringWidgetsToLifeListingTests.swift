// swift-format-ignore-file

// The listings stay as the session shows them (4-space indents).

import Foundation
import SpacesKit
import Testing

// The code listings of WWDC23 "Bring widgets to life" (shared/seeds/
// bring-widgets-to-life-wwdc23.ja.txt), each compiled against SpacesKit with only the import
// changed (`import AppIntents` → `import SpacesKit`) and their lines broken as in the video (the
// seed's transcript runs each listing onto one line). Listings that redefine a view live in
// their own namespace (5:41 and 16:28 are both `TotalCaffeineView`, 6:21 and 7:18 both
// `LastDrinkView`). The 4:22 `#Preview(as:) … timeline:` listing is compiled elsewhere. This
// target builds in Swift 5 mode, as the session's app does: its `static var`s are mutable
// globals that Swift 6 mode rejects.

/// What the listings assume exists in the caffeine tracker app.
struct Drink: AppEntity, Hashable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Drink"
  static let defaultQuery = DrinkQuery()
  let id: String
  let name: String
  let caffeine: Measurement<UnitMass>
  var displayRepresentation: DisplayRepresentation { "\(name)" }
  static let espresso = Drink(
    id: "espresso", name: "Espresso", caffeine: Measurement(value: 64, unit: .milligrams))
}
struct DrinkQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [Drink] {
    identifiers.contains("espresso") ? [.espresso] : []
  }
  func suggestedEntities() async throws -> [Drink] { [.espresso] }
}
struct DrinksOptionsProvider: DynamicOptionsProvider {
  func results() async throws -> [Drink] { [.espresso] }
}
struct CaffeineLog: Hashable {
  let drink: Drink
  let date: Date
}
/// The drinks logged (in memory: the listing only awaits `log(drink:)`).
actor DrinksLogStore {
  static let shared = DrinksLogStore()
  private(set) var logs: [Drink] = []
  func log(drink: Drink) { logs.append(drink) }
}
extension Color {
  static let espresso = Color(red: 0.35, green: 0.2, blue: 0.12)
  static let cosmicLatte = Color(red: 1, green: 0.97, blue: 0.91)
}

enum Listing0541 {
  // 5:41 - Add a numeric text content transition
  struct TotalCaffeineView: View {
      let totalCaffeine: Measurement<UnitMass>

      var body: some View {
          VStack(alignment: .leading) {
              Text("Total Caffeine")
                  .font(.caption)

              Text(totalCaffeine.formatted())
                  .font(.title)
                  .minimumScaleFactor(0.8)
                  .contentTransition(.numericText(value: totalCaffeine.value))
          }
          .foregroundColor(.espresso)
          .bold()
          .frame(maxWidth: .infinity, alignment: .leading)
      }
  }
}

enum Listing0621 {
  // 6:21 - Set up transition on LastDrinkView
  struct LastDrinkView: View {
      let log: CaffeineLog

      var body: some View {
          VStack(alignment: .leading) {
              Text(log.drink.name)
                  .bold()
              Text("\(log.date, format: Self.dateFormatStyle) · \(caffeineAmount)")
          }
          .font(.caption)
          .id(log)
          .transition(.push(from: .bottom))
      }

      var caffeineAmount: String {
          log.drink.caffeine.formatted()
      }

      static var dateFormatStyle = Date.FormatStyle(
          date: .omitted, time: .shortened)
  }
}

enum Listing0718 {
  // 7:18 - Configuring animation for the transition
  struct LastDrinkView: View {
      let log: CaffeineLog

      var body: some View {
          VStack(alignment: .leading) {
              Text(log.drink.name)
                  .bold()
              Text("\(log.date, format: Self.dateFormatStyle) · \(caffeineAmount)")
          }
          .font(.caption)
          .id(log)
          .transition(.push(from: .bottom))
          .animation(.smooth(duration: 1.8), value: log)
      }

      var caffeineAmount: String {
          log.drink.caffeine.formatted()
      }

      static var dateFormatStyle = Date.FormatStyle(
          date: .omitted, time: .shortened)
  }
}

// 9:18 - Reload the timeline for a widget
func reloadLocationForecast() {
  WidgetCenter.shared.reloadTimelines(ofKind: "LocationForecast")
}

// 13:06 - App intent to log a caffeine drink
struct LogDrinkIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a drink"
    static var description = IntentDescription("Log a drink and its caffeine amount.")

    @Parameter(title: "Drink", optionsProvider: DrinksOptionsProvider())
    var drink: Drink

    init() {}

    init(drink: Drink) {
        self.drink = drink
    }

    func perform() async throws -> some IntentResult {
        await DrinksLogStore.shared.log(drink: drink)
        return .result()
    }
}

// 15:10 - Create view to log a new drink
struct LogDrinkView: View {
    var body: some View {
        Button(intent: LogDrinkIntent(drink: .espresso)) {
            Label("Espresso", systemImage: "plus")
                .font(.caption)
        }
        .tint(.espresso)
    }
}

enum Listing1628 {
  // 16:28 - Use the invalidatable content modifier
  struct TotalCaffeineView: View {
      let totalCaffeine: Measurement<UnitMass>

      var body: some View {
          VStack(alignment: .leading) {
              Text("Total Caffeine")
                  .font(.caption)

              Text(totalCaffeine.formatted())
                  .font(.title)
                  .minimumScaleFactor(0.8)
                  .contentTransition(.numericText(value: totalCaffeine.value))
                  .invalidatableContent()
          }
          .foregroundColor(.espresso)
          .bold()
          .frame(maxWidth: .infinity, alignment: .leading)
      }
  }
}

/// The widget view the session builds from the listings, with the 3:54 container background.
struct CaffeineWidgetView: View {
  let total: Measurement<UnitMass>
  let log: CaffeineLog
  var body: some View {
    VStack(alignment: .leading) {
      Listing1628.TotalCaffeineView(totalCaffeine: total)
      Listing0718.LastDrinkView(log: log)
      LogDrinkView()
    }
    // 3:54 - Usage for the container background modifier
    .containerBackground(for: .widget) { Color.cosmicLatte }
  }
}

extension ViewNode {
  /// The literal texts of the tree, in order, joined by spaces.
  var texts: String {
    var parts: [String] = []
    forEachNode { if case .text(.verbatim(let text)) = $0 { parts.append(text) } }
    return parts.joined(separator: " ")
  }
}

@MainActor
@Suite("Bring widgets to life (WWDC23): the listings compile and describe what the session shows")
struct BringWidgetsToLifeListingTests {
  let morning = Date(timeIntervalSince1970: 1_685_952_000 + 600)  // 2023-06-05 08:10 UTC

  @Test("the total formats as Apple's default (\"95 mg\") and rolls its digits")
  func totalCaffeine() {
    let node = resolveViewNode(
      Listing0541.TotalCaffeineView(totalCaffeine: Measurement(value: 95, unit: .milligrams)))
    #expect(node.texts == "Total Caffeine 95 mg")
    #expect(
      node.firstModifier { if case .contentTransition(let t) = $0 { t } else { nil } }
        == .numericText(value: 95))
    #expect(Measurement(value: 1250, unit: UnitMass.milligrams).formatted() == "1,250 mg")
    #expect(Measurement(value: 2.5, unit: UnitMass.grams).formatted() == "2.5 g")
  }

  @Test("16:28 marks the total invalidatable; 5:41 doesn't")
  func invalidatable() {
    let total = Measurement(value: 64, unit: UnitMass.milligrams)
    let marked = resolveViewNode(Listing1628.TotalCaffeineView(totalCaffeine: total))
    let unmarked = resolveViewNode(Listing0541.TotalCaffeineView(totalCaffeine: total))
    #expect(marked.firstModifier { if case .invalidatableContent(let on) = $0 { on } else { nil } } == true)
    #expect(unmarked.firstModifier { if case .invalidatableContent(let on) = $0 { on } else { nil } } == nil)
  }

  @Test("the last drink shows its name, time and caffeine, identified by the log")
  func lastDrink() {
    let log = CaffeineLog(drink: .espresso, date: morning)
    let node = resolveViewNode(Listing0718.LastDrinkView(log: log))
    let time = morning.formatted(Date.FormatStyle(date: .omitted, time: .shortened))
    #expect(node.texts == "Espresso \(time) · 64 mg")
    #expect(node.firstModifier { if case .transition(let t) = $0 { t } else { nil } } == .push(from: .bottom))
    #expect(
      node.firstModifier { if case .animation(let a, _) = $0 { a } else { nil } }
        == .smooth(duration: 1.8))
    #expect(node.firstModifier { if case .id = $0 { true } else { nil } } == true)
  }

  @Test("15:10's button carries the 13:06 intent with its espresso parameter")
  func logDrinkButton() throws {
    let elements = resolveViewNode(LogDrinkView()).interactiveElements
    try #require(elements.count == 1)
    guard case .button(let intent, let label) = elements[0] else {
      Issue.record("not a button: \(elements[0])")
      return
    }
    #expect(intent.title == "Log a drink")
    #expect((intent.intent as? LogDrinkIntent)?.drink == .espresso)
    #expect(label.texts == "Espresso")
    #expect(label.firstSystemImage == "plus")
  }

  @Test("performing the intent logs the drink in the store")
  func performLogs() async throws {
    let before = await DrinksLogStore.shared.logs.count
    _ = try await IntentBox(LogDrinkIntent(drink: .espresso)).perform()
    #expect(await DrinksLogStore.shared.logs.count == before + 1)
  }

  @Test("the widget view has the cosmic latte container background")
  func containerBackground() {
    let node = resolveViewNode(
      CaffeineWidgetView(
        total: Measurement(value: 64, unit: .milligrams),
        log: CaffeineLog(drink: .espresso, date: morning)))
    #expect(node.containerBackground == .color(.cosmicLatte))
    #expect(node.interactiveElements.count == 1)
  }
}
