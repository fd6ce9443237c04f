/// `.numericText` in cells: each changed glyph of the old text slides out and the new one slides
/// in from the other side, as SwiftUI plays it, never showing a digit that is neither old nor new.
///
/// SwiftUI moves a changed digit up and out (fading and blurring) while the new digit rises from
/// below, when the value grows; down and from above when it shrinks (`countsDown`). A cell can't
/// show half a glyph, so a changed glyph's cell shows the old glyph dimmed until half-way
/// (progress < 0.5), then the new glyph dimmed until the end. Where the row a glyph slides
/// through is free inside the widget (blank in the old and the new view, no part animating
/// there), the glyph is drawn there, dimmed, at the nearest whole row while it is more than a
/// quarter visible: the arriving glyph from 0.25, the leaving one until 0.75. Glyphs that didn't
/// change stay, or slide to their new column when the text's width changed (at the nearest whole
/// column); a digit that appears or vanishes (99 → 100) does so at its number's leading edge
/// (see `NumericTextAlignment`).
struct NumericTextRoll: Equatable, Sendable {
  typealias Glyph = NumericTextAlignment.Glyph

  /// A glyph that stays the same and moves (or not) from one column to another.
  struct Move: Equatable, Sendable {
    var y: Int
    var from: Int
    var to: Int
    var old: Cell
    var new: Cell
  }

  /// A changed glyph: the old one leaves, the new one arrives (either may be missing).
  struct Swap: Equatable, Sendable {
    var y: Int
    var old: Glyph?
    var new: Glyph?
    /// The free row the old glyph is drawn in as it leaves, if any.
    var leavingRow: Int?
    /// The free row the new glyph is drawn in as it arrives, if any.
    var arrivingRow: Int?
  }

  /// The changing text, in the animation's local cells.
  let rect: Rect
  /// The rows of `rect` whose cells differ.
  let changedRows: Set<Int>
  let moves: [Move]
  let swaps: [Swap]
  /// The distinct distances, in columns, that glyphs move.
  let shifts: [Int]
  let hasArrivingGhosts: Bool
  let hasLeavingGhosts: Bool

  /// The roll of the text in `rect` from `old` to `new`, upwards when `up`; `covered` are the
  /// rectangles animating (no glyph is drawn outside `rect` where one of them is).
  init(old: Frame, new: Frame, rect: Rect, up: Bool, covered: [Rect]) {
    var moves: [Move] = []
    var swaps: [Swap] = []
    var changedRows = Set<Int>()
    func free(_ x: Int, _ y: Int, _ width: Int) -> Bool {
      guard y >= 0, y < old.height, x >= 0, x + width <= old.width else { return false }
      return (x..<x + width).allSatisfy { column in
        Self.isBlank(old[column, y]) && Self.isBlank(new[column, y])
          && !covered.contains { $0.contains(x: column, y: y) }
      }
    }
    for y in rect.y..<rect.maxY {
      let columns = rect.x..<rect.maxX
      guard columns.contains(where: { old[$0, y] != new[$0, y] }) else { continue }
      changedRows.insert(y)
      let pairs =
        NumericTextAlignment.pairs(
          old: Self.glyphs(old, row: y, in: columns), new: Self.glyphs(new, row: y, in: columns))
        ?? Self.pairsByColumn(old, new, row: y, in: columns)
      for pair in pairs {
        if let before = pair.old, let after = pair.new,
          before.cell.grapheme == after.cell.grapheme
        {
          moves.append(
            Move(y: y, from: before.column, to: after.column, old: before.cell, new: after.cell))
          continue
        }
        var swap = Swap(y: y, old: pair.old, new: pair.new)
        if let before = pair.old, free(before.column, y + (up ? -1 : 1), Int(before.cell.width)) {
          swap.leavingRow = y + (up ? -1 : 1)
        }
        if let after = pair.new, free(after.column, y + (up ? 1 : -1), Int(after.cell.width)) {
          swap.arrivingRow = y + (up ? 1 : -1)
        }
        swaps.append(swap)
      }
    }
    self.rect = rect
    self.changedRows = changedRows
    self.moves = moves
    self.swaps = swaps
    shifts = Set(moves.map { abs($0.to - $0.from) }).filter { $0 > 0 }.sorted()
    hasArrivingGhosts = swaps.contains { $0.arrivingRow != nil && $0.new != nil }
    hasLeavingGhosts = swaps.contains { $0.leavingRow != nil && $0.old != nil }
  }

