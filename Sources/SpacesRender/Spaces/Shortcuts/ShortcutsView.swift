import Foundation
import SpacesEngine
import SpacesKit

/// The Shortcuts space (`6`), as the Shortcuts app shows App Shortcuts: a group per app under
/// its name, each App Shortcut a rounded tile in the app's `shortcutTileColor` with its symbol
/// and short title, two or more a row; below them the focused tile's detail, its action's
/// parameter summary with the values filled in. The grid scrolls to keep the focused tile in
/// view; rows cut at the edge are marked.
///
/// Drawn through the view pipeline: the title line (with what the scroll hides counted at its
/// ends) a tree; the grid's lines on screen a column (each app's name a row of text, each row
/// of tiles a row of tile views: the tile's rounded fill a leaf, its symbol and title text
/// over it) laid out from the first line shown and drawn clipped to the viewport; the detail a
/// box leaf with its lines over it (`ShortcutDetail`).
package struct ShortcutsView {
  let painter: Painter

  /// Draws the space into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let library = ShortcutsFeature.library(state)
    let tiles = library.tiles
    guard !tiles.isEmpty else {
      painter.draw(
        .column([
          ViewNode.line("App Shortcuts", .text, .bold).fillingWidth(), .gap(rows: 1),
          ViewNode.line(
            painter.truncate(
              "No app declares App Shortcuts (an AppShortcutsProvider).", to: area.width),
            .secondary
          ).fillingWidth(),
        ]), in: Rect(x: area.x, y: area.y, width: area.width, height: min(3, area.height)),
        owner: "the Shortcuts space", frame: &frame)
      return
    }
    let focus = ShortcutsFeature.focusIndex(state, library: library)
    let focused = tiles[focus]
    let detail = ShortcutDetail(
      tile: focused, intent: ShortcutsFeature.intent(of: focused, state: state.shortcuts),
      editor: state.shortcuts.editor?.tile == focused.id ? state.shortcuts.editor : nil,
      painter: painter)
    let detailWidth = min(area.width - 2, 96)
    let detailLines = detail.lines(width: detailWidth - 4)
    let detailHeight = min(max(3, area.height / 2), detailLines.count + 2)
    let detailRect = Rect(
      x: area.x + (area.width - detailWidth) / 2, y: area.maxY - detailHeight,
      width: detailWidth, height: detailHeight)
    let columns = ShortcutsGrid.columns(contentWidth: area.width)
    let gridWidth = columns * ShortcutsGrid.tileWidth + (columns - 1) * ShortcutsGrid.gapX
    let left = area.x + max(1, (area.width - gridWidth) / 2)
    let viewport = Rect(
      x: area.x, y: area.y + 1, width: area.width,
      height: max(0, detailRect.y - area.y - 1))
    let lines = layout(library, columns: columns)
    let grid = gridOnScreen(lines, focus: focus, viewport: viewport, left: left)
    if let tree = grid.tree {
      frame.pushClip(viewport)
      painter.drawScrolled(tree.node, in: tree.rect, frame: &frame)
      frame.popClip()
    }
    if !grid.cutTiles.isEmpty {
      // Each tile of a row the viewport cuts, marked at its right on the viewport's last row.
      painter.drawScrolled(
        .row(
          alignment: .top, spacing: ShortcutsGrid.gapX,
          Array(
            repeating: ViewNode.line(painter.context.asciiOnly ? "v" : "▾", .warning, .bold)
              .frame(width: ShortcutsGrid.tileWidth, alignment: .trailing),
            count: grid.cutTiles.count)),
        in: Rect(x: left, y: viewport.maxY - 1, width: area.maxX - left, height: 1),
        frame: &frame)
    }
    painter.drawScrolled(
      titleLine(library, above: grid.above, below: grid.below),
      in: Rect(x: area.x, y: area.y, width: area.width, height: 1), frame: &frame)
    detail.draw(lines: detailLines, in: detailRect, frame: &frame)
  }

  /// A line of the grid: an app's header or a row of tiles, at a row from the grid's top.
  private enum Line {
    case header(String, count: Int, y: Int)
    case tiles([(tile: ShortcutTile, index: Int)], y: Int)

    /// The row it starts at from the grid's top.
    var y: Int {
      switch self {
      case .header(_, _, let y), .tiles(_, let y): y
      }
    }

    /// The rows it takes.
    var height: Int {
      switch self {
      case .header: 1
      case .tiles: ShortcutsGrid.tileHeight
      }
    }
  }

  /// The grid's lines from its top: each app's name, then its tiles in rows, a blank row
  /// after each row.
  private func layout(_ library: ShortcutsLibrary, columns: Int) -> [Line] {
    var lines: [Line] = []
    var y = 0
    var index = 0
    for group in library.groups {
      lines.append(.header(group.app, count: group.tiles.count, y: y))
      y += 1
      for start in stride(from: 0, to: group.tiles.count, by: columns) {
        let row = group.tiles[start..<min(group.tiles.count, start + columns)]
        lines.append(
          .tiles(
            row.enumerated().map { column, tile in (tile, index + start + column) }, y: y))
        y += ShortcutsGrid.tileHeight + 1
      }
      index += group.tiles.count
    }
    return lines
  }

  /// The grid scrolled so that the focused tile's row is in view (as low as it needs to be):
  /// the lines on screen as a column and the rectangle to lay it out in (from the first one's
  /// top, above the viewport when the scroll cuts it), the rows above and below the viewport
  /// (a row it cuts counts as both on screen and hidden), and the tiles of a row cut at the
  /// bottom.
  private func gridOnScreen(_ lines: [Line], focus: Int, viewport: Rect, left: Int) -> (
    tree: (node: ViewNode, rect: Rect)?, above: Int, below: Int, cutTiles: [ShortcutTile]
  ) {
    guard viewport.height > 0 else { return (nil, 0, 0, []) }
    var focusBottom = 0
    var total = 0
    for line in lines {
      total = max(total, line.y + line.height)
      if case .tiles(let row, let y) = line, row.contains(where: { $0.index == focus }) {
        focusBottom = y + ShortcutsGrid.tileHeight
      }
    }
    let scroll = max(0, min(total - viewport.height, focusBottom - viewport.height))
    let isMonochrome = painter.context.theme.isMonochrome
    var styles: [ShortcutTileColor: TileStyles] = [:]
    var above = 0
    var below = 0
    var cutTiles: [ShortcutTile] = []
    var shown: [ViewNode] = []
    var first: Int?
    var bottom = 0
    for line in lines {
      let top = viewport.y + line.y - scroll
      let lineBottom = top + line.height
      switch line {
      case .header:
        guard top >= viewport.y, top < viewport.maxY else { continue }
      case .tiles(let row, _):
        if lineBottom <= viewport.y {
          above += 1
          continue
        }
        if top >= viewport.maxY {
          below += 1
          continue
        }
        if lineBottom > viewport.maxY {
          below += 1
          cutTiles = row.map(\.tile)
        }
        if top < viewport.y { above += 1 }
      }
      if first == nil { first = top }
      if !shown.isEmpty, top > bottom { shown.append(.gap(rows: top - bottom)) }
      shown.append(node(of: line, focus: focus, styles: &styles, isMonochrome: isMonochrome))
      bottom = lineBottom
    }
    guard let first else { return (nil, above, below, cutTiles) }
    let node = ViewNode.column(alignment: .leading, shown)
    return (
      (node, Rect(x: left, y: first, width: viewport.maxX - left, height: bottom - first)), above,
      below,
      cutTiles
    )
  }

  /// A line of the grid as a view: an app's name with its count, or a row of tiles.
  private func node(
    of line: Line, focus: Int, styles: inout [ShortcutTileColor: TileStyles], isMonochrome: Bool
  ) -> ViewNode {
    switch line {
    case .header(let app, let count, _):
      return .row(
        alignment: .top,
        [
          .modified(.line(app, .text, .bold), .layout(.layoutPriority(1))),
          .line(" \(painter.dot) \(count) \(count == 1 ? "shortcut" : "shortcuts")", .secondary),
        ])
    case .tiles(let row, _):
      return .row(
        alignment: .top, spacing: ShortcutsGrid.gapX,
        row.map { placed in
          let color = placed.tile.color
          let tileStyles =
            styles[color]
            ?? {
              let made = self.tileStyles(color, isMonochrome: isMonochrome)
              styles[color] = made
              return made
            }()
          return tileView(placed.tile, focused: placed.index == focus, styles: tileStyles)
        })
    }
  }

  /// The space's title (how many apps and shortcuts) centred, with the rows the scroll hides
  /// counted at its ends, over it.
  private func titleLine(_ library: ShortcutsLibrary, above: Int, below: Int) -> ViewNode {
    let dot = painter.dot
    let count = library.tiles.count
    let apps = library.groups.count
    let title =
      "App Shortcuts \(dot) \(apps) \(apps == 1 ? "app" : "apps") \(dot) \(count) "
      + (count == 1 ? "shortcut" : "shortcuts")
    let ascii = painter.context.asciiOnly
    var layers = [ViewNode.line(title, .text, .bold).fillingWidth()]
    if above > 0 {
      layers.append(
        ViewNode.line(
          "\(ascii ? "^" : "▲") \(above) \(above == 1 ? "row" : "rows") above", .secondary
        ).padding(leading: 1).fillingWidth(.leading))
    }
    if below > 0 {
      layers.append(
        ViewNode.line(
          "\(ascii ? "v" : "▼") \(below) \(below == 1 ? "row" : "rows") below \(ascii ? "(down)" : "(↓)")",
          .secondary
        ).padding(trailing: 1).fillingWidth(.trailing))
    }
    return .zStack(alignment: .topLeading, children: layers)
  }

  /// The styles of the tiles of one colour: the fill (and its text), the border unfocused.
  struct TileStyles: Equatable, Sendable {
    var fill: CellStyle
    var border: CellStyle
    /// Whether the theme has no colours: the tiles are outlines.
    var isOutline: Bool
  }

  /// A colour's tile styles in the painter's theme, worked out once a frame per colour.
  func tileStyles(_ color: ShortcutTileColor, isMonochrome: Bool) -> TileStyles {
    let theme = painter.context.theme
    guard !isMonochrome else {
      return TileStyles(
        fill: CellStyle(foreground: theme.color(.text), background: theme.color(.background)),
        border: painter.style(.border), isOutline: true)
    }
    let fill = color.rgb.terminalColor
    return TileStyles(
      fill: CellStyle(foreground: color.rgb.readableText.terminalColor, background: fill),
      border: painter.style(fill), isOutline: false)
  }

  /// One tile as the Shortcuts app draws it: its rounded fill (a leaf: `drawTileChrome`), the
  /// symbol at the top left and the short title under it (wrapped, two lines at most), in
  /// black or white, whichever reads; a theme without colour (and `--ascii`) reverses the
  /// focused tile's title.
  func tileView(_ tile: ShortcutTile, focused: Bool, styles: TileStyles) -> ViewNode {
    let view = self
    let chrome = ViewNode.canvas(
      width: .fixed(ShortcutsGrid.tileWidth), height: .fixed(ShortcutsGrid.tileHeight),
      key: TileChromeKey(styles: styles, focused: focused)
    ) { rect, frame in
      view.drawTileChrome(in: rect, focused: focused, styles: styles, frame: &frame)
    }
    var symbolStyle = styles.fill
    symbolStyle.attributes.insert(.bold)
    var titleStyle = symbolStyle
    if focused && styles.isOutline { titleStyle.attributes.insert(.reverse) }
    let content = ViewNode.column(
      alignment: .leading,
      [
        .line(painter.glyph(tile.shortcut.systemImageName), style: symbolStyle),
        ViewNode.modified(.text(.verbatim(tile.title)), .lineLimit(2)).styled(titleStyle)
          .frame(width: ShortcutsGrid.tileWidth - 4, alignment: .leading),
      ])
    return .zStack(
      alignment: .topLeading, children: [chrome, content.padding(top: 1, leading: 2)])
  }

  /// A tile's fill and border: the colour to its edges (its corners cut by quadrant blocks over
  /// what is behind; focused, a heavy border in its text colour on its fill); a theme without
  /// colour, and `--ascii`, an outline (the focused one in the focus style).
  func drawTileChrome(in rect: Rect, focused: Bool, styles: TileStyles, frame: inout Frame) {
    if styles.isOutline || painter.context.asciiOnly {
      let inside = Rect(
        x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
      frame.fill(inside, style: styles.fill)
      let border = focused ? painter.style(.focus, .bold) : styles.border
      painter.box(focused: focused).draw(rect, in: &frame, style: border)
    } else {
      drawFilledTile(rect, focused: focused, fill: styles.fill, frame: &frame)
    }
  }

  /// The tile's colour to its edges: unfocused, its corners rounded by quadrant blocks in the
  /// colour over the cells behind; focused, a heavy border in its text colour on the colour.
  func drawFilledTile(_ rect: Rect, focused: Bool, fill: CellStyle, frame: inout Frame) {
    let clip = frame.clipRect
    let corners: [(Int, Int, Character)] = [
      (rect.x, rect.y, "▟"), (rect.maxX - 1, rect.y, "▙"), (rect.x, rect.maxY - 1, "▜"),
      (rect.maxX - 1, rect.maxY - 1, "▛"),
    ]
    let behind = corners.map { x, y, _ in
      x >= clip.x && x < clip.maxX && y >= clip.y && y < clip.maxY
        ? frame[x, y].style.background : nil
    }
    frame.fill(rect, style: fill)
    if focused {
      // In the tile's text colour, which reads on its fill in every theme (the theme's focus
      // colour may not: the light theme's is dark, as the fills are).
      var border = fill
      border.attributes.insert(.bold)
      painter.box(focused: true).draw(rect, in: &frame, style: border)
      return
    }
    for ((x, y, glyph), background) in zip(corners, behind) {
      guard let background else { continue }
      frame.put(
        glyph, x: x, y: y, style: CellStyle(foreground: fill.background, background: background))
    }
  }
}

/// What a tile's fill leaf draws from.
private struct TileChromeKey: Equatable, Sendable {
  var styles: ShortcutsView.TileStyles
  var focused: Bool
}
