import Foundation
import SpacesEngine
import SpacesKit

/// Building the layout nodes of the layout containers (`Divider`, `Grid`, `ViewThatFits`,
/// `GeometryReader`, `ScrollView`, custom `Layout`s) and the layout modifiers (`fixedSize`, `layoutPriority`,
/// `aspectRatio`, `offset`, `hidden`, `zIndex`, grid cells, `containerRelativeFrame`).
extension LayoutNode {
  /// The layout tree of a layout container.
  static func container(
    _ container: LayoutContainer, context: RenderContext, inherited: Inherited
  ) -> LayoutNode {
    var inner = inherited
    inner.stackAxis = nil
    switch container {
    case .divider:
      return LayoutNode(
        .custom(
          DividerLayout(
            vertical: inherited.stackAxis == .horizontal, asciiOnly: context.asciiOnly)))
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let gridRows):
      var rowInherited = inner
      rowInherited.stackAxis = .vertical
      var cellInherited = inner
      cellInherited.stackAxis = .horizontal
      let made = gridRows.map { row -> LayoutNode in
        if let (rowAlignment, cells) = gridRow(row) {
          return LayoutNode(
            .custom(GridRowLayout(alignment: rowAlignment)),
            children: cells.map { make($0, context: context, inherited: cellInherited) })
        }
        return make(row, context: context, inherited: rowInherited)
      }
      return LayoutNode(
        .custom(
          GridLayout(
            alignment: alignment, columnGap: columns(horizontalSpacing ?? 8),
            rowGap: rows(verticalSpacing ?? 0))),
        children: made)
    case .gridRow(_, let cells):
      // A row outside a grid lays out as an HStack.
      return make(
        .stack(.horizontal, alignment: .center, spacing: nil, children: cells), context: context,
        inherited: inherited)
    case .viewThatFits(let axes, let children):
      return LayoutNode(
        .custom(
          ViewThatFitsLayout(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))),
        children: children.map { make($0, context: context, inherited: inherited) })
    case .geometryReader(let content):
      return LayoutNode(
        .custom(GeometryReaderLayout(content: content, context: context, inherited: inner)))
    case .scrollView(let axes, let content):
      return LayoutNode(
        .custom(
          ScrollViewLayout(
            horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))),
        children: [make(content, context: context, inherited: inner)])
    case .custom(let layout, let children):
      return LayoutNode(
        .custom(CustomLayoutContainer(layout: layout)),
        children: children.map { make($0, context: context, inherited: inner) })
    }
  }

  /// A grid row's alignment and cells, the row's modifiers (`.font`, `.id` from a `ForEach`…)
  /// moved onto each cell; `nil` when the node isn't a `GridRow`.
  static func gridRow(_ node: ViewNode) -> (VerticalAlignment?, [ViewNode])? {
    var modifiers: [ViewModifierValue] = []
    var inner = node
    while case .modified(let content, let modifier) = inner {
      modifiers.append(modifier)
      inner = content
    }
    guard case .layout(.gridRow(let alignment, let cells)) = inner else { return nil }
    return (
      alignment,
      cells.map { cell in modifiers.reversed().reduce(cell) { .modified($0, $1) } }
    )
  }

  /// The layout node of a layout modifier around its content.
  static func layoutModifier(
    _ content: ViewNode, _ modifier: LayoutModifier, context: RenderContext,
    inherited: Inherited
  ) -> LayoutNode {
    let child = make(content, context: context, inherited: inherited)
    let layout: any ContainerLayout
    switch modifier {
    case .fixedSize(let horizontal, let vertical):
      layout = FixedSizeLayout(horizontal: horizontal, vertical: vertical)
    case .aspectRatio(let ratio, let mode):
      if let ratio, !(ratio.isFinite && ratio > 0) {
        LayoutWarnings.current.report(
          "aspectRatio(\(ratio)) is not a positive number: the view keeps its own shape")
        layout = LayoutTrait(modifier: modifier)
      } else {
        layout = AspectRatioLayout(ratio: ratio, fill: mode == .fill)
      }
    case .offset(let x, let y):
      layout = OffsetLayout(
        columns: x.isFinite ? Int((x / 8).rounded()) : 0,
        rows: y.isFinite ? Int((y / 16).rounded()) : 0)
    case .hidden:
      layout = HiddenLayout()
    case .containerRelativeFrame(let axes, let count, let span, let spacing, let alignment):
      layout = ContainerRelativeFrameLayout(
        horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
        count: max(1, count), span: max(1, min(span, max(1, count))),
        columnGap: columns(spacing), rowGap: rows(spacing), alignment: alignment,
        container: inherited.container)
    case .horizontalAlignmentGuide, .verticalAlignmentGuide:
      if inherited.stackAxis == nil {
        LayoutWarnings.current.report(
          "not supported yet: .alignmentGuide(_:computeValue:) outside a VStack or HStack "
            + "(the view aligns on its default guide)")
      }
      layout = LayoutTrait(modifier: modifier)
    case .layoutPriority, .zIndex, .layoutValue, .gridCellColumns, .gridColumnAlignment,
      .gridCellAnchor,
      .gridCellUnsizedAxes:
      layout = LayoutTrait(modifier: modifier)
    }
    return LayoutNode(.custom(layout), children: [child])
  }
}
