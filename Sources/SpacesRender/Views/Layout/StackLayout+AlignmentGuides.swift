import SpacesKit

/// `alignmentGuide(_:computeValue:)` in stacks: children that move the guide the stack aligns
/// on (a `VStack(alignment: .leading)` child's `.leading` guide) line up on it, as in SwiftUI.
extension StackLayout {
  /// Each child's offset across the axis from the stack's edge and the length they span, when a
  /// child sets a guide for the stack's alignment; `nil` when none does.
  func guidedOffsets(_ children: [LayoutNode], _ allocations: [Allocation])
    -> (offsets: [Int], extent: Int)?
  {
    var custom = false
    let guides = zip(children, allocations).map { child, allocation -> Int in
      let thickness = cross(allocation.size)
      if let value = guide(of: child) {
        let length = main(allocation.size)
        let (width, height) = axis == .horizontal ? (length, thickness) : (thickness, length)
        let points = value.value(width: Double(width * 8), height: Double(height * 16))
        let cells = points / (axis == .vertical ? 8 : 16)
        if cells.isFinite, abs(cells) < Double(LayoutNode.unbounded) {
          custom = true
          return Int(cells.rounded())
        }
      }
      switch alignment {
      case .leading, .top: return 0
      case .center: return thickness / 2
      case .trailing, .bottom: return thickness
      }
    }
    guard custom else { return nil }
    let anchor = guides.max() ?? 0
    let offsets = guides.map { anchor - $0 }
    let extent = zip(offsets, allocations).map { $0 + cross($1.size) }.max() ?? 0
    return (offsets, extent)
  }

  /// The guide a child sets for this stack's alignment.
  private func guide(of child: LayoutNode) -> GuideValue? {
    child.trait { modifier in
      switch modifier {
      case .horizontalAlignmentGuide(let guide, let value) where axis == .vertical:
        let matches: Bool
        switch guide {
        case .leading: matches = alignment == .leading
        case .center: matches = alignment == .center
        case .trailing: matches = alignment == .trailing
        }
        return matches ? value : nil
      case .verticalAlignmentGuide(let guide, let value) where axis == .horizontal:
        let matches: Bool
        switch guide {
        case .top, .firstTextBaseline: matches = alignment == .top
        case .center: matches = alignment == .center
        case .bottom, .lastTextBaseline: matches = alignment == .bottom
        }
        return matches ? value : nil
      default:
        return nil
      }
    }
  }
}
