import SpacesEngine

/// Where the Home Screen's parts go in the space: the page on show (a 4 × 6 grid of icon
/// cells, each 11 × 6 cells — 88 × 96 points at 8 × 16 points a cell, near a 6.1" iPhone's icon
/// pitch, so widgets keep iOS's proportions: a small one about square, a medium about 2:1 — centred), scrolled by whole rows to keep the focused item on
/// screen when the space is too short for it (▲ n ▼ n beside the dots count what is cut); the page dots
/// under it; the dock (a band of up to four icons) at the bottom. Drawing, mouse clicks and
/// redraw scheduling all read it, so they agree; where things are drawn and clicked inside it is
/// the laid-out trees' (`PlacedHomeScreen`).
package struct HomeScreenLayout {
  /// Columns of one icon cell (a widget `n` cells wide is `n * unitWidth - 1` wide).
  package static let unitWidth = 11
  /// Rows of one icon cell: the icon's three, its name's, and two of gap.
  package static let unitHeight = 6
  /// The grid's width in columns.
  package static let gridWidth = HomeScreenGrid.columns * unitWidth - 1
  /// The dock's height: a row over and under its icons (in a short space, its icons alone).
  package static let dockHeight = 5

  /// The pages and the dock.
  package let grid: HomeScreenGrid
  /// The page on show.
  package let page: Int
  /// The rows the page's grid is drawn in (between the top of the space and the dots).
  package let viewport: Rect
  /// The grid's left column.
  package let gridX: Int
  /// The first icon row on screen.
  package let firstRow: Int
  /// The page dots' row.
  package let dotsY: Int
  /// The dock's band (`nil`: no app to put in it).
  package let dock: Rect?

  /// The layout of the dashboard's Home Screen in an area.
  package init(state: DashboardState, in area: Rect) {
    self.init(grid: HomeScreenGrid(state: state), state: state, in: area)
  }

  /// The layout of a grid in an area, scrolled to the focused item.
  package init(grid: HomeScreenGrid, state: DashboardState, in area: Rect) {
    self.grid = grid
    page = grid.shownPage(in: state)
    gridX = area.x + max(0, (area.width - Self.gridWidth) / 2)
    if grid.dock.isEmpty {
      dock = nil
      dotsY = area.maxY - 1
    } else {
      // A space too short for a small widget over the full dock gets the dock's icons alone.
      let roomy = area.height - Self.dockHeight - 1 >= 1 + 2 * Self.unitHeight
      let height = roomy ? Self.dockHeight : AppIconView.size.height
      let band = Rect(x: gridX, y: area.maxY - height, width: Self.gridWidth, height: height)
      dock = band
      dotsY = band.y - 1
    }
    viewport = Rect(x: area.x, y: area.y, width: area.width, height: max(0, dotsY - area.y))
    let visibleUnits = max(1, (viewport.height - 1) / Self.unitHeight)
    if let item = HomeScreenGrid.focusedItem(in: state), let place = grid.place(of: item) {
      firstRow = Self.firstRow(showing: place, of: grid, visibleUnits: visibleUnits)
    } else {
      firstRow = 0
    }
  }

  /// The first grid row to draw so `place` is wholly on screen: the lowest scroll that shows
  /// it, moved down to the first row no item of the page straddles (so the top of the grid
  /// never starts with the blank of a widget cut in half), but never past the focused item.
  static func firstRow(
    showing place: HomeScreenGrid.Place, of grid: HomeScreenGrid, visibleUnits: Int
  ) -> Int {
    let lowest = max(0, place.row + place.height - visibleUnits)
    let page = grid.places.filter { $0.page == place.page }
    for row in lowest...max(lowest, place.row)
    where !page.contains(where: { $0.row < row && row < $0.row + $0.height }) {
      return row
    }
    return lowest
  }

  /// An item's box on screen (a widget's tile; an icon's cell, its name on the row under it).
  package func rect(of place: HomeScreenGrid.Place) -> Rect {
    Rect(
      x: gridX + place.column * Self.unitWidth,
      y: viewport.y + 1 + (place.row - firstRow) * Self.unitHeight,
      width: place.width * Self.unitWidth - 1, height: place.height * Self.unitHeight - 1)
  }

  /// The page's items on screen, with their boxes: wholly, or cut by the viewport's bottom
  /// (or top) edge as a scrolled iOS page cuts them. Draw them clipped to `viewport`; a click
  /// counts only inside it.
  package var shownPlaces: [(place: HomeScreenGrid.Place, rect: Rect)] {
    grid.places.lazy.filter { $0.page == page }.map { ($0, rect(of: $0)) }
      .filter { $0.rect.maxY > viewport.y + 1 && $0.rect.y < viewport.maxY }
  }

  /// How many of the page's items (widgets and icons) lie wholly or partly above or below what
  /// the scrolled grid shows.
  package var hidden: (above: Int, below: Int) {
    let rects = grid.places.filter { $0.page == page }.map { rect(of: $0) }
    return (rects.count { $0.y < viewport.y }, rects.count { $0.maxY > viewport.maxY })
  }
}
