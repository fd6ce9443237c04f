import SpacesKit

extension GridLayout {
  /// Where `gridCellAnchor(_:)` puts a cell's view: its own anchor point on the cell's (0, 0 the
  /// top leading corner, 1, 1 the bottom trailing), in whole cells; a NaN or infinite
  /// coordinate is the centre.
  static func anchored(_ size: ViewRenderer.Size, in cell: Rect, at anchor: UnitPoint) -> Rect {
    func fraction(_ value: CGFloat) -> Double {
      value.isFinite ? max(0, min(1, Double(value))) : 0.5
    }
    let width = min(size.width, cell.width)
    let height = min(size.height, cell.height)
    return Rect(
      x: cell.x + Int((Double(cell.width - width) * fraction(anchor.x)).rounded()),
      y: cell.y + Int((Double(cell.height - height) * fraction(anchor.y)).rounded()),
      width: width, height: height)
  }
}