  // MARK: Drawing

  /// Writes the cells of `rect` at eased progress `t` into `cells`, and the glyphs drawn in free
  /// rows outside it into `ghosts` (keyed by `y × width + x`).
  func draw(
    progress t: Double, old: Frame, new: Frame, background: Frame, into cells: inout [Int: Cell],
    ghosts: inout [Int: Cell]
  ) {
    let width = old.width
    let leaving = t < 0.5
    func put(_ cell: Cell, _ x: Int, _ y: Int, dim: Bool, into map: inout [Int: Cell]) {
      guard x >= 0, x + Int(cell.width) <= width, y >= 0, y < old.height else { return }
      var cell = cell
      if dim { cell.style.attributes.insert(.dim) }
      map[y * width + x] = cell
      if cell.width == 2 {
        map[y * width + x + 1] = Cell(grapheme: nil, width: 0, style: cell.style)
      }
    }
    // The blanks under the glyphs: a changed row's glyphs are all drawn below.
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX {
        guard changedRows.contains(y) else {
          cells[y * width + x] = new[x, y]
          continue
        }
        let (shown, other) = leaving ? (old[x, y], new[x, y]) : (new[x, y], old[x, y])
        cells[y * width + x] =
          Self.isBlank(shown) ? shown : Self.isBlank(other) ? other : background[x, y]
      }
    }
    for move in moves {
      let step = Int((Double(abs(move.to - move.from)) * t).rounded())
      let x = move.to >= move.from ? move.from + step : move.from - step
      put(leaving ? move.old : move.new, x, move.y, dim: false, into: &cells)
    }
    for swap in swaps {
      if leaving {
        if let glyph = swap.old { put(glyph.cell, glyph.column, swap.y, dim: true, into: &cells) }
        if t >= 0.25, let row = swap.arrivingRow, let glyph = swap.new {
          put(glyph.cell, glyph.column, row, dim: true, into: &ghosts)
        }
      } else {
        if let glyph = swap.new { put(glyph.cell, glyph.column, swap.y, dim: true, into: &cells) }
        if t < 0.75, let row = swap.leavingRow, let glyph = swap.old {
          put(glyph.cell, glyph.column, row, dim: true, into: &ghosts)
        }
      }
    }
  }

  /// What the roll shows at eased progress `t`, as numbers (the same numbers, the same look);
  /// `[-1]` once it looks as it ends.
  func look(_ t: Double) -> [Int] {
    let steps = shifts.map { Int((Double($0) * t).rounded()) }
    if swaps.isEmpty, t >= 0.5, steps == shifts { return [-1] }
    var phase = t < 0.5 ? 0 : 2
    if hasArrivingGhosts, t >= 0.25, t < 0.5 { phase = 1 }
    if hasLeavingGhosts, t >= 0.75 { phase = 3 }
    return [phase] + steps
  }

  // MARK: Glyphs

  /// Whether a cell is a blank (a space, in any colours).
  static func isBlank(_ cell: Cell) -> Bool { cell.width == 1 && cell.grapheme == " " }

  /// The glyphs of a row between its first and its last non-blank one.
  static func glyphs(_ frame: Frame, row y: Int, in columns: Range<Int>) -> [Glyph] {
    let glyphs = columns.compactMap { x -> Glyph? in
      let cell = frame[x, y]
      return cell.width > 0 && cell.grapheme != nil ? Glyph(column: x, cell: cell) : nil
    }
    guard let first = glyphs.firstIndex(where: { !isBlank($0.cell) }),
      let last = glyphs.lastIndex(where: { !isBlank($0.cell) })
    else { return [] }
    return Array(glyphs[first...last])
  }

  /// The pairs of a row column by column, for text whose shape changed (not only its numbers).
  static func pairsByColumn(_ old: Frame, _ new: Frame, row y: Int, in columns: Range<Int>)
    -> [NumericTextAlignment.Pair]
  {
    func glyph(_ frame: Frame, _ x: Int) -> Glyph? {
      let cell = frame[x, y]
      return cell.width > 0 && cell.grapheme != nil && !isBlank(cell)
        ? Glyph(column: x, cell: cell) : nil
    }
    return columns.compactMap { x in
      let pair = NumericTextAlignment.Pair(old: glyph(old, x), new: glyph(new, x))
      return pair.old == nil && pair.new == nil ? nil : pair
    }
  }
}
