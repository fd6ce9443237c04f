/// The Shortcuts space's grid in cells, shared by the reducer (which moves focus up and down a
/// row) and the renderer (which draws it): tiles of a fixed size, as many columns as the space's
/// width holds, two at least (a phone's Shortcuts app shows two a row).
package enum ShortcutsGrid {
  /// A tile's width, its border included.
  package static let tileWidth = 20
  /// A tile's height, its border included: the symbol's row and two rows of title.
  package static let tileHeight = 5
  /// The columns between two tiles.
  package static let gapX = 2
  /// The width the space needs: two tiles and a column either side.
  package static let minimumWidth = 2 * tileWidth + gapX + 2

  /// How many tiles a row of a space this wide holds.
  package static func columns(contentWidth: Int) -> Int {
    max(2, (contentWidth - 2 + gapX) / (tileWidth + gapX))
  }

  /// The width of the space's content area on a terminal of this width: all of it, unless the
  /// inspector panel takes its part (the renderer's rule: up to 44 columns, never fewer than 24,
  /// never squeezing the space below its minimum).
  package static func contentWidth(terminalWidth: Int, showsInspector: Bool) -> Int {
    guard showsInspector else { return terminalWidth }
    let panel = min(44, terminalWidth / 2, terminalWidth - minimumWidth)
    return panel >= 24 ? terminalWidth - panel : terminalWidth
  }

  /// The columns of the grid for a dashboard as it is.
  package static func columns(for state: DashboardState) -> Int {
    columns(
      contentWidth: contentWidth(
        terminalWidth: state.size.width, showsInspector: state.showsInspector))
  }
}
