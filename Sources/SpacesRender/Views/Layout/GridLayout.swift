import SpacesKit

/// `Grid`: rows of cells in shared columns, as SwiftUI's grid lays them out. Each column is as
/// wide as its widest cell (cells spanning several columns widen the last one they span if
/// they need to); when the columns don't fit, the widest give way first; width left over goes
/// to columns holding flexible cells. Each row is as tall as its tallest cell. A child that
/// isn't a `GridRow` takes a row of its own across the grid's width.
struct GridLayout: ContainerLayout {
  let alignment: Alignment
  /// Columns between adjacent columns.
  let columnGap: Int
  /// Rows between adjacent rows.
  let rowGap: Int
  /// The plans worked out so far, by proposal: measuring and placing share them.
  private let plans = PlanCache()

  init(alignment: Alignment, columnGap: Int, rowGap: Int) {
    self.alignment = alignment
    self.columnGap = columnGap
    self.rowGap = rowGap
  }

  /// A grid's plans by proposal (a grid sees a handful of proposals).
  private final class PlanCache {
    var known: [(proposal: ViewRenderer.Size, plan: Plan)] = []
  }

  /// One cell: its node, the first column it occupies and how many it spans.
  struct Cell {
    var node: LayoutNode
    var column: Int
    var span: Int
  }

  /// Where everything goes within a proposal.
  struct Plan {
    var columnWidths: [Int]
    var rowHeights: [Int]
    var width: Int
    /// Each row's cells (`nil`: a view across the grid).
    var rows: [[Cell]?]
  }

  /// The cells of each row of the grid node.
  private func rows(of node: LayoutNode) -> [[Cell]?] {
    node.children.map { row in
      guard case .custom(let layout) = row.kind, layout is GridRowLayout else { return nil }
      var column = 0
      return row.children.map { cell in
        let span = max(
          1, min(64, cell.trait { if case .gridCellColumns(let n) = $0 { n } else { nil } } ?? 1))
        defer { column += span }
        return Cell(node: cell, column: column, span: span)
      }
    }
  }

  private static func unsized(_ cell: LayoutNode) -> Axis.Set {
    cell.trait { if case .gridCellUnsizedAxes(let axes) = $0 { axes } else { nil } } ?? []
  }

  /// The columns, rows and size of the grid within a proposal, worked out once per proposal.
  func plan(_ node: LayoutNode, for p: ViewRenderer.Size) -> Plan {
    for known in plans.known where known.proposal == p { return known.plan }
    let plan = freshPlan(node, for: p)
    plans.known.append((p, plan))
    return plan
  }

  /// The columns, rows and size of the grid within a proposal.
  private func freshPlan(_ node: LayoutNode, for p: ViewRenderer.Size) -> Plan {
    let rows = rows(of: node)
    let columnCount = rows.compactMap { $0?.last.map { $0.column + $0.span } }.max() ?? 0
    let idealOffer = ViewRenderer.Size(width: LayoutNode.ideal, height: LayoutNode.ideal)
    var natural = [Int](repeating: 0, count: columnCount)
    var flexible = [Bool](repeating: false, count: columnCount)
    for cell in rows.compactMap({ $0 }).joined() where cell.span == 1 {
      guard !Self.unsized(cell.node).contains(.horizontal) else { continue }
      natural[cell.column] = max(natural[cell.column], cell.node.size(for: idealOffer).width)
      let largest = cell.node.size(
        for: ViewRenderer.Size(width: LayoutNode.unbounded, height: LayoutNode.ideal))
      if largest.width >= LayoutNode.unbounded { flexible[cell.column] = true }
    }
    for cell in rows.compactMap({ $0 }).joined() where cell.span > 1 {
      guard !Self.unsized(cell.node).contains(.horizontal) else { continue }
      let spanned = cell.column..<(cell.column + cell.span)
      let width = spanned.reduce(columnGap * (cell.span - 1)) { $0 + natural[$1] }
      let wanted = cell.node.size(for: idealOffer).width
      if wanted > width, wanted < LayoutNode.unbounded {
        natural[spanned.upperBound - 1] += wanted - width
      }
    }
    var widths = natural
    let gaps = columnGap * max(0, columnCount - 1)
    if p.width < LayoutNode.unbounded, columnCount > 0 {
      let available = max(0, p.width - gaps)
      let total = natural.reduce(0, +)
      if total > available {
        // The narrowest columns keep their width; the widest give way.
        var remaining = available
        let order = natural.indices.sorted { (natural[$0], $0) < (natural[$1], $1) }
        for (done, column) in order.enumerated() {
          widths[column] = min(natural[column], remaining / (order.count - done))
          remaining -= widths[column]
        }
      } else if flexible.contains(true) {
        var left = available - total
        let growing = flexible.indices.filter { flexible[$0] }
        for (done, column) in growing.enumerated() {
          let share = left / (growing.count - done)
          widths[column] += share
          left -= share
        }
      }
    }
    let columnsWidth = widths.reduce(gaps, +)
    var width = columnCount > 0 ? columnsWidth : 0
    for (index, row) in rows.enumerated() where row == nil {
      let ideal = node.children[index].size(for: idealOffer).width
      if ideal < LayoutNode.unbounded { width = max(width, ideal) }
    }
    if p.width < LayoutNode.unbounded { width = min(width, p.width) }
    var heights: [Int] = []
    for (index, row) in rows.enumerated() {
      guard let row else {
        let offer = ViewRenderer.Size(width: width, height: LayoutNode.ideal)
        heights.append(min(LayoutNode.unbounded - 1, node.children[index].size(for: offer).height))
        continue
      }
      var height = 0
      for cell in row where !Self.unsized(cell.node).contains(.vertical) {
        let offer = ViewRenderer.Size(
          width: Self.spanWidth(cell, widths, gap: columnGap), height: LayoutNode.ideal)
        let taken = cell.node.size(for: offer).height
        if taken < LayoutNode.unbounded { height = max(height, taken) }
      }
      heights.append(height)
    }
    return Plan(columnWidths: widths, rowHeights: heights, width: width, rows: rows)
  }

