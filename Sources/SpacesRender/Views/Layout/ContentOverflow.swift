import SpacesEngine
import SpacesKit

/// How much of a laid-out view is cut off by the space it was drawn in: the rows below and the
/// columns beyond the edges that clip it.
///
/// A view larger than its space is drawn as far as it fits (never blanked), with a marker in the
/// space's last cell: `▾` (`v` in ASCII) when rows are cut, `▸` (`>`) when only columns are.
package struct ContentOverflow: Equatable, Sendable {
  /// Rows of content below the clipping edge.
  package var rows: Int
  /// Columns of content beyond the clipping edge.
  package var columns: Int

  /// Whether anything is cut.
  package var isClipped: Bool { rows > 0 || columns > 0 }

  /// The overflow of a placed tree drawn in a rectangle: how far any visible-sized descendant
  /// reaches past the rectangles that clip it.
  package init(of placed: PlacedView, in rect: Rect) {
    var rows = 0
    var columns = 0
    Self.measure(placed, clip: rect, rows: &rows, columns: &columns, depth: 0)
    self.rows = rows
    self.columns = columns
  }

  private static func measure(
    _ view: PlacedView, clip: Rect, rows: inout Int, columns: inout Int, depth: Int
  ) {
    guard depth < LayoutLimits.maximumNesting else { return }
    // An empty view (a spacer, a stack squeezed to nothing) cuts nothing itself; its children
    // may still be cut.
    if view.rect.width > 0, view.rect.height > 0 {
      rows = max(rows, view.rect.maxY - clip.maxY)
      columns = max(columns, view.rect.maxX - clip.maxX)
    }
    // `clipped()` (and a filling aspect ratio) crops its content on purpose: nothing is lost.
    if case .style(.clipped) = view.content { return }
    let inner = clip.intersection(view.rect)
    if case .text(let lines) = view.content {
      // Text laid out wider or taller than its rectangle (`fixedSize`) is cut at its edges.
      let widest = lines.map(CellWidth.of).max() ?? 0
      columns = max(columns, view.rect.x + widest - inner.maxX)
      rows = max(rows, view.rect.y + lines.count - inner.maxY)
    }
    for child in view.children {
      measure(child, clip: inner, rows: &rows, columns: &columns, depth: depth + 1)
    }
  }

  /// The marker drawn in the last cell of a clipped space.
  package func marker(asciiOnly: Bool) -> String {
    if rows > 0 { return asciiOnly ? "v" : "▾" }
    return asciiOnly ? ">" : "▸"
  }

  /// What the log says was cut: "2 rows", "3 columns", "2 rows and 3 columns".
  package var description: String {
    let parts = [
      rows > 0 ? "\(rows) row\(rows == 1 ? "" : "s")" : nil,
      columns > 0 ? "\(columns) column\(columns == 1 ? "" : "s")" : nil,
    ].compactMap { $0 }
    return parts.joined(separator: " and ")
  }
}
