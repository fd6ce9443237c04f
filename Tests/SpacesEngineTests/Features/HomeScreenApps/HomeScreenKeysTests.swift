import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The Home Screen's keys with every sample app installed: arrows move through widgets and
/// icons as they sit on the page and on into the dock, `Enter` on an icon opens the app's screen
/// or says it has none, `PageDown` turns the page, and `Y` is StandBy.
@MainActor
@Suite("Home Screen keys: icons, pages, the dock, StandBy", .serialized)
struct HomeScreenKeysTests {
  func pilot() async throws -> Pilot {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: 120, height: 40))
    await pilot.press(.character("4"))
    return pilot
  }

  @Test("every hosted app has an icon; the first four are in the dock")
  func everyApp() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    let apps = pilot.state.homeScreenApps.apps
    #expect(apps.map(\.name) == SampleCatalog.all.map(\.name))
    #expect(HomeScreenGrid(state: pilot.state).dock == [0, 1, 2, 3])
    // Meditation's symbol is its first App Shortcut's; Productivity's its first control's.
    let meditation = try #require(apps.first { $0.name == "Meditation" })
    #expect(meditation.symbol != nil)
    #expect(apps.first { $0.name == "Productivity" }?.symbol != nil)
    // Caffeine has neither: the first symbol in its widget's placeholder (the Espresso button's).
    #expect(apps.first { $0.name == "Caffeine" }?.symbol == "plus")
    // The Game draws none anywhere: its tile shows its initial.
    #expect(apps.first { $0.name == "Game" }?.symbol == nil)
  }

  @Test("an app's symbol from its widgets is looked up when the Home Screen first shows")
  func widgetSymbolsWhenShown() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: 120, height: 40))
    defer { pilot.close() }
    // Control Center first: no widget placeholder made (app code) for an icon not on show.
    #expect(pilot.state.homeScreenApps.widgetSymbolsPending)
    #expect(pilot.state.homeScreenApps.apps.first { $0.name == "Caffeine" }?.symbol == nil)
    await pilot.press(.character("4"))
    #expect(!pilot.state.homeScreenApps.widgetSymbolsPending)
    #expect(pilot.state.homeScreenApps.apps.first { $0.name == "Caffeine" }?.symbol == "plus")
  }

  @Test("→ from the last item on the page goes to the dock, ↑ from the dock back to the page")
  func arrows() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    let grid = HomeScreenGrid(state: pilot.state)
    let order = grid.readingOrder
    #expect(HomeScreenGrid.focusedItem(in: pilot.state) == order.first)
    for _ in 0..<(order.count - 4) { await pilot.press(.right) }
    #expect(HomeScreenGrid.focusedItem(in: pilot.state) == .app(0))
    #expect(pilot.state.homeScreenApps.focusedApp == 0)
    await pilot.press(.up)
    #expect(HomeScreenGrid.focusedItem(in: pilot.state) != .app(0))
    #expect(grid.place(of: try #require(HomeScreenGrid.focusedItem(in: pilot.state))) != nil)
    // ← from the first item wraps to the dock's last app.
    await pilot.press(.character("4"))
    while HomeScreenGrid.focusedItem(in: pilot.state) != order.first {
      await pilot.press(.left)
    }
    await pilot.press(.left)
    #expect(HomeScreenGrid.focusedItem(in: pilot.state) == order.last)
  }

  @Test("Enter on an icon opens the app's screen, or says the app has none")
  func open() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    let apps = pilot.state.homeScreenApps.apps
    let meditation = try #require(apps.firstIndex { $0.name == "Meditation" })
    pilot.engine.send(.homeScreenApps(.focusApp(meditation)))
    await pilot.press(.enter)
    #expect(pilot.state.appScreens.screen?.app == "Meditation")
    await pilot.press(.escape)
    let game = try #require(apps.firstIndex { $0.name == "Game" })
    pilot.engine.send(.homeScreenApps(.focusApp(game)))
    await pilot.press(.enter)
    #expect(pilot.state.toast.current?.message == .text("Game has no screen in the dashboard"))
    #expect(pilot.screen.contains("Game has no screen in the dashboard"))
  }

  @Test("Enter on a widget with nothing to press and no widgetURL opens its app, as iOS does")
  func widgetOpensItsApp() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    // The first widget is the Game's character-detail: no button, toggle, link or widgetURL.
    let widget = try #require(pilot.state.widgets.focused)
    #expect(widget.interactiveElements.isEmpty && widget.view.node.widgetURL == nil)
    await pilot.press(.enter)
    #expect(pilot.state.toast.current?.message == .text("Game has no screen in the dashboard"))
    #expect(pilot.eventLines.contains { $0.hasSuffix("opens its app") }, "\(pilot.eventLines)")
  }

  @Test("PageDown shows the next page and its dots; PageUp the first again")
  func pageKeys() async throws {
    // Nine more apps than the dock holds: the page with the widgets overflows.
    var apps = SampleCatalog.all
    for number in 1...20 {
      var app = SampleCatalog.meditation
      app.name = "App \(number)"
      app.appShortcuts = nil
      apps.append(app)
    }
    let pilot = try await Pilot(apps: apps, size: TerminalSize(width: 120, height: 40))
    defer { pilot.close() }
    await pilot.press(.character("4"))
    let grid = HomeScreenGrid(state: pilot.state)
    #expect(grid.pageCount >= 2)
    #expect(pilot.screen.contains("● ○"))
    await pilot.press(.pageDown)
    #expect(grid.shownPage(in: pilot.state) == 1)
    #expect(pilot.screen.contains("○ ●"))
    await pilot.press(.pageUp)
    #expect(grid.shownPage(in: pilot.state) == 0)
  }

  @Test("Y: StandBy, → the clock, ↑↓ rotate the focused stack, Tab the other, Esc leaves")
  func standBy() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.character("Y"))
    #expect(pilot.state.homeScreenApps.standBy == StandByState())
    await pilot.press(.right)
    #expect(pilot.state.homeScreenApps.standBy?.view == .clock)
    await pilot.press(.left)
    await pilot.press(.tab)
    #expect(pilot.state.homeScreenApps.standBy?.rightFocused == true)
    let smalls = pilot.state.widgets.homeScreen.filter { $0.family == .systemSmall }.count
    await pilot.press(.down)
    #expect(pilot.state.homeScreenApps.standBy?.right == (1 + 1) % max(1, smalls))
    await pilot.press(.escape)
    #expect(pilot.state.homeScreenApps.standBy == nil)
  }
}
