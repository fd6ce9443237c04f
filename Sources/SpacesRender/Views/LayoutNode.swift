import SpacesEngine
import SpacesKit

/// One node of the tree the renderer lays out: a `ViewNode` with its text formatted, glyphs
/// looked up, lengths converted to cells, and the sizes it has reported so far.
///
/// Each node answers "what size within this proposal" once per proposal (the answer is cached),
/// so laying out a tree asks every child at most once per distinct offer, and placing reuses the
/// answers measuring computed.
final class LayoutNode {
  /// A length that stands for "as much as you like": the offer stacks make to find how far a
  /// child can grow, and what `.infinity` converts to.
  static let unbounded = 1 << 30

  /// What the node is.
  enum Kind {
    case empty
    case text(String, lineLimit: Int?)
    /// Text under `minimumScaleFactor` below 1: the full string, or the abbreviated one
    /// (`TextFormatter.compact`, worked out only when needed) when the full one doesn't fit on
    /// one line (a terminal can't shrink glyphs).
    case scalableText(String, lineLimit: Int?)
    /// A gauge's or progress view's bar: as wide as offered, one row.
    case bar(fraction: Double?, marker: Bool, ascii: Bool)
    /// A container background: takes the whole (bounded) proposal, the content centred in it;
    /// children are the content, then the background.
    case containerBackground
    case image(glyph: String)
    /// An asset catalog image (`LayoutNode+Bitmap`).
    case bitmap(BitmapLook)
    case color(Color)
    /// A shape, gradient or material: takes the space offered, as a colour does.
    case shape(ShapeNode)
    /// A spacer; `axis` is its enclosing stack's (`nil` outside a stack: it grows both ways).
    case spacer(minWidth: Int, minHeight: Int, axis: StackAxis?)
    case stack(StackLayout)
    case zStack(Alignment)
    case padding(top: Int, leading: Int, bottom: Int, trailing: Int)
    case frame(width: Int?, height: Int?, alignment: Alignment)
    case flexibleFrame(width: FrameLimits, height: FrameLimits, alignment: Alignment)
    /// Children are the content, then the layer.
    case layered(alignment: Alignment, inFront: Bool)
    /// A modifier that changes drawing (or nothing) and not layout.
    case style(ViewModifierValue)
    /// An interactive element; its one child is the laid-out label (with the toggle's switch).
    case control(PlacedView.ControlLook)
    /// A layout defined beside this type (`Grid`, `ViewThatFits`, `fixedSize`…; see
    /// `ContainerLayout`).
    case custom(any ContainerLayout)
  }

  /// A flexible frame's limits along one axis, in cells.
  struct FrameLimits {
    var min: Int?
    var ideal: Int?
    var max: Int?
  }

  /// What a child inherits from its ancestors while the tree is built.
  struct Inherited {
    var lineLimit: Int?
    var labelStyle: LabelStyleKind
    var stackAxis: StackAxis?
    /// `minimumScaleFactor`, when set.
    var minimumScaleFactor: Double? = nil
    /// `gaugeStyle`.
    var gaugeStyle: GaugeStyleKind = .automatic
    /// `multilineTextAlignment`.
    var textAlignment: TextAlignment = .leading
    /// How many nodes enclose this one, and how many of them are containers (see
    /// `LayoutLimits`).
    var depth = 0
    var containerDepth = 0
    /// The size of the space the tree is drawn in (`containerRelativeFrame`'s container).
    var container: ViewRenderer.Size? = nil
    /// `truncationMode`.
    var truncationMode: Text.TruncationMode = .tail
    /// `tint`: the colour of an on toggle's switch.
    var tint: Color? = nil
  }

  let kind: Kind
  let children: [LayoutNode]
  /// How a text node's lines align with each other (`multilineTextAlignment`).
  var textAlignment: TextAlignment = .leading
  /// Where a text node's one line is cut when it doesn't fit (`truncationMode`).
  var truncationMode: Text.TruncationMode = .tail
  /// The sizes answered so far, by proposal. A node sees a handful of proposals (a stack asks
  /// for the smallest, the largest and the offered size), so a short list searched in order
  /// beats hashing.
  private var sizes: [(proposal: ViewRenderer.Size, size: ViewRenderer.Size)] = []
  /// A stack's allocations among its children, by proposal: measuring and placing share them.
  private var stackAllocations:
    [(proposal: ViewRenderer.Size, allocations: [StackLayout.Allocation])] =
      []
  /// A scalable text's abbreviated form, once worked out.
  private var compactText: String?
  /// A text node's lines, by the width offered and the lines allowed (the proposal's height
  /// within the line limit): a stack's offers of different heights to one line of text wrap it
  /// once.
  private var wrapped: [(offer: ViewRenderer.Size, lines: [String])] = []
  /// How many sizes this node computed (answers not taken from its cache), for tests.
  private(set) var measurements = 0

  init(_ kind: Kind, children: [LayoutNode] = []) {
    self.kind = kind
    self.children = children
  }

  /// The size this node takes within a proposal, computed once per proposal.
  func size(for proposal: ViewRenderer.Size) -> ViewRenderer.Size {
    for known in sizes where known.proposal == proposal { return known.size }
    let result = measure(proposal)
    measurements += 1
    sizes.append((proposal, result))
    return result
  }

