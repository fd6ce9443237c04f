import Foundation

extension View {
  /// Fixes this view at its ideal size on both axes.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// Fixes this view at its ideal size on the chosen axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modified(.layout(.fixedSize(horizontal: horizontal, vertical: vertical)))
  }

  /// Sets the priority by which a stack offers this view space (higher first; 0 by default).
  public func layoutPriority(_ value: Double) -> some View {
    modified(.layout(.layoutPriority(value)))
  }

  /// Constrains this view to a width-to-height ratio (the content's own when `nil`).
  ///
  /// The view fits or fills the space offered.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modified(.layout(.aspectRatio(aspectRatio.map(Double.init), contentMode: contentMode)))
  }

  /// Constrains this view to the width-to-height ratio of a size.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    modified(
      .layout(
        .aspectRatio(Double(aspectRatio.width / aspectRatio.height), contentMode: contentMode)))
  }

  /// Scales this view to fit the space offered, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales this view to fill the space offered, keeping its aspect ratio.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Draws this view moved by a distance in points; its layout stays where it was.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// Draws this view moved by distances in points; its layout stays where it was.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modified(.layout(.offset(x: Double(x), y: Double(y))))
  }

  /// Hides this view: it keeps its space and draws nothing.
  public func hidden() -> some View { modified(.layout(.hidden)) }

  /// Sets the order this view is drawn in among its `ZStack` siblings (higher in front).
  public func zIndex(_ value: Double) -> some View { modified(.layout(.zIndex(value))) }

  /// Makes this grid cell span a number of columns.
  public func gridCellColumns(_ count: Int) -> some View {
    modified(.layout(.gridCellColumns(count)))
  }

  /// Aligns every cell in this cell's grid column horizontally as given.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modified(.layout(.gridColumnAlignment(guide)))
  }

  /// Places this grid cell's view at an anchor of its cell.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    modified(.layout(.gridCellAnchor(anchor)))
  }

  /// Makes this grid cell take its column's width or its row's height on the given axes.
  ///
  /// The cell doesn't add its own size to its column or row.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modified(.layout(.gridCellUnsizedAxes(axes)))
  }

  /// Moves this view's horizontal alignment guide to a value computed from its dimensions.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(.layout(.horizontalAlignmentGuide(g, GuideValue { computeValue($0) })))
  }

  /// Moves this view's vertical alignment guide to a value computed from its dimensions.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modified(.layout(.verticalAlignmentGuide(g, GuideValue { computeValue($0) })))
  }

  /// Sizes this view to its container (the widget, the Live Activity) on the axes.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    containerRelativeFrame(axes, count: 1, span: 1, spacing: 0, alignment: alignment)
  }

  /// Sizes this view to `span` of `count` equal parts of its container on the axes.
  ///
  /// The parts are `spacing` points apart.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View {
    modified(
      .layout(
        .containerRelativeFrame(
          axes: axes, count: count, span: span, spacing: Double(spacing), alignment: alignment)))
  }
}
