import Foundation
import SpacesEngine
import SpacesKit

/// The Shortcuts space (`6`), as the Shortcuts app shows App Shortcuts: a group per app under
/// its name, each App Shortcut a rounded tile in the app's `shortcutTileColor` with its symbol
/// and short title, two or more a row; below them the focused tile's detail, its action's
/// parameter summary with the values filled in. The grid scrolls to keep the focused tile in
/// view; rows cut at the edge are marked.
package struct ShortcutsView {
  let painter: Painter

  /// Draws the space into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let library = ShortcutsFeature.library(state)
    let tiles = library.tiles
    guard !tiles.isEmpty else {
      painter.center(
        "App Shortcuts", in: area, y: area.y, style: painter.style(.text, .bold), frame: &frame)
      painter.center(
        "No app declares App Shortcuts (an AppShortcutsProvider).", in: area, y: area.y + 2,
        style: painter.style(.secondary), frame: &frame)
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
    let placed = layout(library, columns: columns, left: left)
    drawTitle(library, in: area, frame: &frame)
    drawGrid(placed, focus: focus, viewport: viewport, area: area, frame: &frame)
    detail.draw(lines: detailLines, in: detailRect, frame: &frame)
  }

  /// A line of the grid: an app's header or a row of tiles, at a row from the grid's top.
  private enum Line {
    case header(String, count: Int, x: Int, y: Int)
    case tiles([(tile: ShortcutTile, index: Int, x: Int)], y: Int)
  }

  /// The grid's lines from its top: each app's name, then its tiles in rows, a blank row
  /// after each row.
  private func layout(_ library: ShortcutsLibrary, columns: Int, left: Int) -> [Line] {
    var lines: [Line] = []
    var y = 0
    var index = 0
    for group in library.groups {
      lines.append(.header(group.app, count: group.tiles.count, x: left, y: y))
      y += 1
      for start in stride(from: 0, to: group.tiles.count, by: columns) {
        let row = group.tiles[start..<min(group.tiles.count, start + columns)]
        lines.append(
          .tiles(
            row.enumerated().map { column, tile in
              (
                tile, index + start + column,
                left + column * (ShortcutsGrid.tileWidth + ShortcutsGrid.gapX)
              )
            }, y: y))
        y += ShortcutsGrid.tileHeight + 1
      }
      index += group.tiles.count
    }
    return lines
  }

  /// The space's title: how many apps and shortcuts.
  private func drawTitle(_ library: ShortcutsLibrary, in area: Rect, frame: inout Frame) {
    let dot = painter.dot
    let count = library.tiles.count
    let apps = library.groups.count
    let title =
      "App Shortcuts \(dot) \(apps) \(apps == 1 ? "app" : "apps") \(dot) \(count) "
      + (count == 1 ? "shortcut" : "shortcuts")
    painter.center(title, in: area, y: area.y, style: painter.style(.text, .bold), frame: &frame)
  }

  /// Draws the grid's lines scrolled so that the focused tile's row is in view (as low as it
  /// needs to be), and marks what is cut: rows above and below on the title line, and `▾` on
  /// each tile of a row cut at the bottom.
  private func drawGrid(
    _ lines: [Line], focus: Int, viewport: Rect, area: Rect, frame: inout Frame
  ) {
    guard viewport.height > 0 else { return }
    var focusBottom = 0
    var total = 0
    for line in lines {
      switch line {
      case .header(_, _, _, let y): total = max(total, y + 1)
      case .tiles(let row, let y):
        total = max(total, y + ShortcutsGrid.tileHeight)
        if row.contains(where: { $0.index == focus }) {
          focusBottom = y + ShortcutsGrid.tileHeight
        }
      }
    }
    let scroll = max(0, min(total - viewport.height, focusBottom - viewport.height))
    frame.pushClip(viewport)
    let isMonochrome = painter.context.theme.isMonochrome
    var styles: [ShortcutTileColor: TileStyles] = [:]
    var above = 0
    var below = 0
    for line in lines {
      switch line {
      case .header(let app, let count, let x, let y):
        let row = viewport.y + y - scroll
        guard row >= viewport.y, row < viewport.maxY else { continue }
        let written = frame.write(app, x: x, y: row, style: painter.style(.text, .bold))
        frame.write(
          " \(painter.dot) \(count) \(count == 1 ? "shortcut" : "shortcuts")", x: x + written,
          y: row, style: painter.style(.secondary))
      case .tiles(let row, let y):
        let top = viewport.y + y - scroll
        let bottom = top + ShortcutsGrid.tileHeight
        if bottom <= viewport.y {
          above += 1
          continue
        }
        if top >= viewport.maxY {
          below += 1
          continue
        }
        let cut = bottom > viewport.maxY
        if cut { below += 1 }
        if top < viewport.y { above += 1 }
        for placed in row {
          let rect = Rect(
            x: placed.x, y: top, width: ShortcutsGrid.tileWidth, height: ShortcutsGrid.tileHeight)
          let color = placed.tile.color
          let tileStyles =
            styles[color]
            ?? {
              let made = self.tileStyles(color, isMonochrome: isMonochrome)
              styles[color] = made
              return made
            }()
          drawTile(
            placed.tile, in: rect, focused: placed.index == focus, styles: tileStyles,
            frame: &frame)
          if cut {
            frame.write(
              painter.context.asciiOnly ? "v" : "▾", x: rect.maxX - 1, y: viewport.maxY - 1,
              style: painter.style(.warning, .bold))
          }
        }
      }
    }
    frame.popClip()
    let ascii = painter.context.asciiOnly
    if above > 0 {
      frame.write(
        "\(ascii ? "^" : "▲") \(above) \(above == 1 ? "row" : "rows") above", x: area.x + 1,
        y: area.y, style: painter.style(.secondary))
    }
    if below > 0 {
      let text =
        "\(ascii ? "v" : "▼") \(below) \(below == 1 ? "row" : "rows") below \(ascii ? "(down)" : "(↓)")"
      frame.write(
        text, x: area.maxX - CellWidth.of(text) - 1, y: area.y, style: painter.style(.secondary))
    }
  }

  /// The styles of the tiles of one colour: the fill (and its text), the border unfocused.
  struct TileStyles {
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

  /// Draws one tile as the Shortcuts app does: a rounded tile filled with the app's colour to
  /// its edges (its corners cut by quadrant blocks over what is behind), the symbol at the top
  /// left and the short title under it (two lines at most), in black or white, whichever reads.
  /// The focused tile has a heavy border in its text colour on its fill; a theme without
  /// colour draws the tiles as outlines and the focused one's title reversed; so does `--ascii`.
  func drawTile(
    _ tile: ShortcutTile, in rect: Rect, focused: Bool, styles: TileStyles, frame: inout Frame
  ) {
    let inside = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
    if styles.isOutline || painter.context.asciiOnly {
      frame.fill(inside, style: styles.fill)
      let border = focused ? painter.style(.focus, .bold) : styles.border
      painter.box(focused: focused).draw(rect, in: &frame, style: border)
    } else {
      drawFilledTile(rect, focused: focused, fill: styles.fill, frame: &frame)
    }
    var symbolStyle = styles.fill
    symbolStyle.attributes.insert(.bold)
    frame.write(
      painter.glyph(tile.shortcut.systemImageName), x: inside.x + 1, y: inside.y,
      style: symbolStyle)
    var titleStyle = symbolStyle
    if focused && styles.isOutline { titleStyle.attributes.insert(.reverse) }
    let lines = TextWrapper.lines(tile.title, width: inside.width - 2, maxLines: 2)
    for (offset, line) in lines.enumerated() {
      frame.write(line, x: inside.x + 1, y: inside.y + 1 + offset, style: titleStyle)
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
