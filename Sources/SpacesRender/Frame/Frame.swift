import SpacesEngine
import SpacesKit

/// A grid of terminal cells: what one render of the dashboard produces.
///
/// A wide grapheme (emoji, CJK) occupies its cell with `width == 2` and the cell to its right is
/// a continuation (`width == 0`, empty grapheme). Frames compare and diff cell by cell.
///
/// Writes go through a clip rectangle: `pushClip(_:)` narrows it (to its intersection with the
/// current one) and `popClip()` restores the previous one, so drawing a subtree can't touch cells
/// outside its rectangle. The one exception keeps the grid valid: a write that lands on half of
/// a wide grapheme straddling the clip's edge blanks the other half.
package struct Frame: Equatable, Sendable {
  /// The number of columns.
  package let width: Int
  /// The number of rows.
  package let height: Int
  /// The cells, row by row.
  package private(set) var cells: [Cell]
  /// The clip rectangles pushed, innermost last; each already within the previous one.
  private var clips: [Rect] = []

  /// Creates a frame filled with blank cells in a style.
  package init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The cell at a column and row.
  package subscript(x: Int, y: Int) -> Cell {
    get { cells[y * width + x] }
    set { cells[y * width + x] = newValue }
  }

  /// Whether a position lies inside the frame.
  package func contains(x: Int, y: Int) -> Bool { x >= 0 && y >= 0 && x < width && y < height }

  /// The whole frame as a rectangle.
  package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The rectangle writes are limited to: the innermost clip pushed, else the whole frame.
  package var clipRect: Rect { clips.last ?? bounds }

  /// Limits writes to the part of a rectangle inside the current clip, until `popClip()`.
  package mutating func pushClip(_ rect: Rect) { clips.append(rect.intersection(clipRect)) }

  /// Restores the clip that was current before the last `pushClip(_:)`.
  package mutating func popClip() { _ = clips.popLast() }

  /// Frames are equal when their sizes and cells are; a clip in effect doesn't count.
  package static func == (lhs: Frame, rhs: Frame) -> Bool {
    lhs.width == rhs.width && lhs.height == rhs.height && lhs.cells == rhs.cells
  }

  /// Writes one grapheme at a position, handling wide graphemes and the cells they overlap.
  /// Returns the number of columns used (0 when nothing fit).
  @discardableResult
  package mutating func put(_ grapheme: Character, x: Int, y: Int, style: CellStyle) -> Int {
    let cellWidth = CellWidth.of(grapheme)
    let clip = clipRect
    guard cellWidth > 0, y >= clip.y, y < clip.maxY, x >= clip.x, x + cellWidth <= clip.maxX
    else { return 0 }
    clearOverlap(x: x, y: y)
    self[x, y] = Cell(grapheme: grapheme, width: UInt8(cellWidth), style: style)
    if cellWidth == 2 {
      clearOverlap(x: x + 1, y: y)
      self[x + 1, y] = Cell(grapheme: nil, width: 0, style: style)
    }
    return cellWidth
  }

  /// Writes a string from a position, clipped to `maxWidth` columns (and the frame and clip).
  /// Graphemes left of the clip take their columns without being drawn. Returns the number of
  /// columns used (0 when the row is outside the clip).
  @discardableResult
  package mutating func write(
    _ text: String, x: Int, y: Int, style: CellStyle, maxWidth: Int? = nil
  )
    -> Int
  {
    let clip = clipRect
    guard y >= clip.y, y < clip.maxY else { return 0 }
    let limit = min(maxWidth ?? width, clip.maxX - x)
    var used = 0
    for grapheme in text {
      let w = CellWidth.of(grapheme)
      if w == 0 { continue }
      if used + w > limit { break }
      if x + used < clip.x {
        used += w
        continue
      }
      used += put(grapheme, x: x + used, y: y, style: style)
    }
    return used
  }

  /// Fills the part of a rectangle inside the clip with blank cells of a style.
  package mutating func fill(_ rect: Rect, style: CellStyle) {
    let clipped = rect.intersection(clipRect)
    let blank = Cell(grapheme: " ", width: 1, style: style)
    for y in clipped.y..<clipped.maxY {
      for x in clipped.x..<clipped.maxX {
        clearOverlap(x: x, y: y)
        self[x, y] = blank
      }
    }
  }

  /// Writes a cell made once for many writes (a one-column grapheme: a border's line), as
  /// `put(_:x:y:style:)` writes it, without measuring and packing its grapheme each time.
  package mutating func put(oneColumn cell: Cell, x: Int, y: Int) {
    let clip = clipRect
    guard y >= clip.y, y < clip.maxY, x >= clip.x, x < clip.maxX else { return }
    clearOverlap(x: x, y: y)
    self[x, y] = cell
  }

  /// Changes the style of the cells in the part of a rectangle inside the clip, keeping their
  /// graphemes.
  package mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
    let clipped = rect.intersection(clipRect)
    for y in clipped.y..<clipped.maxY {
      for x in clipped.x..<clipped.maxX { change(&cells[y * width + x].style) }
    }
  }

  /// Replaces a wide grapheme that a write at this position would cut in half by blanks.
  private mutating func clearOverlap(x: Int, y: Int) {
    let cell = self[x, y]
    if cell.width == 0, x > 0 {
      self[x - 1, y] = Cell(grapheme: " ", width: 1, style: self[x - 1, y].style)
    } else if cell.width == 2, x + 1 < width {
      self[x + 1, y] = Cell(grapheme: " ", width: 1, style: self[x + 1, y].style)
    }
  }

  /// The frame as plain text, one line per row, trailing spaces kept.
  package var text: String {
    var lines: [String] = []
    lines.reserveCapacity(height)
    for y in 0..<height {
      var line = ""
      for x in 0..<width {
        let cell = self[x, y]
        if cell.width > 0, let grapheme = cell.grapheme { line.append(grapheme) }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}

/// One terminal cell.
///
/// A plain value without references (its grapheme is packed, see `PackedGrapheme`), so
/// frames of thousands of cells are created, copied, compared and freed without reference
/// counting.
package struct Cell: Equatable, Sendable {
  /// The grapheme, packed.
  var packed: PackedGrapheme
  /// Columns taken: 1, 2 (wide), or 0 (continuation).
  package var width: UInt8
  /// Colours and attributes.
  package var style: CellStyle

  package init(grapheme: Character?, width: UInt8, style: CellStyle) {
    self.packed = PackedGrapheme(grapheme)
    self.width = width
    self.style = style
  }

  /// The grapheme drawn; `nil` for the continuation of a wide grapheme.
  package var grapheme: Character? {
    get { packed.character }
    set { packed = PackedGrapheme(newValue) }
  }

  /// A blank cell in the terminal's default colours.
  package static let blank = Cell(grapheme: " ", width: 1, style: CellStyle())
}

/// A cell's colours and attributes.
package struct CellStyle: Hashable, Sendable {
  /// The foreground colour.
  package var foreground: TerminalColor
  /// The background colour.
  package var background: TerminalColor
  /// Bold, dim, reverse…
  package var attributes: CellAttributes

  package init(
    foreground: TerminalColor = .default, background: TerminalColor = .default,
    attributes: CellAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }
}

/// A colour a terminal can show: its default, or an RGB value mapped to what it supports.
package enum TerminalColor: Hashable, Sendable {
  /// The terminal's own default colour.
  case `default`
  /// An sRGB colour.
  case rgb(UInt8, UInt8, UInt8)
}

/// Text attributes of a cell.
package struct CellAttributes: OptionSet, Hashable, Sendable {
  package let rawValue: UInt8
  package init(rawValue: UInt8) { self.rawValue = rawValue }
  package static let bold = CellAttributes(rawValue: 1)
  package static let dim = CellAttributes(rawValue: 2)
  package static let italic = CellAttributes(rawValue: 4)
  package static let underline = CellAttributes(rawValue: 8)
  package static let reverse = CellAttributes(rawValue: 16)
  /// A line through the text (SGR 9); curses has none and dims it instead.
  package static let strikethrough = CellAttributes(rawValue: 32)
}

/// A rectangle of cells.
package struct Rect: Equatable, Sendable {
  package var x: Int
  package var y: Int
  package var width: Int
  package var height: Int

  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  package var maxX: Int { x + width }
  package var maxY: Int { y + height }

  /// The overlap of two rectangles (empty when they don't meet).
  package func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// This rectangle shrunk by insets on each side.
  package func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
    Rect(x: x + left, y: y + top, width: width - left - right, height: height - top - bottom)
  }
}
