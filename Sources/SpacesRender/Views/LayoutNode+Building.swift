import SpacesEngine
import SpacesKit

/// Building the layout tree from a `ViewNode`: text formatted, glyphs looked up, labels, buttons
/// and toggles spelled out, modifiers turned into layout nodes, points converted to cells.
extension LayoutNode {
  /// The layout tree of a node.
  static func make(_ node: ViewNode, context: RenderContext, inherited: Inherited) -> LayoutNode {
    guard let inherited = nested(node, inherited) else { return LayoutNode(.empty) }
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
      node.truncationMode = inherited.truncationMode
      return node
    case .gauge(let gauge):
      return gaugeLayout(
        gauge, style: inherited.gaugeStyle, context: context, inherited: inherited)
    case .image(let name):
      return LayoutNode(.image(glyph: context.glyph(name)))
    case .color(let color):
      return LayoutNode(.color(color))
    case .bitmap(let asset):
      return bitmapLayout(asset, context: context)
    case .shape(let shape):
      return LayoutNode(.shape(shape))
    case .hostCanvas(let canvas):
      return LayoutNode(.custom(HostCanvasLayout(canvas: canvas)))
    case .spacer(let minLength):
      return LayoutNode(
        .spacer(
          minWidth: minLength.map { spacing($0, pointsPerCell: 8) } ?? 0,
          minHeight: minLength.map { spacing($0, pointsPerCell: 16) } ?? 0,
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
      let gap =
        axis == .horizontal
        ? Self.spacing(spacing ?? 8, pointsPerCell: 8)
        : Self.spacing(spacing ?? 0, pointsPerCell: 16)
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
    case .button(_, .modified(let label, .controlStyle(.button(let style)))):
      // `.plain`: the label alone; `.borderless`: the label alone, in the tint.
      return LayoutNode(
        .control(.labelOnly(tinted: style == .borderless)),
        children: [make(label, context: context, inherited: inner)])
    case .toggle(let isOn, _, .modified(let label, .controlStyle(.toggle(.button)))):
      // `toggleStyle(.button)`: a button filled with the tint while on, its label in the tint
      // while off.
      let padded = ViewNode.modified(label, .padding(EdgeInsets(leading: 8, trailing: 8)))
      return LayoutNode(
        .control(isOn ? .button : .labelOnly(tinted: true)),
        children: [make(padded, context: context, inherited: inner)])
    case .button(_, let label):
      // A column of the tint either side of the label, as a bordered button's inset.
      let padded = ViewNode.modified(label, .padding(EdgeInsets(leading: 8, trailing: 8)))
      return LayoutNode(
        .control(.button), children: [make(padded, context: context, inherited: inner)])
    case .siriTip(let tip):
      return styledSiriTip(tip, context: context, inherited: inherited)
    case .shortcutsLink(let link):
      return shortcutsLinkLayout(link, context: context, inner: inner)
    case .layout(let container):
      return Self.container(container, context: context, inherited: inherited)
    case .toggle(let isOn, _, let label):
      // The label, then the switch at the trailing edge, as a switch-style toggle.
      let glyph = switchGlyph(isOn: isOn, asciiOnly: context.asciiOnly)
      let row = ViewNode.stack(
        .horizontal, alignment: .center, spacing: 8,
        children: [
          label, .spacer(minLength: 0),
          .modified(.text(.verbatim(glyph)), .foreground(isOn ? inherited.tint ?? .green : .gray)),
        ])
      return LayoutNode(
        .control(.toggle(isOn: isOn)), children: [make(row, context: context, inherited: inner)])
    }
  }

  /// A `SiriTipView` in its style's colours (`.automatic`: the theme's).
  ///
  /// Kept out of `make`, whose frame every level of a deep tree pays for.
  static func styledSiriTip(
    _ tip: SiriTipContent, context: RenderContext, inherited: Inherited
  ) -> LayoutNode {
    guard let colors = DiscoveryViewColors.colors(tip.style) else {
      return siriTipLayout(tip, context: context, inherited: inherited)
    }
    var plain = tip
    plain.style = .automatic
    return make(
      DiscoveryViewColors.styled(.siriTip(plain), colors), context: context, inherited: inherited)
  }

  /// A `ShortcutsLink`: its button, with the style's text colour and outline inside and its
  /// fill as the button's tint.
  ///
  /// Kept out of `make`, whose frame every level of a deep tree pays for.
  static func shortcutsLinkLayout(
    _ link: ShortcutsLinkContent, context: RenderContext, inner: Inherited
  ) -> LayoutNode {
    let colors = DiscoveryViewColors.colors(link.style)
    let padded = ViewNode.modified(
      DiscoveryViewColors.label(shortcutsLinkButton(), colors),
      .padding(EdgeInsets(leading: 8, trailing: 8)))
    let button = LayoutNode(
      .control(.button), children: [make(padded, context: context, inherited: inner)])
    guard let fill = colors?.fill else { return button }
    return LayoutNode(.style(.tint(fill)), children: [button])
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
    case .fontWeight, .opacity, .notSupportedYet, .textDecoration, .clipShape,
      .foregroundHierarchy, .colorEffect, .controlStyle:
      kind = .style(modifier)
    case .truncationMode(let mode):
      passed.truncationMode = mode
      kind = .style(modifier)
    case .clipped:
      // Every view is drawn clipped to its rectangle (`ViewRenderer.draw`): a style node keeps
      // the content's frame, so the content draws inside it.
      kind = .style(modifier)
    case .containerBackground(let layer):
      return LayoutNode(
        .containerBackground,
        children: [
          make(content, context: context, inherited: inherited),
          make(layer, context: context, inherited: inner),
        ])
    case .italic, .widgetAccentable, .invalidatableContent, .contentTransition, .transition,
      .contentMarginsDisabled, .widgetURL, .onOpenURL,
      .animation:
      kind = .style(modifier)
    case .link:
      // Focusable and pressed as a button is; drawn as its label in the tint.
      return LayoutNode(
        .control(.link), children: [make(content, context: context, inherited: inner)])
    case .labelStyle(let style):
      passed.labelStyle = style
      kind = .style(modifier)
    case .layout(let layout):
      return layoutModifier(content, layout, context: context, inherited: inherited)
    case .accessibility, .activityPresentation:
      return make(content, context: context, inherited: inherited)  // read, not drawn
    case .tint(let color):
      passed.tint = color
      kind = .style(modifier)
    case .hostStyle, .font, .bold, .foreground, .id, .monospacedDigit, .controlWidgetActionHint,
      .controlWidgetStatus, .privacySensitive:
      kind = .style(modifier)
    }
    return LayoutNode(kind, children: [make(content, context: context, inherited: passed)])
  }

  /// Cells for a length in points along the horizontal axis (8 pt a column); `.infinity` and
  /// lengths beyond the terminal are `unbounded`.
  static func columns(_ points: Double) -> Int {
    if points.isNaN { return notANumber() }
    guard points.isFinite, points / 8 < Double(unbounded) else { return unbounded }
    return max(0, Int((points / 8).rounded()))
  }

  /// Cells for a length in points along the vertical axis (16 pt a row).
  static func rows(_ points: Double) -> Int {
    if points.isNaN { return notANumber() }
    guard points.isFinite, points / 16 < Double(unbounded) else { return unbounded }
    return max(0, Int((points / 16).rounded()))
  }
}
