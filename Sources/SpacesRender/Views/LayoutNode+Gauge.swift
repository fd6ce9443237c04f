import SpacesKit

/// Gauges and progress views in cells: what `Gauge` and `ProgressView` become before layout.
///
/// A linear gauge (`.automatic`, `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`)
/// and every `ProgressView` is its label and current value on one row above a bar as wide as
/// offered, with the minimum and maximum value labels at the bar's ends; capacity styles fill
/// the bar ("█████░░░░░"), `.accessoryLinear` marks the value on a line ("────●────"), an
/// indeterminate progress view draws a dotted bar. A circular gauge (`.accessoryCircular`,
/// `.accessoryCircularCapacity`) is a ring glyph filled by quarters ("○◔◑◕●") before the
/// current value label, the label below.
extension LayoutNode {
  /// The layout of a gauge in a style.
  static func gaugeLayout(
    _ gauge: GaugeContent, style: GaugeStyleKind, context: RenderContext, inherited: Inherited
  ) -> LayoutNode {
    func stack(_ axis: StackAxis, _ alignment: StackAlignment, gap: Int, _ parts: [LayoutNode])
      -> LayoutNode
    {
      parts.count == 1
        ? parts[0]
        : LayoutNode(
          .stack(StackLayout(axis: axis, alignment: alignment, gap: gap)), children: parts)
    }
    func node(_ view: ViewNode, in axis: StackAxis) -> LayoutNode {
      var child = inherited
      child.stackAxis = axis
      return make(view, context: context, inherited: child)
    }
    let circular =
      !gauge.isProgress && (style == .accessoryCircular || style == .accessoryCircularCapacity)
    if circular {
      var ring = [
        LayoutNode(.image(glyph: ringGlyph(gauge.fraction, ascii: context.asciiOnly)))
      ]
      if let current = gauge.currentValueLabel { ring.append(node(current, in: .horizontal)) }
      var rows = [stack(.horizontal, .center, gap: 0, ring)]
      if gauge.label != .empty, gauge.currentValueLabel == nil {
        rows.append(node(gauge.label, in: .vertical))
      }
      return stack(.vertical, .center, gap: 0, rows)
    }
    var rows: [LayoutNode] = []
    var top: [LayoutNode] = []
    if gauge.label != .empty { top.append(node(gauge.label, in: .horizontal)) }
    if let current = gauge.currentValueLabel {
      top.append(LayoutNode(.spacer(minWidth: 1, minHeight: 0, axis: .horizontal)))
      top.append(node(current, in: .horizontal))
    }
    if !top.isEmpty { rows.append(stack(.horizontal, .center, gap: 0, top)) }
    var line: [LayoutNode] = []
    if let minimum = gauge.minimumValueLabel { line.append(node(minimum, in: .horizontal)) }
    line.append(
      LayoutNode(
        .bar(
          fraction: gauge.fraction(at: context.now),
          marker: !gauge.isProgress && style == .accessoryLinear,
          ascii: context.asciiOnly)))
    if let maximum = gauge.maximumValueLabel { line.append(node(maximum, in: .horizontal)) }
    rows.append(stack(.horizontal, .center, gap: 1, line))
    return stack(.vertical, .leading, gap: 0, rows)
  }

  /// The ring glyph for a fraction, by quarters; ASCII: "o" below half, "O" from half, "@" full.
  static func ringGlyph(_ fraction: Double?, ascii: Bool) -> String {
    let value = fraction ?? 0
    if ascii { return value >= 1 ? "@" : value >= 0.5 ? "O" : "o" }
    let glyphs = ["○", "◔", "◑", "◕", "●"]
    return glyphs[min(4, max(0, Int((value * 4).rounded(.down))))]
  }

  /// A bar `width` cells wide filled to a fraction (or marking it); dotted when `nil`.
  static func bar(_ fraction: Double?, marker: Bool, width: Int, ascii: Bool) -> String {
    guard width > 0 else { return "" }
    guard let fraction else { return String(repeating: ascii ? "." : "·", count: width) }
    if marker {
      let at = min(width - 1, Int((fraction * Double(width - 1)).rounded()))
      let line = ascii ? "-" : "─"
      return String(repeating: line, count: at) + (ascii ? "o" : "●")
        + String(repeating: line, count: width - 1 - at)
    }
    let filled = min(width, Int((fraction * Double(width)).rounded()))
    return String(repeating: ascii ? "#" : "█", count: filled)
      + String(repeating: ascii ? "-" : "░", count: width - filled)
  }
}
