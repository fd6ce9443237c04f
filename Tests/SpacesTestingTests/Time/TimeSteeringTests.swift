import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// A delivery tracked as a Live Activity.
struct DeliveryAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var minutesLeft: Int
  }

  var orderNumber: String
}

/// The delivery's Lock Screen and Dynamic Island presentations.
struct DeliveryActivityWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      Text("Order \(context.attributes.orderNumber): \(context.state.minutesLeft) min")
        .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("\(context.state.minutesLeft) min") }
      } compactLeading: {
        Image(systemName: "box.truck")
      } compactTrailing: {
        Text("\(context.state.minutesLeft)m")
      } minimal: {
        Image(systemName: "box.truck")
      }
    }
  }
}

/// Pours coffee: asks how many cups when run without a number.
struct PourIntent: AppIntent {
  static let title: LocalizedStringResource = "Pour"

  @Parameter(title: "Cups")
  var cups: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Poured \(cups)")
  }
}

/// The pantry's App Shortcut.
struct PantryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PourIntent(), phrases: ["Pour with \(.applicationName)"], shortTitle: "Pour",
      systemImageName: "mug")
  }
}

/// The delivery app's widgets.
struct PantryWidgets: WidgetBundle {
  var body: some Widget {
    DeliveryActivityWidget()
  }
}

extension PantryWidgets: SpacesAppInfo {
  nonisolated static var appName: String { "Pantry" }
  nonisolated static var appShortcuts: (any AppShortcutsProvider.Type)? { PantryShortcuts.self }
}

/// Time a test steers to the next reload, entry or activity update, and work left running at
/// the end failing the test.
@MainActor
@Suite struct TimeSteeringTests {
  @Test func advancingToTheNextEntryStopsWhenItShows() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    await dashboard.tap("BrewToggle")
    let start = dashboard.now
    await dashboard.advance(to: .nextEntry)
    #expect(dashboard.now == start.addingTimeInterval(240))
    #expect(dashboard.widget("CoffeeStatus")?.texts == ["Coffee ready"])
  }

  @Test func advancingToTheNextReloadStopsAtIt() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    await dashboard.tap("BrewToggle")
    let start = dashboard.now
    let reloads = dashboard.events.reloads.count
    await dashboard.advance(to: .nextReload)
    // The timeline's `.atEnd` policy asks for a reload when its last entry comes due (240 s),
    // and the reload budget keeps a widget's reloads 5 minutes apart: the tap's was at 0 s.
    #expect(dashboard.now == start.addingTimeInterval(300))
    #expect(dashboard.events.reloads.count == reloads + 1)
    #expect(dashboard.events.reloads.last?.cause == .policy)
  }

  @Test func aMomentThatNeverComesFailsAtTheLimit() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget(CoffeeStatusWidget.kind, family: .systemSmall)
    let start = dashboard.now
    await withKnownIssue {
      await dashboard.advance(to: .nextReload, within: .seconds(7200))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("No reload came within 2 h of ")
    }
    #expect(dashboard.now == start.addingTimeInterval(7200))
  }

  @Test func advancingToTheNextActivityUpdateStopsWhenItGoesStale() async throws {
    let dashboard = try await TestDashboard(bundle: PantryWidgets.self)
    defer { dashboard.close() }
    let stale = dashboard.now.addingTimeInterval(600)
    try await dashboard.runInApp {
      _ = try Activity.request(
        attributes: DeliveryAttributes(orderNumber: "42"),
        content: .init(state: .init(minutesLeft: 10), staleDate: stale))
    }
    await dashboard.advance(to: .nextActivityUpdate)
    #expect(dashboard.now == stale)
    #expect(dashboard.events.lines.last?.contains("stale") == true)
  }

  @Test func aQuestionLeftUnansweredFailsTheTestAtClose() async throws {
    let dashboard = try await TestDashboard(bundle: PantryWidgets.self)
    try await dashboard.run(keys: "/ text:'Pour with Pantry' Enter")
    #expect(dashboard.frame.contains("Cups"))
    withKnownIssue {
      dashboard.close()
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.hasPrefix("The test ended with 1 effect still running:")
        && text.contains("the intent \"Pour\" (waiting for an answer)")
        && text.hasSuffix("or call skipPending().")
    }
  }

  @Test func skipPendingLetsTheTestEndWithTheQuestionOpen() async throws {
    let dashboard = try await TestDashboard(bundle: PantryWidgets.self)
    try await dashboard.run(keys: "/ text:'Pour with Pantry' Enter")
    dashboard.skipPending()
    dashboard.close()
  }

  @Test func anAnsweredQuestionLeavesNothingPending() async throws {
    let dashboard = try await TestDashboard(bundle: PantryWidgets.self)
    try await dashboard.run(keys: "/ text:'Pour with Pantry' Enter text:'2' Enter")
    await dashboard.runUntilIdle()
    #expect(dashboard.events.intentRuns.last?.outcome == .succeeded(dialog: "Poured 2"))
    dashboard.close()
  }
}
