import SpacesKit

/// The layout of HStack and VStack, one algorithm parameterised by axis, as SwiftUI's stacks.
///
/// Along the axis, children are offered space from the least flexible to the most (flexibility:
/// how much a child grows between the smallest and the largest offer), each getting an equal
/// share of what is left, as SwiftUI's stacks do. Children that grow without limit (spacers,
/// `.infinity` frames, colours) come last and share what the others leave; only their minimum
/// lengths are held back from the others, so text isn't truncated to make room for a spacer.
/// Across the axis each child gets the whole proposal and is aligned.
struct StackLayout {
  /// The axis children are arranged along.
  let axis: StackAxis
  /// Cross-axis alignment.
  let alignment: StackAlignment
  /// Cells between adjacent children.
  let gap: Int

  /// A size's length along the axis.
  func main(_ size: ViewRenderer.Size) -> Int { axis == .horizontal ? size.width : size.height }
  /// A size's length across the axis.
  func cross(_ size: ViewRenderer.Size) -> Int { axis == .horizontal ? size.height : size.width }

  /// A size from lengths along and across the axis.
  func size(main: Int, cross: Int) -> ViewRenderer.Size {
    axis == .horizontal
      ? ViewRenderer.Size(width: main, height: cross)
      : ViewRenderer.Size(width: cross, height: main)
  }

  /// What one child was offered and the size it took.
  struct Allocation {
    var proposal: ViewRenderer.Size
    var size: ViewRenderer.Size
  }

  /// What each child is offered within a proposal and the size it takes, in child order.
  ///
  /// Children of a higher `layoutPriority` are offered space first, with the minimum lengths of
  /// the lower ones held back, as SwiftUI's stacks do; asked for its ideal length, a stack asks
  /// each child for its own.
  func allocate(_ children: [LayoutNode], proposal: ViewRenderer.Size) -> [Allocation] {
    let crossProposal = cross(proposal)
    if main(proposal) == LayoutNode.ideal {
      return children.map { child in
        let offer = size(main: LayoutNode.ideal, cross: crossProposal)
        return Allocation(proposal: offer, size: child.size(for: offer))
      }
    }
    let smallest = children.map { main($0.size(for: size(main: 0, cross: crossProposal))) }
    let largest = children.map {
      main($0.size(for: size(main: LayoutNode.unbounded, cross: crossProposal)))
    }
    let byFlexibility = children.indices.sorted {
      (largest[$0] - smallest[$0], $0) < (largest[$1] - smallest[$1], $1)
    }
    let priorities = children.map(\.layoutPriority)
    let none = ViewRenderer.Size(width: 0, height: 0)
    var allocations = [Allocation](
      repeating: Allocation(proposal: none, size: none), count: children.count)
    var remaining = main(proposal) - gap * max(0, children.count - 1)
    for priority in Set(priorities).sorted(by: >) {
      let members = byFlexibility.filter { priorities[$0] == priority }
      let heldBack = children.indices.reduce(0) {
        priorities[$1] < priority ? $0 + smallest[$1] : $0
      }
      let bounded = members.filter { largest[$0] < LayoutNode.unbounded }
      let unbounded = members.filter { largest[$0] >= LayoutNode.unbounded }
      var left = remaining - heldBack
      var pool = left - unbounded.reduce(0) { $0 + smallest[$1] }
      for (done, index) in bounded.enumerated() {
        let offer = size(main: max(0, pool) / (bounded.count - done), cross: crossProposal)
        let taken = children[index].size(for: offer)
        allocations[index] = Allocation(proposal: offer, size: taken)
        pool -= main(taken)
        left -= main(taken)
        remaining -= main(taken)
      }
      for (done, index) in unbounded.enumerated() {
        let offer = size(main: max(0, left) / (unbounded.count - done), cross: crossProposal)
        let taken = children[index].size(for: offer)
        allocations[index] = Allocation(proposal: offer, size: taken)
        left -= main(taken)
        remaining -= main(taken)
      }
    }
    return allocations
  }

  /// The stack's size within a proposal: its children end to end, no larger than the proposal.
  func size(of children: [LayoutNode], proposal: ViewRenderer.Size) -> ViewRenderer.Size {
    size(of: allocate(children, proposal: proposal), proposal: proposal)
  }

  /// The stack's size from its children's allocations within a proposal.
  func size(of allocations: [Allocation], proposal: ViewRenderer.Size) -> ViewRenderer.Size {
    var length = gap * max(0, allocations.count - 1)
    var thickness = 0
    for allocation in allocations {
      length += main(allocation.size)
      thickness = max(thickness, cross(allocation.size))
    }
    return size(main: min(length, main(proposal)), cross: min(thickness, cross(proposal)))
  }

  /// Each child's rectangle in the stack's rectangle, with the offer its size came from: end to
  /// end from the stack's leading (or top) edge, each aligned across the axis.
  func place(_ children: [LayoutNode], in rect: Rect, proposal: ViewRenderer.Size)
    -> [(rect: Rect, proposal: ViewRenderer.Size)]
  {
    place(allocate(children, proposal: proposal), in: rect)
  }

  /// Each child's rectangle from the allocations its sizes came from; `offsets` (from
  /// alignment guides) place children across the axis instead of the stack's alignment.
  func place(_ allocations: [Allocation], in rect: Rect, offsets: [Int]? = nil)
    -> [(rect: Rect, proposal: ViewRenderer.Size)]
  {
    let crossBounds = cross(ViewRenderer.Size(width: rect.width, height: rect.height))
    var offset = 0
    return allocations.enumerated().map { index, allocation in
      let length = main(allocation.size)
      let thickness = min(cross(allocation.size), crossBounds)
      let free = crossBounds - thickness
      let shift: Int
      switch alignment {
      case _ where offsets != nil: shift = offsets?[index] ?? 0
      case .leading, .top: shift = 0
      case .center: shift = free / 2
      case .trailing, .bottom: shift = free
      }
      defer { offset += length + gap }
      let placed =
        axis == .horizontal
        ? Rect(x: rect.x + offset, y: rect.y + shift, width: length, height: thickness)
        : Rect(x: rect.x + shift, y: rect.y + offset, width: thickness, height: length)
      return (placed, allocation.proposal)
    }
  }
}
