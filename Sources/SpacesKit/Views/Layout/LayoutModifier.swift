import Foundation

/// A layout modifier beyond padding and frames, as `ViewModifierValue.layout` records it.
package enum LayoutModifier: Equatable, Sendable {
  /// `fixedSize(horizontal:vertical:)`: the view takes its ideal size on those axes.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `layoutPriority(_:)`: stacks offer space to higher priorities first.
  case layoutPriority(Double)
  /// `aspectRatio(_:contentMode:)`; a `nil` ratio keeps the content's own.
  case aspectRatio(Double?, contentMode: ContentMode)
  /// `offset(x:y:)` in points: drawn moved, laid out where it was.
  case offset(x: Double, y: Double)
  /// `hidden()`: keeps its space and draws nothing.
  case hidden
  /// `zIndex(_:)`: the order views are drawn in a `ZStack` (higher in front).
  case zIndex(Double)
  /// `gridCellColumns(_:)`: how many columns the cell spans.
  case gridCellColumns(Int)
  /// `gridColumnAlignment(_:)`: how cells in the cell's column align.
  case gridColumnAlignment(HorizontalAlignment)
  /// `gridCellAnchor(_:)`: where the cell's view sits in its cell.
  case gridCellAnchor(UnitPoint)
  /// `gridCellUnsizedAxes(_:)`: the axes on which the cell takes the size of its row and column
  /// instead of adding its own.
  case gridCellUnsizedAxes(Axis.Set)
  /// `alignmentGuide(_:computeValue:)` for a horizontal guide: the value for the view's
  /// dimensions, in points.
  case horizontalAlignmentGuide(HorizontalAlignment, GuideValue)
  /// `alignmentGuide(_:computeValue:)` for a vertical guide.
  case verticalAlignmentGuide(VerticalAlignment, GuideValue)
  /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a share of the container.
  case containerRelativeFrame(
    axes: Axis.Set, count: Int, span: Int, spacing: Double, alignment: Alignment)
  /// `layoutValue(key:value:)`: a value for the custom layout around the view.
  case layoutValue(LayoutValue)
}

/// An alignment guide's value, computed from a view's dimensions.
///
/// The renderer computes it from the view's size (see `MainActorBridge`); equality compares the
/// values for a probe of 100 × 100 points.
package final class GuideValue: Equatable, @unchecked Sendable {
  private let compute: @MainActor (ViewDimensions) -> CGFloat
  /// The value for a 100 × 100 point view.
  package let probe: Double

  /// Wraps a guide's closure, computing the probe now.
  @MainActor
  package init(_ compute: @escaping @MainActor (ViewDimensions) -> CGFloat) {
    self.compute = compute
    self.probe = Double(compute(ViewDimensions(width: 100, height: 100)))
  }

  /// The guide's value, in points, for a view of a size in points.
  package func value(width: Double, height: Double) -> Double {
    Double(
      MainActorBridge.call(
        compute, with: ViewDimensions(width: CGFloat(width), height: CGFloat(height))))
  }

  /// Two guides are equal when they compute the same probe.
  package static func == (lhs: GuideValue, rhs: GuideValue) -> Bool {
    lhs === rhs || lhs.probe == rhs.probe
  }
}

extension LayoutModifier {
  /// How app code writes this modifier when the renderer does not honour it yet, else `nil`.
  package var unsupportedName: String? {
    nil  // every layout modifier is drawn (kept as the hook for one that isn't)
  }
}
