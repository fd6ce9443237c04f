import SpacesEngine
import SpacesKit
import Testing

/// The Home Screen's pages as iOS lays them out: 4 × 6 icon cells a page, widgets by their
/// family's size, icons one cell each in the holes after them, what doesn't fit on the next
/// page, and the first four apps in the dock.
@Suite("Home Screen grid: pages, widgets between icons, the dock")
struct HomeScreenGridTests {
  /// Each item's (page, column, row, width, height), in item order.
  func places(_ grid: HomeScreenGrid) -> [[Int]] {
    grid.places.map { [$0.page, $0.column, $0.row, $0.width, $0.height] }
  }

  @Test("small 2×2, medium 4×2, large 4×4 first fit; a large that doesn't fit goes on page 2")
  func widgets() {
    let grid = HomeScreenGrid(
      widgetFamilies: [.systemSmall, .systemMedium, .systemSmall, .systemLarge], appCount: 0)
    #expect(
      places(grid) == [[0, 0, 0, 2, 2], [0, 0, 2, 4, 2], [0, 2, 0, 2, 2], [1, 0, 0, 4, 4]])
    #expect(grid.pageCount == 2)
    #expect(grid.dock.isEmpty)
  }

  @Test("the first four apps go in the dock; the others fill the holes the widgets leave")
  func icons() {
    let grid = HomeScreenGrid(widgetFamilies: [.systemSmall, .systemMedium], appCount: 8)
    #expect(grid.dock == [0, 1, 2, 3])
    #expect(
      places(grid).dropFirst(2).map { [$0[1], $0[2]] } == [[2, 0], [3, 0], [2, 1], [3, 1]])
    // Reading order: the page by rows (the small widget, then the icons beside it, then the
    // medium one), then the dock.
    #expect(
      grid.readingOrder == [
        .widget(0), .app(4), .app(5), .app(6), .app(7), .widget(1), .app(0), .app(1), .app(2),
        .app(3),
      ])
  }

  @Test("icons past a page's 24 cells continue on the next page")
  func pages() {
    let grid = HomeScreenGrid(widgetFamilies: [.systemLarge], appCount: 4 + 9)
    // The large widget takes 16 cells: 8 icons fill the page, the ninth starts page 2.
    #expect(grid.places.filter { $0.page == 0 }.count == 9)
    #expect(grid.place(of: .app(12)).map { [$0.page, $0.column, $0.row] } == [1, 0, 0])
    #expect(grid.pageCount == 2)
  }

  @Test("bad input draws something: no items is one empty page, a negative count none")
  func empty() {
    #expect(HomeScreenGrid(widgetFamilies: [], appCount: -3).pageCount == 1)
    #expect(HomeScreenGrid(widgetFamilies: [], appCount: -3).readingOrder.isEmpty)
  }
}
