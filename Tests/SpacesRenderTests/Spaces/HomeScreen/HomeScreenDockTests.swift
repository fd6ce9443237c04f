import Foundation
import SampleAppsCatalog
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The dock drawn as a row of icon leaves through the view pipeline: its icons land in the
/// cells mouse routing sends clicks by (`HomeScreenLayout.dockIcons`).
@MainActor
@Suite("Home Screen dock as a view row")
struct HomeScreenDockTests {
  @Test(
    "the row's icons are placed where clicks are routed, focused name or not, at 80, 100, 200 columns",
    arguments: [(80, 24), (100, 40), (200, 60)])
  func iconsWhereClicksGo(size: (width: Int, height: Int)) async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: size.width, height: size.height))
    defer { pilot.close() }
    await pilot.press(.character("4"))
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: state).content
    let layout = HomeScreenLayout(state: state, in: PhoneCanvas(in: area).rect)
    let band = try #require(layout.dock)
    let expected = layout.dockIcons.map(\.icon)
    #expect(!expected.isEmpty)
    let view = HomeScreenView(painter: Painter(context: context))
    for focused in [nil, layout.grid.dock.first.map(HomeScreenGrid.Item.app)] {
      let row = view.dockRow(
        layout.grid.dock, apps: state.homeScreenApps.apps, focused: focused,
        height: band.height)
      let placed = ViewRenderer(context: context).layout(row, in: band)
      #expect(Self.canvasRects(placed) == expected)
    }
  }

  /// The rectangles of the host canvases in a placed tree, depth first.
  static func canvasRects(_ placed: PlacedView) -> [Rect] {
    var found: [Rect] = []
    if case .canvas = placed.content { found.append(placed.rect) }
    for child in placed.children { found += canvasRects(child) }
    return found
  }
}
