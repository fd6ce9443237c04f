import Foundation
import SpacesKit

/// An app's custom `Layout` in the layout tree: its `sizeThatFits` and `placeSubviews` asked
/// in points, its subviews measured in cells and placed at the nearest cell.
///
/// Proposals convert as the other containers' do: an ideal length is `nil`, an unbounded one
/// `.infinity`, any other whole cells in points (8 a column, 16 a row). A subview the layout
/// doesn't place sits in the middle of the container, as in SwiftUI.
struct CustomLayoutContainer: ContainerLayout {
  /// The app's layout.
  let layout: CustomLayout

  func size(of node: LayoutNode, for p: ViewRenderer.Size) -> ViewRenderer.Size {
    let pass = SubviewsPass(children: node.children)
    let size = layout.sizeThatFits(Self.proposal(p), subviews: pass.subviews)
    return ViewRenderer.Size(
      width: LayoutNode.columns(size.width), height: LayoutNode.rows(size.height))
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    let pass = SubviewsPass(children: node.children)
    let bounds = CGRect(
      x: CGFloat(rect.x * 8), y: CGFloat(rect.y * 16), width: CGFloat(rect.width * 8),
      height: CGFloat(rect.height * 16))
    let answeredGuide = layout.placeSubviews(
      in: bounds, proposal: Self.proposal(proposal), subviews: pass.subviews)
    if answeredGuide {
      LayoutWarnings.current.report(
        "not supported yet: \(layout.typeName).explicitAlignment(of:in:proposal:subviews:cache:) "
          + "(a stack aligns the container on its default guides)")
    }
    let children = node.children.indices.map { index in
      let child = node.children[index]
      guard let placement = pass.placements[index] else {
        let offer = ViewRenderer.Size(width: rect.width, height: rect.height)
        let size = child.size(for: offer)
        let placed = Rect(
          x: rect.x + (rect.width - size.width) / 2, y: rect.y + (rect.height - size.height) / 2,
          width: size.width, height: size.height)
        return child.place(in: placed, proposal: offer)
      }
      let offer = Self.cells(placement.proposal)
      let size = child.size(for: offer)
      let x = Self.cell(
        placement.position.x - placement.anchor.x * CGFloat(size.width * 8), pointsPerCell: 8)
      let y = Self.cell(
        placement.position.y - placement.anchor.y * CGFloat(size.height * 16), pointsPerCell: 16)
      return child.place(
        in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: offer)
    }
    return PlacedView(rect: rect, children: children)
  }

  /// A proposal in cells as a layout sees it, in points.
  static func proposal(_ size: ViewRenderer.Size) -> ProposedViewSize {
    func points(_ cells: Int, _ perCell: Int) -> CGFloat? {
      if cells == LayoutNode.ideal { return nil }
      if cells >= LayoutNode.unbounded { return .infinity }
      return CGFloat(cells * perCell)
    }
    return ProposedViewSize(width: points(size.width, 8), height: points(size.height, 16))
  }

  /// A layout's proposal in points as cells.
  static func cells(_ proposal: ProposedViewSize) -> ViewRenderer.Size {
    ViewRenderer.Size(
      width: proposal.width.map { LayoutNode.columns($0) } ?? LayoutNode.ideal,
      height: proposal.height.map { LayoutNode.rows($0) } ?? LayoutNode.ideal)
  }

  /// The nearest cell to a position in points (negative positions included).
  static func cell(_ points: CGFloat, pointsPerCell: CGFloat) -> Int {
    guard points.isFinite else { return 0 }
    let cells = (points / pointsPerCell).rounded()
    return Int(max(-Double(LayoutNode.unbounded), min(Double(LayoutNode.unbounded), cells)))
  }
}

/// One measuring or placing pass over a custom layout's subviews: what the proxies ask.
private final class SubviewsPass: LayoutSubviewsHost, @unchecked Sendable {
  /// Where a subview was placed, in points.
  struct Placement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize
  }

  let children: [LayoutNode]
  /// The placements `placeSubviews` made, by subview.
  var placements: [Int: Placement] = [:]

  init(children: [LayoutNode]) { self.children = children }

  /// The proxies of every subview.
  var subviews: LayoutSubviews { LayoutSubviews(host: self, indices: children.indices) }

  func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
    let size = children[index].size(for: CustomLayoutContainer.cells(proposal))
    return CGSize(width: size.width * 8, height: size.height * 16)
  }

  func priority(_ index: Int) -> Double { children[index].layoutPriority }

  func layoutValue(_ index: Int, key: ObjectIdentifier) -> Any? {
    children[index].trait { modifier -> Any? in
      if case .layoutValue(let carried) = modifier, carried.key == key {
        carried.value
      } else {
        nil
      }
    }
  }

  func place(_ index: Int, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    placements[index] = Placement(position: position, anchor: anchor, proposal: proposal)
  }
}
