import SpacesKit

/// Limits that keep bad input from trapping or overflowing the stack.
package enum LayoutLimits {
  /// The most containers (stacks, grids, groups…) nested in a tree laid out: deeper views draw
  /// nothing, and the cut is logged once.
  package static let maximumDepth = 64
  /// The most nodes of any kind (containers and modifiers) nested in a tree laid out.
  package static let maximumNesting = 512
}

extension LayoutNode {
  /// What a node's children inherit one level deeper, or `nil` when the node is nested deeper
  /// than `LayoutLimits` allow (logged once).
  static func nested(_ node: ViewNode, _ inherited: Inherited) -> Inherited? {
    var deeper = inherited
    deeper.depth += 1
    switch node {
    case .stack, .zStack, .group, .layout, .label, .button, .toggle:
      deeper.containerDepth += 1
    default:
      break
    }
    guard deeper.containerDepth <= LayoutLimits.maximumDepth,
      deeper.depth <= LayoutLimits.maximumNesting
    else {
      LayoutWarnings.current.report(
        "a view tree nested deeper than \(LayoutLimits.maximumDepth) containers "
          + "(\(LayoutLimits.maximumNesting) views): the views below are not drawn")
      return nil
    }
    return deeper
  }

  /// Children in the order a `ZStack` draws them: by `zIndex`, then as written.
  static func byZIndex(_ children: [LayoutNode]) -> [LayoutNode] {
    let indices = children.map(\.zIndex)
    guard indices.contains(where: { $0 != 0 }) else { return children }
    return children.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }.map { children[$0] }
  }
}

extension LayoutNode {
  /// The cells of a length that is not a number: none, logged once.
  static func notANumber() -> Int {
    LayoutWarnings.current.report(
      "a length of NaN points (a frame, a padding, a spacing) is drawn as 0")
    return 0
  }
}