  private static func spanWidth(_ cell: Cell, _ widths: [Int], gap: Int) -> Int {
    let end = min(widths.count, cell.column + cell.span)
    guard cell.column < end else { return 0 }
    return widths[cell.column..<end].reduce(gap * (end - cell.column - 1), +)
  }

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    let plan = plan(node, for: p)
    let height = plan.rowHeights.reduce(rowGap * max(0, plan.rowHeights.count - 1), +)
    return ViewRenderer.Size(
      width: plan.width, height: p.height < LayoutNode.unbounded ? min(height, p.height) : height)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    let plan = plan(node, for: proposal)
    var columnX: [Int] = []
    var x = rect.x
    for width in plan.columnWidths {
      columnX.append(x)
      x += width + columnGap
    }
    // A column's alignment: the first `gridColumnAlignment` among its cells, else the grid's.
    var columnAlignment = [HorizontalAlignment](
      repeating: alignment.horizontal, count: plan.columnWidths.count)
    var aligned = Set<Int>()
    for cell in plan.rows.compactMap({ $0 }).joined() where !aligned.contains(cell.column) {
      if let guide = cell.node.trait({
        if case .gridColumnAlignment(let guide) = $0 { guide } else { nil }
      }) {
        columnAlignment[cell.column] = guide
        aligned.insert(cell.column)
      }
    }
    var y = rect.y
    var placedRows: [PlacedView] = []
    for (index, row) in plan.rows.enumerated() {
      let height = plan.rowHeights[index]
      defer { y += height + rowGap }
      let rowRect = Rect(x: rect.x, y: y, width: plan.width, height: height)
      guard let row else {
        let child = node.children[index]
        let offer = ViewRenderer.Size(width: plan.width, height: height)
        let box = LayoutNode.align(child.size(for: offer), in: rowRect, alignment)
        placedRows.append(child.place(in: box, proposal: offer))
        continue
      }
      let rowAlignment: VerticalAlignment
      if case .custom(let layout as GridRowLayout) = node.children[index].kind,
        let own = layout.alignment
      {
        rowAlignment = own
      } else {
        rowAlignment = alignment.vertical
      }
      let cells = row.compactMap { cell -> PlacedView? in
        guard cell.column < columnX.count else { return nil }
        let width = Self.spanWidth(cell, plan.columnWidths, gap: columnGap)
        let cellRect = Rect(x: columnX[cell.column], y: y, width: width, height: height)
        let offer = ViewRenderer.Size(width: width, height: height)
        let size = cell.node.size(for: offer)
        let anchor = cell.node.trait {
          if case .gridCellAnchor(let point) = $0 { point } else { nil }
        }
        let box =
          anchor.map { Self.anchored(size, in: cellRect, at: $0) }
          ?? LayoutNode.align(
            size, in: cellRect,
            Alignment(horizontal: columnAlignment[cell.column], vertical: rowAlignment))
        return cell.node.place(in: box, proposal: offer)
      }
      placedRows.append(PlacedView(rect: rowRect, children: cells))
    }
    return PlacedView(rect: rect, children: placedRows)
  }
}
