import SpacesEngine
import SpacesKit

/// An app's icon as the Home Screen draws it, six columns by three rows (a square of 48 ×
/// 48 points): its app icon set's bitmap as half-block pixels with iOS's rounded mask; or,
/// for an app without one, a rounded tile in the app's colour with its symbol (or initial) in
/// black or white, whichever reads (at least 4.5:1). Without colours (the monochrome theme,
/// `NO_COLOR`) or under `--ascii`, a box with the symbol or the initial.
struct AppIconView {
  let painter: Painter

  /// The icon's size in cells.
  static let size = (width: 6, height: 3)

  /// Draws an app's icon in a 6 × 3 box.
  func draw(_ app: HomeScreenApp, in icon: Rect, frame: inout Frame) {
    if let path = app.iconPath {
      drawBitmap(app, path: path, in: icon, frame: &frame)
    } else if painter.context.theme.isMonochrome || painter.context.asciiOnly {
      drawBox(app, in: icon, frame: &frame)
    } else {
      drawTile(app, in: icon, frame: &frame)
    }
  }

  /// The icon as a leaf of a view tree: 6 × 3 cells, painted by `draw`.
  func view(_ app: HomeScreenApp) -> ViewNode {
    let view = self
    return .canvas(width: .fixed(Self.size.width), height: .fixed(Self.size.height), key: app) {
      rect, frame in
      view.draw(app, in: rect, frame: &frame)
    }
  }

  /// What the tile shows: the symbol's glyph if it has one that fits, else the initial.
  func mark(_ app: HomeScreenApp, room: Int) -> String {
    guard let symbol = app.symbol, painter.context.theme.drawsSymbol(symbol) else {
      return app.initial
    }
    let glyph = painter.glyph(symbol)
    return CellWidth.of(glyph) <= room ? glyph : app.initial
  }

  /// A rounded tile in the app's colour: every cell filled, the corners cut by quadrant blocks
  /// over what is behind, the mark bold in the middle.
  func drawTile(_ app: HomeScreenApp, in icon: Rect, frame: inout Frame) {
    let fill = app.color.rgb
    let style = CellStyle(
      foreground: fill.readableText.terminalColor, background: fill.terminalColor,
      attributes: [.bold])
    let corners: [(Int, Int, Character)] = [
      (icon.x, icon.y, "▟"), (icon.maxX - 1, icon.y, "▙"), (icon.x, icon.maxY - 1, "▜"),
      (icon.maxX - 1, icon.maxY - 1, "▛"),
    ]
    let clip = frame.clipRect
    let behind = corners.map { x, y, _ in
      x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
        ? frame[x, y].style.background : nil
    }
    frame.fill(icon, style: style)
    for ((x, y, glyph), background) in zip(corners, behind) {
      guard let background else { continue }
      frame.put(
        glyph, x: x, y: y,
        style: CellStyle(foreground: fill.terminalColor, background: background))
    }
    let mark = mark(app, room: icon.width - 2)
    frame.write(
      mark, x: icon.x + (icon.width - CellWidth.of(mark)) / 2, y: icon.y + icon.height / 2,
      style: style)
  }

  /// A box with the mark: the icon where there are no colours to paint a tile.
  func drawBox(_ app: HomeScreenApp, in icon: Rect, frame: inout Frame) {
    painter.box(focused: false).draw(icon, in: &frame, style: painter.style(.text))
    let mark = mark(app, room: icon.width - 2)
    frame.write(
      mark, x: icon.x + (icon.width - CellWidth.of(mark)) / 2, y: icon.y + icon.height / 2,
      style: painter.style(.text, .bold))
  }

  /// The app icon set's bitmap as half-block pixels, rounded as iOS masks icons.
  func drawBitmap(_ app: HomeScreenApp, path: String, in icon: Rect, frame: inout Frame) {
    if case .failure(let error) = ImageCache.shared.image(at: path) {
      // Drawn as the box with the initial; said once, as a catalog image's problems are.
      AssetCatalogs.shared.report("\(app.name): app icon: \(error)")
    }
    let renderer = ViewRenderer(context: painter.context)
    let style = ViewRenderer.DrawingStyle(
      foreground: painter.context.theme.color(.text),
      background: painter.context.theme.color(.background))
    let look = BitmapLook(
      source: .file(path), name: app.initial, pointWidth: 0, pointHeight: 0, isResizable: true)
    let visible = icon.intersection(frame.clipRect)
    var behind: [(Int, Int, Cell)] = []
    for y in visible.y..<visible.maxY {
      for x in visible.x..<visible.maxX { behind.append((x, y, frame[x, y])) }
    }
    renderer.drawBitmap(look, in: icon, style: style, frame: &frame, caption: look.name)
    // At 6×6 pixels a 16-point radius cuts the corner pixels.
    let raster = ShapeRaster(
      columns: icon.width, rows: icon.height,
      geometry: ShapeGeometry(kind: .roundedRectangle(cornerWidth: 16, cornerHeight: 16)))
    for (x, y, cell) in behind where frame[x, y].grapheme == ViewRenderer.upperHalfBlock {
      renderer.cutHalfBlock(
        at: x, y, column: x - icon.x, row: y - icon.y, raster: raster, behind: cell, &frame)
    }
  }
}
