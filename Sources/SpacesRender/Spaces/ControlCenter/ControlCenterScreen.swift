import SpacesEngine
import SpacesKit

/// Where Control Center draws on the phone canvas (`PhoneCanvas`): the Now Playing module at
/// the top while something plays, the status line under it, the grid filling the canvas's
/// width and as many of its rows as the canvas's height holds with a row left for the caption
/// (scrolled to the focused control), and the focused control's caption under the rows shown.
///
/// The view lays its grid's tree out by it (`PlacedControlCenter`, which mouse clicks are tested
/// against, so they land on the cells drawn).
package struct ControlCenterScreen {
  /// The phone canvas the space draws on.
  package let canvas: PhoneCanvas
  /// The Now Playing module's rectangle, while something plays and the canvas has room.
  package let nowPlaying: Rect?
  /// The canvas below the Now Playing module: the status line, the grid and the caption.
  package let content: Rect
  /// The grid, its first row moved up by the rows scrolled off.
  package let grid: ControlCenterGrid
  /// The row of the first grid row shown (under the status line).
  package let top: Int
  /// How many grid rows the canvas shows.
  package let visibleRows: Int
  /// The grid rows scrolled off the top so that the focused control shows.
  package let scrolled: Int

  /// The geometry for a layout and its focused control in a content area.
  package init(
    layout: ControlCenterLayout, focus: ControlID?, nowPlaying playing: Bool, in area: Rect,
    deviceFrame: Bool = false
  ) {
    canvas = PhoneCanvas(in: area, deviceFrame: deviceFrame)
    let phone = canvas.rect
    let unscrolled = ControlCenterGrid(canvasWidth: phone.width, x: phone.x, y: phone.y)
    let moduleHeight = NowPlayingView.height
    if playing, phone.height > moduleHeight + 2 {
      nowPlaying = Rect(
        x: unscrolled.x, y: phone.y, width: unscrolled.width, height: moduleHeight)
      content = phone.inset(top: moduleHeight)
    } else {
      nowPlaying = nil
      content = phone
    }
    top = content.y + 1
    let rowHeight = unscrolled.rowHeight
    // Whole grid rows, leaving the row under them for the focused control's caption (and the
    // "▼ n more" marker).
    visibleRows = max(1, (content.maxY - 1 - top) / rowHeight)
    if let placement = layout.placements.first(where: { $0.id == focus }) {
      scrolled = max(0, min(placement.row, placement.row + placement.span.rows - visibleRows))
    } else {
      scrolled = 0
    }
    grid = unscrolled.moved(toY: top - scrolled * rowHeight)
  }

  /// The geometry of a dashboard's Control Center (in its content area).
  package init(
    _ state: DashboardState, layout: ControlCenterLayout, deviceFrame: Bool = false
  ) {
    self.init(
      layout: layout, focus: state.navigation.controlCenterFocus,
      nowPlaying: state.nowPlaying.isShown, in: DashboardRenderer.areas(for: state).content,
      deviceFrame: deviceFrame)
  }

  /// The rows the grid shows: whole grid rows from `top`, within the canvas.
  package var visible: Rect {
    Rect(
      x: content.x, y: top, width: content.width,
      height: max(0, min(content.maxY, top + visibleRows * grid.rowHeight - grid.gapY) - top))
  }

  /// The row under the grid rows shown, where the focused control's caption goes.
  package func captionRow(layout: ControlCenterLayout) -> Int {
    top + min(layout.rows - scrolled, visibleRows) * grid.rowHeight
  }

  /// How many placements the scrolled grid leaves out, whole or in part, above and below the
  /// rows shown.
  package func hiddenCounts(_ layout: ControlCenterLayout) -> (above: Int, below: Int) {
    let visible = visible
    var above = 0
    var below = 0
    for placement in layout.placements {
      let rect = grid.rect(for: placement)
      if rect.y < visible.y { above += 1 }
      if rect.maxY > visible.maxY { below += 1 }
    }
    return (above, below)
  }
}
