import Foundation
import SampleAppsCatalog
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The page on show drawn as one view tree (`HomeScreenView.gridPage`): its items are laid out
/// in their grid cells, scrolled or not, and the cells clicks go to
/// (`PlacedHomeScreen.shownItems`) are the laid-out tree's.
@MainActor
@Suite("Home Screen grid as a view tree")
struct HomeScreenGridTests {
  @Test(
    "walking every item, the tree puts each shown item in its grid cells, at 80, 120, 200 columns",
    arguments: [(80, 24), (120, 40), (200, 60)])
  func itemsInTheirCells(size: (width: Int, height: Int)) async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: size.width, height: size.height))
    defer { pilot.close() }
    await pilot.press(.character(Space.homeScreen.key))
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = PhoneCanvas(in: DashboardRenderer.areas(for: pilot.state).content).rect
    for _ in 0..<12 {
      let screen = PlacedHomeScreen(
        state: pilot.state, in: area, painter: Painter(context: context))
      let expected = screen.layout.shownPlaces.map { ($0.place.item, $0.rect) }
      #expect(!expected.isEmpty)
      #expect(screen.shownItems.map(\.item) == expected.map(\.0))
      #expect(screen.shownItems.map(\.rect) == expected.map(\.1), "\(pilot.screen)")
      await pilot.press(.down)
    }
  }
}
