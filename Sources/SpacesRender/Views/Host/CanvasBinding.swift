import SpacesKit

/// Where a layout placed each host leaf of its tree: for each leaf of the placed tree, the path
/// of child indices to it and which of the tree's leaves (in `ViewNode.forEachNode` order) it
/// was made from, so a kept layout can be drawn with the paintings of an equal new tree.
///
/// Worked out from the identities of the paintings (`CanvasPainting` is a class): a leaf the
/// layout made that isn't one of the tree's (one a `GeometryReader` made while laying out)
/// means the layout can't be rebound, and isn't (`init` fails).
struct CanvasBinding {
  /// One placed leaf: the child indices from the root to it, and its leaf in the tree.
  struct Leaf {
    var path: [Int]
    var source: Int
  }

  /// The placed leaves, depth first.
  let leaves: [Leaf]

  /// The binding of a layout to the tree it was made from (its leaves in `forEachNode` order);
  /// `nil` when a placed leaf isn't one of the tree's.
  init?(placed: PlacedView, canvases: [HostCanvas]) {
    var index: [ObjectIdentifier: Int] = [:]
    for (offset, canvas) in canvases.enumerated() {
      guard let painting = canvas.painting as? CanvasPainting else { return nil }
      index[ObjectIdentifier(painting)] = offset
    }
    var leaves: [Leaf] = []
    var path: [Int] = []
    var found = true
    func visit(_ view: PlacedView) {
      if case .canvas(let canvas) = view.content {
        if let painting = canvas.painting as? CanvasPainting,
          let source = index[ObjectIdentifier(painting)]
        {
          leaves.append(Leaf(path: path, source: source))
        } else {
          found = false
        }
      }
      for (offset, child) in view.children.enumerated() {
        path.append(offset)
        visit(child)
        path.removeLast()
      }
    }
    visit(placed)
    guard found else { return nil }
    self.leaves = leaves
  }

  /// The layout with each leaf given the leaf at its place in an equal tree (its leaves in
  /// `forEachNode` order); only the views on the way to a leaf are copied.
  func rebound(_ placed: PlacedView, to canvases: [HostCanvas]) -> PlacedView {
    var placed = placed
    for leaf in leaves {
      Self.set(canvases[leaf.source], at: leaf.path[...], in: &placed)
    }
    return placed
  }

  /// Gives the view at a path of child indices a leaf.
  private static func set(
    _ canvas: HostCanvas, at path: ArraySlice<Int>, in view: inout PlacedView
  ) {
    guard let first = path.first else {
      view.content = .canvas(canvas)
      return
    }
    set(canvas, at: path.dropFirst(), in: &view.children[first])
  }
}
