import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Home Screen scrolled in a short window: the focused item always wholly on screen, the
/// grid's top row never the blank half of a widget cut off above, and the dock's focused name
/// inside the dock's rounded corners.
@MainActor
@Suite("Home Screen scrolling in a short window")
struct HomeScreenScrollTests {
  @Test("walking down every item at 80×24: focused shown, no blank rows over the first item")
  func noBlankTop() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: 80, height: 24))
    defer { pilot.close() }
    await pilot.press(.character(Space.homeScreen.key))
    let area = PhoneCanvas(in: DashboardRenderer.areas(for: pilot.state).content).rect
    var scrolled = false
    for _ in 0..<12 {
      let layout = HomeScreenLayout(state: pilot.state, in: area)
      let shown = layout.shownPlaces
      if let item = HomeScreenGrid.focusedItem(in: pilot.state),
        let place = layout.grid.place(of: item), place.page == layout.page
      {
        #expect(shown.contains { $0.place.item == item }, "\(item) is on screen")
      }
      if let top = shown.map(\.rect.y).min() {
        #expect(top == layout.viewport.y + 1, "first row \(layout.firstRow): \(pilot.screen)")
      }
      scrolled = scrolled || layout.firstRow > 0
      await pilot.press(.down)
    }
    #expect(scrolled, "80×24 is short enough that the page scrolls")
  }

  @Test("the focused dock app's name stays inside the dock's corners")
  func dockName() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: 80, height: 24))
    defer { pilot.close() }
    await pilot.press(.character(Space.homeScreen.key))
    let area = PhoneCanvas(in: DashboardRenderer.areas(for: pilot.state).content).rect
    func inDock() -> Bool {
      guard case .app(let app)? = HomeScreenGrid.focusedItem(in: pilot.state) else { return false }
      return HomeScreenLayout(state: pilot.state, in: area).dockIcons.contains { $0.app == app }
    }
    for _ in 0..<12 where !inDock() { await pilot.press(.down) }
    #expect(inDock(), "Down from the grid reaches the dock: \(pilot.screen)")
    let band = try #require(HomeScreenLayout(state: pilot.state, in: area).dock)
    let rows = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let last = Array(rows[band.maxY - 1])
    #expect(last[band.x] == "▜" && last[band.maxX - 1] == "▛", "\(rows[band.maxY - 1])")
  }
}
