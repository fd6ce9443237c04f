import SpacesEngine
import SpacesKit

/// Placing a measured tree: each node in its rectangle, with the proposals its size came from.
extension LayoutNode {
  /// This node and its descendants placed in a rectangle, given the proposal the node was
  /// sized under (as SwiftUI's `placeSubviews(in:proposal:)`), so children are placed with the
  /// offers their sizes came from and nothing is measured again.
  func place(in rect: Rect, proposal p: ViewRenderer.Size) -> PlacedView {
    switch kind {
    case .empty, .spacer:
      return PlacedView(rect: rect)
    case .text, .scalableText:
      return PlacedView(rect: rect, content: .text(aligned(lines(for: p), width: rect.width)))
    case .bar(let fraction, let marker, let ascii):
      // Drawn as a glyph is: in the tint when one is set.
      return PlacedView(
        rect: rect,
        content: .image(Self.bar(fraction, marker: marker, width: rect.width, ascii: ascii)))
    case .containerBackground:
      let bounds = ViewRenderer.Size(width: rect.width, height: rect.height)
      let background = children[1].place(
        in: Self.align(children[1].size(for: bounds), in: rect, .center), proposal: bounds)
      let content = children[0].place(
        in: Self.align(children[0].size(for: bounds), in: rect, .center), proposal: bounds)
      return PlacedView(rect: rect, children: [background, content])
    case .image(let glyph):
      return PlacedView(rect: rect, content: .image(glyph))
    case .color(let color):
      return PlacedView(rect: rect, content: .fill(color))
    case .bitmap(let look):
      return PlacedView(rect: rect, content: .bitmap(look))
    case .shape(let shape):
      return PlacedView(rect: rect, content: .shape(shape))
    case .stack(let layout):
      let allocations = allocations(layout, proposal: p)
      let placements = layout.place(
        allocations, in: rect, offsets: layout.guidedOffsets(children, allocations)?.offsets)
      return PlacedView(
        rect: rect,
        children: zip(children, placements).map { $0.place(in: $1.rect, proposal: $1.proposal) })
    case .zStack(let alignment):
      return PlacedView(
        rect: rect,
        children: Self.byZIndex(children).map {
          $0.place(in: Self.align($0.size(for: p), in: rect, alignment), proposal: p)
        })
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = ViewRenderer.Size(
        width: Self.inset(p.width, by: leading + trailing),
        height: Self.inset(p.height, by: top + bottom))
      return PlacedView(
        rect: rect,
        children: [
          children[0].place(
            in: rect.inset(top: top, left: leading, bottom: bottom, right: trailing),
            proposal: inner)
        ])
    case .frame(let width, let height, let alignment):
      let offer = ViewRenderer.Size(width: width ?? p.width, height: height ?? p.height)
      return PlacedView(
        rect: rect,
        children: [
          children[0].place(
            in: Self.align(children[0].size(for: offer), in: rect, alignment), proposal: offer)
        ])
    case .flexibleFrame(let width, let height, let alignment):
      let offer = ViewRenderer.Size(
        width: Self.offer(p.width, width), height: Self.offer(p.height, height))
      return PlacedView(
        rect: rect,
        children: [
          children[0].place(
            in: Self.align(children[0].size(for: offer), in: rect, alignment), proposal: offer)
        ])
    case .layered(let alignment, let inFront):
      let content = children[0].place(in: rect, proposal: p)
      let bounds = ViewRenderer.Size(width: rect.width, height: rect.height)
      let layer = children[1].place(
        in: Self.align(children[1].size(for: bounds), in: rect, alignment), proposal: bounds)
      return PlacedView(rect: rect, children: inFront ? [content, layer] : [layer, content])
    case .style(let modifier):
      return PlacedView(
        rect: rect, content: .style(modifier),
        children: [children[0].place(in: rect, proposal: p)])
    case .control(let look):
      return PlacedView(
        rect: rect, content: .control(look),
        children: [children[0].place(in: rect, proposal: p)])
    case .custom(let layout):
      return layout.place(self, in: rect, proposal: p)
    }
  }

  /// Text lines aligned with each other in a width (`multilineTextAlignment`): centred or
  /// trailing lines are indented with spaces.
  private func aligned(_ lines: [String], width: Int) -> [String] {
    guard textAlignment != .leading, lines.count > 1 else { return lines }
    return lines.map { line in
      let free = max(0, width - CellWidth.of(line))
      let indent = textAlignment == .center ? free / 2 : free
      return String(repeating: " ", count: indent) + line
    }
  }

  /// A size (no larger than the box) aligned in a box.
  static func align(_ size: ViewRenderer.Size, in box: Rect, _ alignment: Alignment) -> Rect {
    let width = min(size.width, box.width)
    let height = min(size.height, box.height)
    let dx: Int
    switch alignment.horizontal {
    case .leading: dx = 0
    case .center: dx = (box.width - width) / 2
    case .trailing: dx = box.width - width
    }
    let dy: Int
    switch alignment.vertical {
    case .top, .firstTextBaseline: dy = 0
    case .center: dy = (box.height - height) / 2
    case .bottom, .lastTextBaseline: dy = box.height - height
    }
    return Rect(x: box.x + dx, y: box.y + dy, width: width, height: height)
  }
}
