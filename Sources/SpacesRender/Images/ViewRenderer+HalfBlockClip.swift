/// Clipping images to shapes pixel by pixel: a half-block cell holds two pixels, and
/// `clipShape(_:)` or `cornerRadius(_:)` keeps each one whose centre is inside the shape.
extension ViewRenderer {
  /// The half block drawn when only a cell's lower pixel is kept.
  static let lowerHalfBlock: Character = "▄"

  /// Cuts one half-block cell to a shape: both pixels inside stay, both outside give back the
  /// cell that was behind, and one inside is drawn alone (`▀` or `▄`) over the background that
  /// was behind, so the corner's cut follows the shape at twice the rows.
  func cutHalfBlock(
    at x: Int, _ y: Int, column: Int, row: Int, raster: ShapeRaster, behind: Cell,
    _ frame: inout Frame
  ) {
    let centreX = (Double(column) + 0.5) * 8
    let upperInside = raster.contains(x: centreX, y: Double(row) * 16 + 4)
    let lowerInside = raster.contains(x: centreX, y: Double(row) * 16 + 12)
    let drawn = frame[x, y].style
    switch (upperInside, lowerInside) {
    case (true, true):
      return
    case (false, false):
      frame[x, y] = behind
    case (true, false):
      frame[x, y] = Cell(
        grapheme: Self.upperHalfBlock, width: 1,
        style: CellStyle(
          foreground: drawn.foreground, background: behind.style.background, attributes: []))
    case (false, true):
      frame[x, y] = Cell(
        grapheme: Self.lowerHalfBlock, width: 1,
        style: CellStyle(
          foreground: drawn.background, background: behind.style.background, attributes: []))
    }
  }
}
