import Foundation
import SpacesEngine
import SpacesKit

/// Drawing shapes, paints and clips into cells: fills are cell backgrounds blended with what is
/// under them, outlines are box-drawing lines (arcs at rounded corners) or, for circles and
/// ellipses, the cells on the edge.
extension ViewRenderer {
  /// Draws a shape filling or stroking its rectangle.
  func drawShape(_ shape: ShapeNode, in rect: Rect, style: DrawingStyle, frame: inout Frame) {
    guard rect.width > 0, rect.height > 0 else { return }
    let sampler = PaintSampler(
      shape.paint, in: rect, theme: context.theme, foreground: style.foreground,
      levels: style.foregroundLevels)
    guard !sampler.isInvisible || shape.stroke != nil else { return }
    let raster = ShapeRaster(columns: rect.width, rows: rect.height, geometry: shape.geometry)
    guard raster.hasArea else { return }
    let box = raster.box
    if raster.isRound, box.right - box.left < 2, box.bottom - box.top < 1 {
      // One or two cells: a disc glyph in the middle of the shape's box.
      let at = Rect(
        x: rect.x + max(0, box.left + (box.right - box.left) / 2), y: rect.y + max(0, box.top),
        width: 1, height: 1)
      drawDisc(raster, stroked: shape.stroke != nil, at: at, sampler: sampler, frame: &frame)
    } else if let stroke = shape.stroke {
      if raster.isRound {
        strokeRound(raster, stroke: stroke, at: rect, sampler: sampler, frame: &frame)
      } else {
        strokeBox(raster, stroke: stroke, at: rect, sampler: sampler, frame: &frame)
      }
    } else {
      fill(raster, at: rect, sampler: sampler, frame: &frame)
    }
  }

  /// Fills the cells the shape covers (and its trim keeps) with the paint, blended over them.
  private func fill(_ raster: ShapeRaster, at rect: Rect, sampler: PaintSampler, frame: inout Frame)
  {
    let clip = rect.intersection(frame.clipRect)
    guard clip.width > 0, clip.height > 0 else { return }
    let everyCell = raster.geometry.kind == .rectangle && raster.geometry.isWhole
    for y in clip.y..<clip.maxY {
      // Opaque cells of one colour side by side are filled as one run.
      var run: (start: Int, color: TerminalColor)?
      func flush(to end: Int) {
        guard let current = run else { return }
        frame.fill(
          Rect(x: current.start, y: y, width: end - current.start, height: 1),
          style: CellStyle(background: current.color))
        run = nil
      }
      for x in clip.x..<clip.maxX {
        let (column, row) = (x - rect.x, y - rect.y)
        guard
          everyCell
            || (raster.covers(column: column, row: row) && raster.isKept(column: column, row: row))
        else {
          flush(to: x)
          continue
        }
        let (color, opacity) = sampler.sample(column: column, row: row)
        if opacity >= 1, case .rgb = color {
          if let current = run, current.color == color { continue }
          flush(to: x)
          run = (x, color)
        } else {
          flush(to: x)
          paintBackground(color, opacity: opacity, x: x, y: y, frame: &frame)
        }
      }
      flush(to: clip.maxX)
    }
  }

  /// Paints one cell's background: opaque, a blank cell of the colour; translucent, the
  /// cell keeps its grapheme and its colours are blended with the paint.
  func paintBackground(
    _ color: TerminalColor, opacity: Double, x: Int, y: Int, frame: inout Frame
  ) {
    guard opacity > 0, let rgb = RGB(color) else { return }
    var cell = frame[x, y]
    if opacity >= 1 {
      frame.fill(
        Rect(x: x, y: y, width: 1, height: 1),
        style: CellStyle(foreground: cell.style.foreground, background: color))
      return
    }
    let under = RGB(cell.style.background) ?? context.theme.canvas
    cell.style.background = rgb.over(under, opacity: opacity).terminalColor
    if let foreground = RGB(cell.style.foreground), cell.grapheme != " " {
      cell.style.foreground = rgb.over(foreground, opacity: opacity).terminalColor
    }
    frame[x, y] = cell
  }

  /// Writes an outline glyph in the paint's colour, keeping the cell's background.
  private func putOutline(
    _ glyph: Character, x: Int, y: Int, color: TerminalColor, opacity: Double,
    frame: inout Frame
  ) {
    guard frame.clipRect.intersection(Rect(x: x, y: y, width: 1, height: 1)).width > 0 else {
      return
    }
    let background = frame[x, y].style.background
    var foreground = color
    if opacity < 1, let rgb = RGB(color) {
      guard opacity > 0 else { return }
      foreground =
        rgb.over(RGB(background) ?? context.theme.canvas, opacity: opacity)
        .terminalColor
    }
    frame.put(glyph, x: x, y: y, style: CellStyle(foreground: foreground, background: background))
  }

  /// A circle or ellipse one or two cells across: a disc glyph (a partial one for a trimmed
  /// outline), from the theme's symbols so ASCII mode draws `O` and `o`.
  private func drawDisc(
    _ raster: ShapeRaster, stroked: Bool, at rect: Rect, sampler: PaintSampler,
    frame: inout Frame
  ) {
    let geometry = raster.geometry
    let kept = geometry.trimFrom < geometry.trimTo ? geometry.trimTo - geometry.trimFrom : 0
    guard kept > 0 else { return }
    var glyph = context.glyph(stroked ? "circle" : "circle.fill")
    if stroked, kept < 1, !context.asciiOnly {
      glyph = kept <= 0.375 ? "◔" : kept <= 0.625 ? "◑" : "◕"
    }
    let (color, opacity) = sampler.sample(column: 0, row: 0)
    guard let character = glyph.first else { return }
    putOutline(character, x: rect.x, y: rect.y, color: color, opacity: opacity, frame: &frame)
  }

