import SpacesKit

extension LayoutNode {
  /// Cells for a stack's spacing or a spacer's minimum length, in points along an axis (8 a
  /// column, 16 a row): a negative length is 0, and so is an infinite one — it would push
  /// every other view out of any space — which is logged once (NaN is logged as a NaN length).
  static func spacing(_ points: Double, pointsPerCell: Double) -> Int {
    if points.isNaN { return notANumber() }
    guard points.isFinite else {
      LayoutWarnings.current.report(
        "an infinite stack spacing or spacer length (\(points) points) is drawn as 0")
      return 0
    }
    return points / pointsPerCell < Double(unbounded)
      ? max(0, Int((points / pointsPerCell).rounded())) : unbounded
  }
}
