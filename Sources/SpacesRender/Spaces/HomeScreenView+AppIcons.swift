import SpacesEngine
import SpacesKit

/// App icons on the Home Screen: as iOS puts an app's icon in the grid between the widgets, an
/// app that ships an app icon set takes one grid unit after the widgets (in the first hole they
/// leave), its icon drawn as half-block pixels with rounded corners and its name under it.
extension HomeScreenView {
  /// The icon's size in cells: six columns by three rows, 6×6 pixels as half blocks.
  static let iconSize = (width: 6, height: 3)

  /// Where each app's icon goes (the unit's box, the name on the row under it), by index into
  /// `homeScreenApps.apps`; the same scrolling as the widgets, so icons beside the focused
  /// widget are on screen with it.
  package static func appIconRects(state: DashboardState, in area: Rect) -> [(Int, Rect)] {
    let widgets = state.widgets.homeScreen
    let apps = state.homeScreenApps.apps
    guard !apps.isEmpty else { return [] }
    let spans = widgets.map { span($0.family) } + apps.map { _ in (width: 1, height: 1) }
    let places = placements(spans: spans)
    let gridWidth = gridUnits * unitWidth - 1
    let x0 = area.x + max(0, (area.width - gridWidth) / 2)
    var firstRow = 0
    if !widgets.isEmpty {
      let focused = places[min(state.widgets.focus, widgets.count - 1)]
      let visibleUnits = max(1, (area.height - 1) / unitHeight)
      firstRow = max(0, focused.row + focused.height - visibleUnits)
    }
    let y0 = area.y + 1 - firstRow * unitHeight
    var result: [(Int, Rect)] = []
    for index in apps.indices {
      let place = places[widgets.count + index]
      let rect = Rect(
        x: x0 + place.column * unitWidth, y: y0 + place.row * unitHeight,
        width: unitWidth - 1, height: unitHeight - 1)
      guard rect.y >= area.y, rect.maxY <= area.maxY else { continue }
      result.append((index, rect))
    }
    return result
  }

  /// Draws the apps' icons, each centred in its unit with the name on the row under the icon
  /// (in the gap between grid rows, where iOS writes it): half-block pixels, or in ASCII mode
  /// and the monochrome theme a box with the name's initial.
  func drawAppIcons(state: DashboardState, in area: Rect, frame: inout Frame) {
    let renderer = ViewRenderer(context: painter.context)
    let style = ViewRenderer.DrawingStyle(
      foreground: painter.context.theme.color(.text),
      background: painter.context.theme.color(.background))
    for (index, unit) in Self.appIconRects(state: state, in: area) {
      let app = state.homeScreenApps.apps[index]
      if case .failure(let error) = ImageCache.shared.image(at: app.iconPath) {
        // Drawn as the box with the initial; said once, as a catalog image's problems are.
        AssetCatalogs.shared.report("\(app.name): app icon: \(error)")
      }
      let icon = Rect(
        x: unit.x + (unit.width - Self.iconSize.width) / 2, y: unit.y,
        width: Self.iconSize.width, height: Self.iconSize.height)
      let look = BitmapLook(
        source: .file(app.iconPath), name: String(app.name.prefix(1)), pointWidth: 0,
        pointHeight: 0, isResizable: true)
      let visible = icon.intersection(frame.clipRect)
      var behind: [(Int, Int, Cell)] = []
      for y in visible.y..<visible.maxY {
        for x in visible.x..<visible.maxX { behind.append((x, y, frame[x, y])) }
      }
      renderer.drawBitmap(look, in: icon, style: style, frame: &frame, caption: look.name)
      // Rounded as iOS masks icons: at 6×6 pixels a 16-point radius cuts the corner pixels.
      let raster = ShapeRaster(
        columns: icon.width, rows: icon.height,
        geometry: ShapeGeometry(kind: .roundedRectangle(cornerWidth: 16, cornerHeight: 16)))
      for (x, y, cell) in behind where frame[x, y].grapheme == ViewRenderer.upperHalfBlock {
        renderer.cutHalfBlock(
          at: x, y, column: x - icon.x, row: y - icon.y, raster: raster, behind: cell, &frame)
      }
      let nameRow = icon.maxY
      guard nameRow < area.maxY else { continue }
      painter.center(
        painter.truncate(app.name, to: unit.width), in: unit, y: nameRow,
        style: painter.style(.text), frame: &frame)
    }
  }
}