  private func measure(_ p: ViewRenderer.Size) -> ViewRenderer.Size {
    switch kind {
    case .empty:
      return ViewRenderer.Size(width: 0, height: 0)
    case .text, .scalableText:
      let lines = self.lines(for: p)
      return ViewRenderer.Size(
        width: lines.map(CellWidth.of).max() ?? 0, height: lines.count)
    case .bar:
      return ViewRenderer.Size(
        width: p.width >= Self.unbounded ? Self.unbounded : p.width, height: min(1, p.height))
    case .containerBackground:
      let content = children[0].size(for: p)
      return ViewRenderer.Size(
        width: p.width >= Self.unbounded ? content.width : p.width,
        height: p.height >= Self.unbounded ? content.height : p.height)
    case .image(let glyph):
      return ViewRenderer.Size(width: CellWidth.of(glyph), height: 1)
    case .color, .shape:
      // Asked for its ideal size, a colour or a shape is one cell.
      return ViewRenderer.Size(
        width: p.width == Self.ideal ? 1 : p.width, height: p.height == Self.ideal ? 1 : p.height)
    case .bitmap(let look):
      return Self.bitmapSize(look, proposal: p)
    case .spacer(let minWidth, let minHeight, let axis):
      let p = ViewRenderer.Size(
        width: p.width == Self.ideal ? 0 : p.width, height: p.height == Self.ideal ? 0 : p.height)
      switch axis {
      case .horizontal: return ViewRenderer.Size(width: max(minWidth, p.width), height: 0)
      case .vertical: return ViewRenderer.Size(width: 0, height: max(minHeight, p.height))
      case nil:
        return ViewRenderer.Size(width: max(minWidth, p.width), height: max(minHeight, p.height))
      }
    case .stack(let layout):
      let allocations = allocations(layout, proposal: p)
      let size = layout.size(of: allocations, proposal: p)
      guard let guided = layout.guidedOffsets(children, allocations) else { return size }
      return layout.size(
        main: layout.main(size), cross: min(guided.extent, layout.cross(p)))
    case .zStack:
      let all = children.map { $0.size(for: p) }
      return ViewRenderer.Size(
        width: min(p.width, all.map(\.width).max() ?? 0),
        height: min(p.height, all.map(\.height).max() ?? 0))
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = children[0].size(
        for: ViewRenderer.Size(
          width: Self.inset(p.width, by: leading + trailing),
          height: Self.inset(p.height, by: top + bottom)))
      return ViewRenderer.Size(
        width: inner.width + leading + trailing, height: inner.height + top + bottom)
    case .frame(let width, let height, _):
      let inner = children[0].size(
        for: ViewRenderer.Size(width: width ?? p.width, height: height ?? p.height))
      return ViewRenderer.Size(width: width ?? inner.width, height: height ?? inner.height)
    case .flexibleFrame(let width, let height, _):
      let inner = children[0].size(
        for: ViewRenderer.Size(
          width: Self.offer(p.width, width), height: Self.offer(p.height, height)))
      return ViewRenderer.Size(
        width: Self.length(p.width, width, content: inner.width),
        height: Self.length(p.height, height, content: inner.height))
    case .layered:
      return children[0].size(for: p)
    case .style, .control:
      return children[0].size(for: p)
    case .custom(let layout):
      return layout.size(of: self, for: p)
    }
  }

  /// A stack's allocations within a proposal, worked out once per proposal.
  func allocations(_ layout: StackLayout, proposal: ViewRenderer.Size)
    -> [StackLayout.Allocation]
  {
    for known in stackAllocations where known.proposal == proposal { return known.allocations }
    let result = layout.allocate(children, proposal: proposal)
    stackAllocations.append((proposal, result))
    return result
  }

  /// What a flexible frame offers its content along one axis: the proposal within the limits,
  /// or the ideal length when the proposal is unbounded.
  static func offer(_ proposal: Int, _ limits: FrameLimits) -> Int {
    if proposal >= unbounded, let ideal = limits.ideal { return ideal }
    if proposal == Self.ideal { return proposal }
    var offer = proposal
    if let low = limits.min { offer = max(offer, low) }
    if let high = limits.max { offer = min(offer, high) }
    return offer
  }

  /// A flexible frame's length along one axis, as SwiftUI's: the content's length when no limit
  /// is set, else the proposal clamped between the minimum (or the content's length) and the
  /// maximum (or the content's length); the ideal length when the proposal is unbounded.
  private static func length(_ proposal: Int, _ limits: FrameLimits, content: Int) -> Int {
    if proposal >= unbounded, let ideal = limits.ideal { return ideal }
    guard limits.min != nil || limits.max != nil else { return content }
    if proposal == Self.ideal { return max(limits.min ?? 0, min(limits.max ?? content, content)) }
    return max(limits.min ?? content, min(limits.max ?? content, proposal))
  }

  /// A text node's lines within a proposal, wrapped once per width and lines allowed.
  func lines(for p: ViewRenderer.Size) -> [String] {
    let lineLimit: Int?
    switch kind {
    case .text(_, let limit), .scalableText(_, let limit): lineLimit = limit
    default: return []
    }
    let allowed = min(lineLimit ?? Int.max, max(1, p.height))
    let offer = ViewRenderer.Size(width: p.width, height: allowed)
    for known in wrapped where known.offer == offer { return known.lines }
    let string: String
    switch kind {
    case .text(let text, _):
      string = text
    case .scalableText(let text, _):
      if CellWidth.of(text) <= p.width {
        string = text
      } else {
        let compact = compactText ?? TextFormatter.compact(text)
        compactText = compact
        string = CellWidth.of(compact) > p.width ? text : compact
      }
    default:
      return []
    }
    let result =
      allowed == 1 && truncationMode != .tail
      ? TextWrapper.truncatedLine(string, width: p.width, mode: truncationMode)
      : TextWrapper.lines(string, width: p.width, maxLines: allowed)
    wrapped.append((offer, result))
    return result
  }
}
