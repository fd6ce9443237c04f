import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// Clicks on the Home Screen: on a widget it focuses and taps it; on a widget's Button it presses
/// it instead of tapping.
@MainActor
@Suite("Mouse routing: Home Screen widgets")
struct HomeScreenMouseTests {
  @Test("a click on the Caffeine tracker's Espresso button presses it; elsewhere it only focuses")
  func clickButton() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: 100, height: 60))
    defer { pilot.close() }
    await pilot.press(.character("4"))
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: state).content
    let rects = HomeScreenView.widgetRects(state: state, in: area)
    let index = try #require(
      state.widgets.homeScreen.firstIndex { $0.kind == "CaffeineTrackerWidget" })
    let box = try #require(rects.first { $0.0 == index }?.1)
    let button = try #require(
      HomeScreenView.elementRects(state.widgets.homeScreen[index], in: box, context: context)
        .first)
    // The button is the row with "Espresso" inside the box.
    let row = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)[button.y]
    #expect(row.contains("+ Espresso"))
    let id = state.widgets.homeScreen[index].id
    #expect(
      MouseRouting.actions(
        for: MouseEvent(x: button.x + 1, y: button.y, kind: .press), in: state, context: context)
        == [
          .homeScreenApps(.focusApp(nil)), .widgets(.focus(index, element: 0)),
          .widgets(.press(id, element: 0)),
        ])
    // On the widget's title: focus, and a tap of the widget (which has no widgetURL to open).
    #expect(
      MouseRouting.actions(
        for: MouseEvent(x: box.x + 3, y: box.y + 1, kind: .press), in: state, context: context)
        == [
          .homeScreenApps(.focusApp(nil)), .widgets(.focus(index, element: 0)),
          .widgets(.tap(id)),
        ])
    // Clicking it for real logs a drink.
    for action in MouseRouting.actions(
      for: MouseEvent(x: button.x + 1, y: button.y, kind: .press), in: state, context: context)
    {
      pilot.engine.send(action)
    }
    await pilot.advance(by: 1)
    #expect(pilot.state.widgets.focus == index)
    #expect(pilot.screen.contains("64 mg"))
  }

  @Test("a click on an app's icon (its name too) or a dock icon focuses it and opens the app")
  func clickIcon() async throws {
    let pilot = try await Pilot(apps: SampleCatalog.all, size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    await pilot.press(.character("4"))
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: state).content
    let (app, cell) = try #require(
      HomeScreenView.appIconRects(state: state, in: area, context: context).first)
    #expect(state.homeScreenApps.apps[app].name == "Meditation")
    // The name's row, under the cell's three icon rows.
    #expect(
      MouseRouting.actions(
        for: MouseEvent(x: cell.x + 4, y: cell.maxY, kind: .press), in: state, context: context)
        == [.homeScreenApps(.focusApp(app)), .homeScreenApps(.open(app))])
    let (dockApp, icon) = try #require(
      HomeScreenView.dockIconRects(state: state, in: area, context: context).last)
    #expect(
      MouseRouting.actions(
        for: MouseEvent(x: icon.x, y: icon.y + 1, kind: .press), in: state, context: context)
        == [.homeScreenApps(.focusApp(dockApp)), .homeScreenApps(.open(dockApp))])
    // Clicking Meditation opens its screen.
    for action in MouseRouting.actions(
      for: MouseEvent(x: cell.x + 4, y: cell.y + 1, kind: .press), in: state, context: context)
    {
      pilot.engine.send(action)
    }
    await pilot.advance(by: 1)
    #expect(pilot.state.appScreens.screen?.app == "Meditation")
  }
}