  /// A circle's or ellipse's outline: the covered cells on its edge (a ring as thick as the
  /// line spans cells), as full blocks (`#` in ASCII); a dash leaves every other cell out.
  private func strokeRound(
    _ raster: ShapeRaster, stroke: ShapeStroke, at rect: Rect, sampler: PaintSampler,
    frame: inout Frame
  ) {
    let glyph: Character = context.asciiOnly ? "#" : "█"
    var index = 0
    for row in 0..<rect.height {
      for column in 0..<rect.width
      where raster.isOnRoundOutline(column: column, row: row, lineWidth: stroke.lineWidth) {
        index += 1
        guard raster.isKept(column: column, row: row), !stroke.dashed || index % 2 == 1 else {
          continue
        }
        let (color, opacity) = sampler.sample(column: column, row: row)
        putOutline(
          glyph, x: rect.x + column, y: rect.y + row, color: color, opacity: opacity,
          frame: &frame)
      }
    }
  }

  /// A rectangle's outline in box-drawing lines: arcs at rounded corners (`╭╮╰╯`), heavy lines
  /// for a line 4 points or wider, dashed for a dash; `+ - |` (and `. '` corners) in ASCII.
  private func strokeBox(
    _ raster: ShapeRaster, stroke: ShapeStroke, at rect: Rect, sampler: PaintSampler,
    frame: inout Frame
  ) {
    let (left, top, right, bottom) = raster.box
    guard left <= right, top <= bottom else { return }
    let glyphs = BoxGlyphs(
      ascii: context.asciiOnly, heavy: stroke.lineWidth >= 4, dashed: stroke.dashed)
    func put(_ glyph: Character, _ column: Int, _ row: Int) {
      guard raster.isKept(column: column, row: row) else { return }
      let (color, opacity) = sampler.sample(column: column, row: row)
      putOutline(
        glyph, x: rect.x + column, y: rect.y + row, color: color, opacity: opacity, frame: &frame)
    }
    if top == bottom {
      let capped = raster.isRounded(corner: 0) && raster.isRounded(corner: 1) && right > left
      for column in left...right {
        let glyph =
          capped && column == left
          ? glyphs.leftCap
          : capped && column == right
            ? glyphs.rightCap : left == right ? glyphs.dot : glyphs.horizontal
        put(glyph, column, top)
      }
      return
    }
    if left == right {
      for row in top...bottom { put(glyphs.vertical, left, row) }
      return
    }
    for column in (left + 1)..<right {
      put(glyphs.horizontal, column, top)
      put(glyphs.horizontal, column, bottom)
    }
    for row in (top + 1)..<bottom {
      put(glyphs.vertical, left, row)
      put(glyphs.vertical, right, row)
    }
    put(glyphs.corner(0, rounded: raster.isRounded(corner: 0)), left, top)
    put(glyphs.corner(1, rounded: raster.isRounded(corner: 1)), right, top)
    put(glyphs.corner(2, rounded: raster.isRounded(corner: 2)), right, bottom)
    put(glyphs.corner(3, rounded: raster.isRounded(corner: 3)), left, bottom)
  }

  /// Draws a placed view clipped to a shape: cells of its rectangle outside the shape get back
  /// what was under the view.
  func drawClipped(
    _ placed: PlacedView, to geometry: ShapeGeometry, frame: inout Frame, style: DrawingStyle
  ) {
    let rect = placed.rect.intersection(frame.clipRect)
    guard rect.width > 0, rect.height > 0 else { return }
    let raster = ShapeRaster(
      columns: placed.rect.width, rows: placed.rect.height, geometry: geometry)
    var saved: [(Int, Int, Cell)] = []
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX {
        saved.append((x, y, frame[x, y]))
      }
    }
    for child in placed.children { draw(child, frame: &frame, style: style) }
    for (x, y, cell) in saved where cell.width == 1 && frame[x, y].width == 1 {
      let (column, row) = (x - placed.rect.x, y - placed.rect.y)
      if frame[x, y].grapheme == Self.upperHalfBlock, frame[x, y] != cell {
        cutHalfBlock(at: x, y, column: column, row: row, raster: raster, behind: cell, &frame)
      } else if !raster.covers(column: column, row: row) {
        frame[x, y] = cell
      }
    }
  }
}

/// The box-drawing glyphs of an outline.
struct BoxGlyphs {
  let horizontal: Character
  let vertical: Character
  let dot: Character
  let leftCap: Character
  let rightCap: Character
  private let square: [Character]
  private let round: [Character]

  init(ascii: Bool, heavy: Bool, dashed: Bool) {
    if ascii {
      horizontal = dashed ? "." : "-"
      vertical = dashed ? ":" : "|"
      (dot, leftCap, rightCap) = ("+", "(", ")")
      square = ["+", "+", "+", "+"]
      round = [".", ".", "'", "'"]
      return
    }
    switch (heavy, dashed) {
    case (true, true): (horizontal, vertical) = ("┅", "┇")
    case (true, false): (horizontal, vertical) = ("━", "┃")
    case (false, true): (horizontal, vertical) = ("┄", "┆")
    case (false, false): (horizontal, vertical) = ("─", "│")
    }
    (dot, leftCap, rightCap) = ("□", "(", ")")
    square = heavy ? ["┏", "┓", "┛", "┗"] : ["┌", "┐", "┘", "└"]
    round = heavy ? square : ["╭", "╮", "╯", "╰"]
  }

  /// A corner: top leading, top trailing, bottom trailing, bottom leading.
  func corner(_ index: Int, rounded: Bool) -> Character { (rounded ? round : square)[index] }
}
