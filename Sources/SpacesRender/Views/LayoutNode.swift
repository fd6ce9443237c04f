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
    case color(Color)
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
  }

  let kind: Kind
  let children: [LayoutNode]
  /// How a text node's lines align with each other (`multilineTextAlignment`).
  var textAlignment: TextAlignment = .leading
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
  /// A text node's lines, by proposal.
  private var wrapped: [(proposal: ViewRenderer.Size, lines: [String])] = []
  /// How many sizes this node computed (answers not taken from its cache), for tests.
  private(set) var measurements = 0

  init(_ kind: Kind, children: [LayoutNode] = []) {
    self.kind = kind
    self.children = children
  }

  // MARK: Building

  /// The layout tree of a node.
  static func make(_ node: ViewNode, context: RenderContext, inherited: Inherited) -> LayoutNode {
    var inner = inherited
    inner.stackAxis = nil
    switch node {
    case .empty:
      return LayoutNode(.empty)
    case .text(let content):
      let string = TextFormatter.string(content, context: context)
      var node = LayoutNode(.text(string, lineLimit: inherited.lineLimit))
      if let factor = inherited.minimumScaleFactor, factor < 1 {
        node = LayoutNode(.scalableText(string, lineLimit: inherited.lineLimit))
      }
      node.textAlignment = inherited.textAlignment
      return node
    case .gauge(let gauge):
      return gaugeLayout(
        gauge, style: inherited.gaugeStyle, context: context, inherited: inherited)
    case .image(let name):
      return LayoutNode(.image(glyph: context.glyph(name)))
    case .color(let color):
      return LayoutNode(.color(color))
    case .spacer(let minLength):
      return LayoutNode(
        .spacer(
          minWidth: minLength.map(columns) ?? 0, minHeight: minLength.map(rows) ?? 0,
          axis: inherited.stackAxis))
    case .label(let title, let icon):
      switch inherited.labelStyle {
      case .titleOnly: return make(title, context: context, inherited: inherited)
      case .iconOnly: return make(icon, context: context, inherited: inherited)
      case .automatic, .titleAndIcon:
        return make(
          .stack(.horizontal, alignment: .center, spacing: 8, children: [icon, title]),
          context: context, inherited: inherited)
      }
    case .group(let children):
      return make(
        .stack(.vertical, alignment: .center, spacing: 0, children: children), context: context,
        inherited: inherited)
    case .stack(let axis, let alignment, let spacing, let children):
      let gap = axis == .horizontal ? columns(spacing ?? 8) : rows(spacing ?? 0)
      var child = inherited
      child.stackAxis = axis
      return LayoutNode(
        .stack(StackLayout(axis: axis, alignment: alignment, gap: gap)),
        children: children.map { make($0, context: context, inherited: child) })
    case .zStack(let alignment, let children):
      return LayoutNode(
        .zStack(alignment), children: children.map { make($0, context: context, inherited: inner) })
    case .modified(let content, let modifier):
      return modified(content, modifier, context: context, inherited: inherited, inner: inner)
    case .button(_, let label):
      // A column of the tint either side of the label, as a bordered button's inset.
      let padded = ViewNode.modified(label, .padding(EdgeInsets(leading: 8, trailing: 8)))
      return LayoutNode(
        .control(.button), children: [make(padded, context: context, inherited: inner)])
    case .siriTip(let tip):
      return siriTipLayout(tip, context: context, inherited: inherited)
    case .shortcutsLink:
      let padded = ViewNode.modified(
        shortcutsLinkButton(), .padding(EdgeInsets(leading: 8, trailing: 8)))
      return LayoutNode(
        .control(.button), children: [make(padded, context: context, inherited: inner)])
    case .toggle(let isOn, _, let label):
      // The label, then the switch at the trailing edge, as a switch-style toggle.
      let glyph = switchGlyph(isOn: isOn, asciiOnly: context.asciiOnly)
      let row = ViewNode.stack(
        .horizontal, alignment: .center, spacing: 8,
        children: [
          label, .spacer(minLength: 0),
          .modified(.text(.verbatim(glyph)), .foreground(isOn ? .green : .gray)),
        ])
      return LayoutNode(
        .control(.toggle(isOn: isOn)), children: [make(row, context: context, inherited: inner)])
    }
  }

  /// A `SiriTipView`: the Siri glyph, “Try saying “<phrase>””, then its × as a button (the
  /// tip's one interactive element).
  static func siriTipLayout(
    _ tip: SiriTipContent, context: RenderContext, inherited: Inherited
  ) -> LayoutNode {
    var child = inherited
    child.stackAxis = .horizontal
    var inner = inherited
    inner.stackAxis = nil
    let close = ViewNode.modified(
      .image(systemName: "xmark"), .padding(EdgeInsets(leading: 8, trailing: 8)))
    return LayoutNode(
      .stack(StackLayout(axis: .horizontal, alignment: .center, gap: 1)),
      children: [
        make(
          .modified(.image(systemName: siriTipSymbol), .foreground(.purple)), context: context,
          inherited: child),
        make(.text(.verbatim(tip.text)), context: context, inherited: child),
        make(.spacer(minLength: 8), context: context, inherited: child),
        LayoutNode(.control(.button), children: [make(close, context: context, inherited: inner)]),
      ])
  }

  /// The symbol a Siri tip starts with.
  static let siriTipSymbol = "waveform"

  /// A `ShortcutsLink`: a button with the Shortcuts symbol and “Shortcuts”.
  static func shortcutsLinkButton() -> ViewNode {
    .label(
      title: .text(.verbatim(ShortcutsLinkContent.title)),
      icon: .image(systemName: ShortcutsLinkContent.systemImage))
  }

  /// A switch in its state: the knob at the trailing end when on.
  static func switchGlyph(isOn: Bool, asciiOnly: Bool) -> String {
    if asciiOnly { return isOn ? "[ =o]" : "[o= ]" }
    return isOn ? "━━●" : "●━━"
  }

  private static func modified(
    _ content: ViewNode, _ modifier: ViewModifierValue, context: RenderContext,
    inherited: Inherited, inner: Inherited
  ) -> LayoutNode {
    var passed = inherited
    let kind: Kind
    switch modifier {
    case .padding(let insets):
      kind = .padding(
        top: rows(insets.top), leading: columns(insets.leading), bottom: rows(insets.bottom),
        trailing: columns(insets.trailing))
    case .frame(let width, let height, let alignment):
      kind = .frame(width: width.map(columns), height: height.map(rows), alignment: alignment)
    case .flexibleFrame(let frame):
      kind = .flexibleFrame(
        width: FrameLimits(
          min: frame.minWidth.map(columns), ideal: frame.idealWidth.map(columns),
          max: frame.maxWidth.map(columns)),
        height: FrameLimits(
          min: frame.minHeight.map(rows), ideal: frame.idealHeight.map(rows),
          max: frame.maxHeight.map(rows)),
        alignment: frame.alignment)
    case .overlay(let layer, let alignment), .background(let layer, let alignment):
      var isOverlay = false
      if case .overlay = modifier { isOverlay = true }
      return LayoutNode(
        .layered(alignment: alignment, inFront: isOverlay),
        children: [
          make(content, context: context, inherited: inherited),
          make(layer, context: context, inherited: inner),
        ])
    case .lineLimit(let limit):
      passed.lineLimit = limit
      kind = .style(modifier)
    case .minimumScaleFactor(let factor):
      passed.minimumScaleFactor = factor
      kind = .style(modifier)
    case .gaugeStyle(let style):
      passed.gaugeStyle = style
      kind = .style(modifier)
    case .multilineTextAlignment(let alignment):
      passed.textAlignment = alignment
      kind = .style(modifier)
    case .fontWeight, .opacity, .notSupportedYet:
      kind = .style(modifier)
    case .containerBackground(let layer):
      return LayoutNode(
        .containerBackground,
        children: [
          make(content, context: context, inherited: inherited),
          make(layer, context: context, inherited: inner),
        ])
    case .italic, .widgetAccentable, .invalidatableContent, .contentTransition, .transition,
      .animation:
      kind = .style(modifier)
    case .labelStyle(let style):
      passed.labelStyle = style
      kind = .style(modifier)
    case .font, .bold, .foreground, .tint, .id, .monospacedDigit, .controlWidgetActionHint,
      .controlWidgetStatus, .privacySensitive:
      kind = .style(modifier)
    }
    return LayoutNode(kind, children: [make(content, context: context, inherited: passed)])
  }

  /// Cells for a length in points along the horizontal axis (8 pt a column); `.infinity` and
  /// lengths beyond the terminal are `unbounded`.
  static func columns(_ points: Double) -> Int {
    guard points.isFinite, points / 8 < Double(unbounded) else { return unbounded }
    return max(0, Int((points / 8).rounded()))
  }

  /// Cells for a length in points along the vertical axis (16 pt a row).
  static func rows(_ points: Double) -> Int {
    guard points.isFinite, points / 16 < Double(unbounded) else { return unbounded }
    return max(0, Int((points / 16).rounded()))
  }

  // MARK: Measuring

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
    case .color:
      return p
    case .spacer(let minWidth, let minHeight, let axis):
      switch axis {
      case .horizontal: return ViewRenderer.Size(width: max(minWidth, p.width), height: 0)
      case .vertical: return ViewRenderer.Size(width: 0, height: max(minHeight, p.height))
      case nil:
        return ViewRenderer.Size(width: max(minWidth, p.width), height: max(minHeight, p.height))
      }
    case .stack(let layout):
      return layout.size(of: allocations(layout, proposal: p), proposal: p)
    case .zStack:
      let all = children.map { $0.size(for: p) }
      return ViewRenderer.Size(
        width: min(p.width, all.map(\.width).max() ?? 0),
        height: min(p.height, all.map(\.height).max() ?? 0))
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = children[0].size(
        for: ViewRenderer.Size(
          width: max(0, p.width - leading - trailing), height: max(0, p.height - top - bottom)))
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
    }
  }

  /// A stack's allocations within a proposal, worked out once per proposal.
  private func allocations(_ layout: StackLayout, proposal: ViewRenderer.Size)
    -> [StackLayout.Allocation]
  {
    for known in stackAllocations where known.proposal == proposal { return known.allocations }
    let result = layout.allocate(children, proposal: proposal)
    stackAllocations.append((proposal, result))
    return result
  }

  /// What a flexible frame offers its content along one axis: the proposal within the limits,
  /// or the ideal length when the proposal is unbounded.
  private static func offer(_ proposal: Int, _ limits: FrameLimits) -> Int {
    if proposal >= unbounded, let ideal = limits.ideal { return ideal }
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
    return max(limits.min ?? content, min(limits.max ?? content, proposal))
  }

  /// A text node's lines within a proposal, wrapped once per proposal.
  private func lines(for p: ViewRenderer.Size) -> [String] {
    for known in wrapped where known.proposal == p { return known.lines }
    let string: String
    let lineLimit: Int?
    switch kind {
    case .text(let text, let limit):
      (string, lineLimit) = (text, limit)
    case .scalableText(let text, let limit):
      lineLimit = limit
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
    let allowed = min(lineLimit ?? Int.max, max(1, p.height))
    let result = TextWrapper.lines(string, width: p.width, maxLines: allowed)
    wrapped.append((p, result))
    return result
  }

  // MARK: Placing

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
      return PlacedView(
        rect: rect,
        content: .text([Self.bar(fraction, marker: marker, width: rect.width, ascii: ascii)]))
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
    case .stack(let layout):
      let placements = layout.place(allocations(layout, proposal: p), in: rect)
      return PlacedView(
        rect: rect,
        children: zip(children, placements).map { $0.place(in: $1.rect, proposal: $1.proposal) })
    case .zStack(let alignment):
      return PlacedView(
        rect: rect,
        children: children.map {
          $0.place(in: Self.align($0.size(for: p), in: rect, alignment), proposal: p)
        })
    case .padding(let top, let leading, let bottom, let trailing):
      let inner = ViewRenderer.Size(
        width: max(0, p.width - leading - trailing), height: max(0, p.height - top - bottom))
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
