import SpacesKit

/// The layout of a node kind outside the core switch of `LayoutNode` (grids, choices, fixed
/// sizes, offsets…): how it sizes itself within a proposal and places its children.
protocol ContainerLayout {
  /// The node's size within a proposal (the node's children are its content).
  func size(of node: LayoutNode, for proposal: ViewRenderer.Size) -> ViewRenderer.Size
  /// The node placed in a rectangle, given the proposal its size came from.
  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView
}

/// A layout that only carries a value for its container to read (`layoutPriority`, `zIndex`,
/// a grid cell's span): it sizes and places its one child as it is.
struct LayoutTrait: ContainerLayout {
  /// The value carried.
  let modifier: LayoutModifier

  func size(of node: LayoutNode, for proposal: ViewRenderer.Size) -> ViewRenderer.Size {
    node.children[0].size(for: proposal)
  }

  func place(_ node: LayoutNode, in rect: Rect, proposal: ViewRenderer.Size) -> PlacedView {
    PlacedView(rect: rect, children: [node.children[0].place(in: rect, proposal: proposal)])
  }
}

extension LayoutNode {
  /// A proposal length that asks for the node's ideal length (SwiftUI's `nil` proposal): text
  /// on one line, a spacer at its minimum length, a colour one cell.
  static let ideal = unbounded + 1

  /// The first layout trait found on this node or the single-child wrappers (padding, frames,
  /// styles, other traits) it is made of, outermost first.
  func trait<T>(_ extract: (LayoutModifier) -> T?) -> T? {
    var node = self
    for _ in 0..<LayoutLimits.maximumDepth {
      switch node.kind {
      case .custom(let layout as LayoutTrait):
        if let value = extract(layout.modifier) { return value }
      case .layered:
        break
      case .padding, .frame, .flexibleFrame, .style, .custom:
        guard node.children.count == 1 else { return nil }
      default:
        return nil
      }
      guard let first = node.children.first else { return nil }
      node = first
    }
    return nil
  }

  /// The priority a stack offers this node space by (`layoutPriority`, 0 by default).
  var layoutPriority: Double {
    trait { if case .layoutPriority(let value) = $0, value.isFinite { value } else { nil } } ?? 0
  }

  /// The order a `ZStack` draws this node in (`zIndex`, 0 by default).
  var zIndex: Double {
    trait { if case .zIndex(let value) = $0, value.isFinite { value } else { nil } } ?? 0
  }

  /// A proposal length with insets taken off; the ideal proposal stays ideal.
  static func inset(_ length: Int, by insets: Int) -> Int {
    length == ideal ? ideal : max(0, length - insets)
  }
}
