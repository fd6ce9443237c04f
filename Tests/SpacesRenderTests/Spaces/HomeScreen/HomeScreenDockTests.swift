import Foundation
import SampleAppsCatalog
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The dock drawn as a row of icon leaves through the view pipeline: its icons are centred in
/// their slots as iOS centres them, focused name or not, and the cells clicks are routed by
/// (`PlacedHomeScreen.dockIcons`) are the laid-out row's.
@MainActor
@Suite("Home Screen dock as a view row")
struct HomeScreenDockTests {
  @Test(
    "the row's icons are centred in their slots, clicks read them, at 80, 100, 200 columns",
    arguments: [(80, 24), (100, 40), (200, 60)])
  func iconsWhereClicksGo(size: (width: Int, height: Int)) async throws {
    let pilot = try await Pilot(
      apps: SampleCatalog.all, size: TerminalSize(width: size.width, height: size.height))
    defer { pilot.close() }
    await pilot.press(.character("4"))
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: state).content
    let painter = Painter(context: context)
    let screen = PlacedHomeScreen(state: state, in: PhoneCanvas(in: area).rect, painter: painter)
    let layout = screen.layout
    let band = try #require(layout.dock)
    // Each icon 6 × 3, centred in a slot a grid cell wide; the slots centred in the band.
    let left = band.x + (band.width - (layout.grid.dock.count * 11 - 1)) / 2
    let expected = layout.grid.dock.indices.map {
      Rect(x: left + $0 * 11 + 2, y: band.y + (band.height - 3) / 2, width: 6, height: 3)
    }
    #expect(!expected.isEmpty)
    #expect(screen.dockIcons.map(\.icon) == expected)
    #expect(screen.dockIcons.map(\.app) == layout.grid.dock)
    let view = HomeScreenView(painter: painter)
    for focused in [nil, layout.grid.dock.first.map(HomeScreenGrid.Item.app)] {
      let row = view.dockRow(
        layout.grid.dock, apps: state.homeScreenApps.apps, focused: focused,
        height: band.height)
      let placed = ViewRenderer(context: context).layout(row, in: band)
      // The band first (the row's background, the whole band), then the icons.
      #expect(Self.canvasRects(placed) == [band] + expected)
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
