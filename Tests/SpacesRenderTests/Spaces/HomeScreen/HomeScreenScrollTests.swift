import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The Home Screen scrolled in a short window: the focused item always wholly on screen, the
/// grid's top row never the blank half of a widget cut off above, an item the page cuts drawn
/// cut (not left out), and the dock's focused name inside the dock's rounded corners.
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
        let rect = layout.rect(of: place)
        #expect(
          rect.y > layout.viewport.y && rect.maxY <= layout.viewport.maxY,
          "\(item) is wholly on screen")
      }
      if let top = shown.map(\.rect.y).min() {
        #expect(top == layout.viewport.y + 1, "first row \(layout.firstRow): \(pilot.screen)")
      }
      scrolled = scrolled || layout.firstRow > 0
      await pilot.press(.down)
    }
    #expect(scrolled, "80×24 is short enough that the page scrolls")
  }

  @Test("a widget the page's bottom edge cuts is drawn cut, over neither the dots nor the dock")
  func cutWidget() async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: 80, height: 24))
    defer { pilot.close() }
    await pilot.press(.character(Space.homeScreen.key))
    let area = PhoneCanvas(in: DashboardRenderer.areas(for: pilot.state).content).rect
    let layout = HomeScreenLayout(state: pilot.state, in: area)
    let cut = try #require(
      layout.shownPlaces.first { $0.rect.maxY > layout.viewport.maxY }, "\(pilot.screen)")
    let rows = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      Array($0)
    }
    // Its top border is drawn; the row under the grid is the dots', not its border.
    #expect(rows[cut.rect.y][cut.rect.x] == "╭", "\(pilot.screen)")
    #expect(layout.hidden.below > 0, "the ▼ beside the dots counts it")
    #expect(rows[layout.dotsY].contains("▼"))
    #expect(!rows[layout.dotsY].contains("│"), "\(pilot.screen)")
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
      return HomeScreenLayout(state: pilot.state, in: area).grid.dock.contains(app)
    }
    for _ in 0..<12 where !inDock() { await pilot.press(.down) }
    #expect(inDock(), "Down from the grid reaches the dock: \(pilot.screen)")
    let band = try #require(HomeScreenLayout(state: pilot.state, in: area).dock)
    let rows = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let last = Array(rows[band.maxY - 1])
    #expect(last[band.x] == "▜" && last[band.maxX - 1] == "▛", "\(rows[band.maxY - 1])")
  }
}
