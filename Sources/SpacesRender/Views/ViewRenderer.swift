import Foundation
import SpacesEngine
import SpacesKit

/// Lays out a view tree into terminal cells: SwiftUI's proposal → size → place, in cells.
///
/// Points convert to cells at 8 pt per column and 16 pt per row. Text is one line, truncated
/// with "…" when it doesn't fit; stacks give fixed children their ideal size and share what is
/// left between spacers; `frame` and `padding` work as in SwiftUI.
public struct ViewRenderer {
  /// Inherited drawing state: colours and emphasis set by modifiers.
  public struct Environment: Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var tint: TerminalColor?
    public var bold = false
    public var dim = false
    public var labelStyle: LabelStyleKind = .automatic

    public init(foreground: TerminalColor, background: TerminalColor = .default) {
      self.foreground = foreground
      self.background = background
    }

    var style: CellStyle {
      var attributes: CellAttributes = []
      if bold { attributes.insert(.bold) }
      if dim { attributes.insert(.dim) }
      return CellStyle(foreground: foreground, background: background, attributes: attributes)
    }
  }

  /// A size in cells.
  public struct Size: Equatable, Sendable {
    public var width: Int
    public var height: Int
  }

  let context: RenderContext

  public init(context: RenderContext) { self.context = context }

  /// Cells for a length in points along the horizontal axis.
  public static func columns(_ points: Double) -> Int { Int((points / 8).rounded()) }
  /// Cells for a length in points along the vertical axis.
  public static func rows(_ points: Double) -> Int { Int((points / 16).rounded()) }

  /// Draws a node into a rectangle of the frame.
  public func draw(_ node: ViewNode, in rect: Rect, frame: inout Frame, environment: Environment) {
    guard rect.width > 0, rect.height > 0 else { return }
    switch node {
    case .empty, .spacer:
      break
    case .text(let content):
      let text = CellWidth.truncate(TextFormatter.string(content, context: context), to: rect.width)
      frame.write(text, x: rect.x, y: rect.y, style: environment.style, maxWidth: rect.width)
    case .image(let name):
      var style = environment.style
      if let tint = environment.tint { style.foreground = tint }
      frame.write(context.glyph(name), x: rect.x, y: rect.y, style: style, maxWidth: rect.width)
    case .label(let title, let icon):
      switch environment.labelStyle {
      case .titleOnly: draw(title, in: rect, frame: &frame, environment: environment)
      case .iconOnly: draw(icon, in: rect, frame: &frame, environment: environment)
      default:
        let row = ViewNode.stack(
          .horizontal, alignment: .center, spacing: 8, children: [icon, title])
        draw(row, in: rect, frame: &frame, environment: environment)
      }
    case .color(let color):
      var style = environment.style
      style.background = context.theme.resolve(color)
      frame.fill(rect, style: style)
    case .group(let children):
      draw(
        .stack(.vertical, alignment: .center, spacing: 0, children: children), in: rect,
        frame: &frame, environment: environment)
    case .stack(let axis, let alignment, let spacing, let children):
      drawStack(
        axis: axis, alignment: alignment, spacing: spacing, children: children, in: rect,
        frame: &frame, environment: environment)
    case .modified(let content, let modifier):
      drawModified(content, modifier: modifier, in: rect, frame: &frame, environment: environment)
    }
  }

  private func drawModified(
    _ content: ViewNode, modifier: ViewModifierValue, in rect: Rect, frame: inout Frame,
    environment: Environment
  ) {
    var environment = environment
    var rect = rect
    switch modifier {
    case .font(let font):
      if let font {
        environment.bold = font.isBold
        environment.dim = font.isSecondary
      }
    case .bold(let on): environment.bold = on
    case .foreground(let color):
      if let color { environment.foreground = context.theme.resolve(color) }
    case .tint(let color):
      if let color { environment.tint = context.theme.resolve(color) }
    case .padding(let insets):
      rect = rect.inset(
        top: Self.rows(insets.top), left: Self.columns(insets.leading),
        bottom: Self.rows(insets.bottom), right: Self.columns(insets.trailing))
    case .frame(let width, let height, let alignment):
      let size = measure(content, proposal: Size(width: rect.width, height: rect.height))
      let frameWidth = width.map { min(rect.width, Self.columns($0)) } ?? rect.width
      let frameHeight = height.map { min(rect.height, Self.rows($0)) } ?? rect.height
      let box = Rect(x: rect.x, y: rect.y, width: frameWidth, height: frameHeight)
      let inner = Size(width: min(size.width, frameWidth), height: min(size.height, frameHeight))
      rect = Self.align(inner, in: box, alignment: alignment)
    case .labelStyle(let style): environment.labelStyle = style
    case .monospacedDigit, .controlWidgetActionHint, .controlWidgetStatus, .privacySensitive:
      break
    }
    draw(content, in: rect, frame: &frame, environment: environment)
  }

  private func drawStack(
    axis: StackAxis, alignment: StackAlignment, spacing: Double?, children: [ViewNode],
    in rect: Rect, frame: inout Frame, environment: Environment
  ) {
    let gap =
      axis == .horizontal ? Self.columns(spacing ?? 8) : Self.rows(spacing ?? 0)
    let available = axis == .horizontal ? rect.width : rect.height
    let cross = axis == .horizontal ? rect.height : rect.width
    var lengths = [Int](repeating: 0, count: children.count)
    var spacers: [Int] = []
    var used = gap * max(0, children.count - 1)
    for (index, child) in children.enumerated() {
      if case .spacer(let minLength) = child {
        spacers.append(index)
        let minimum = minLength.map { axis == .horizontal ? Self.columns($0) : Self.rows($0) } ?? 0
        lengths[index] = minimum
        used += minimum
        continue
      }
      let proposal =
        axis == .horizontal
        ? Size(width: max(0, available - used), height: cross)
        : Size(width: cross, height: max(0, available - used))
      let size = measure(child, proposal: proposal)
      let length = min(axis == .horizontal ? size.width : size.height, max(0, available - used))
      lengths[index] = length
      used += length
    }
    let extra = max(0, available - used)
    if !spacers.isEmpty {
      for (n, index) in spacers.enumerated() {
        lengths[index] += extra / spacers.count + (n < extra % spacers.count ? 1 : 0)
      }
    }
    var offset = 0
    if spacers.isEmpty {
      offset = alignmentOffset(extra, axis == .horizontal ? .leading : .top)
    }
    for (index, child) in children.enumerated() {
      let length = lengths[index]
      let childCross =
        axis == .horizontal
        ? measure(child, proposal: Size(width: length, height: cross)).height
        : measure(child, proposal: Size(width: cross, height: length)).width
      let crossLength = min(cross, childCross)
      let crossOffset = alignmentOffset(cross - crossLength, alignment)
      let childRect =
        axis == .horizontal
        ? Rect(x: rect.x + offset, y: rect.y + crossOffset, width: length, height: crossLength)
        : Rect(x: rect.x + crossOffset, y: rect.y + offset, width: crossLength, height: length)
      draw(child, in: childRect, frame: &frame, environment: environment)
      offset += length + gap
    }
  }

  private func alignmentOffset(_ free: Int, _ alignment: StackAlignment) -> Int {
    switch alignment {
    case .leading, .top: 0
    case .center: free / 2
    case .trailing, .bottom: free
    }
  }

  static func align(_ size: Size, in box: Rect, alignment: Alignment) -> Rect {
    let dx: Int
    switch alignment.horizontal {
    case .leading: dx = 0
    case .center: dx = (box.width - size.width) / 2
    case .trailing: dx = box.width - size.width
    }
    let dy: Int
    switch alignment.vertical {
    case .top, .firstTextBaseline: dy = 0
    case .center: dy = (box.height - size.height) / 2
    case .bottom, .lastTextBaseline: dy = box.height - size.height
    }
    return Rect(x: box.x + dx, y: box.y + dy, width: size.width, height: size.height)
  }

  /// The size a node wants within a proposal.
  public func measure(_ node: ViewNode, proposal: Size) -> Size {
    switch node {
    case .empty:
      return Size(width: 0, height: 0)
    case .spacer(let minLength):
      return Size(width: minLength.map(Self.columns) ?? 0, height: 0)
    case .text(let content):
      let width = CellWidth.of(TextFormatter.string(content, context: context))
      return Size(width: min(width, proposal.width), height: 1)
    case .image(let name):
      return Size(width: CellWidth.of(context.glyph(name)), height: 1)
    case .color:
      return proposal
    case .label(let title, let icon):
      let t = measure(title, proposal: proposal)
      let i = measure(icon, proposal: proposal)
      return Size(
        width: min(proposal.width, t.width + i.width + 1), height: max(t.height, i.height))
    case .group(let children):
      return measure(
        .stack(.vertical, alignment: .center, spacing: 0, children: children), proposal: proposal)
    case .stack(let axis, _, let spacing, let children):
      var main = 0
      var cross = 0
      var hasSpacer = false
      for child in children {
        if case .spacer = child { hasSpacer = true }
        let size = measure(child, proposal: proposal)
        main += axis == .horizontal ? size.width : size.height
        cross = max(cross, axis == .horizontal ? size.height : size.width)
      }
      let gaps = max(0, children.count - 1)
      if axis == .horizontal {
        main += gaps * Self.columns(spacing ?? 8)
        let width = hasSpacer ? proposal.width : min(main, proposal.width)
        return Size(width: width, height: min(cross, proposal.height))
      } else {
        main += gaps * Self.rows(spacing ?? 0)
        let height = hasSpacer ? proposal.height : min(main, proposal.height)
        return Size(width: min(cross, proposal.width), height: height)
      }
    case .modified(let content, let modifier):
      switch modifier {
      case .padding(let insets):
        let h = Self.columns(insets.leading) + Self.columns(insets.trailing)
        let v = Self.rows(insets.top) + Self.rows(insets.bottom)
        let inner = measure(
          content,
          proposal: Size(width: max(0, proposal.width - h), height: max(0, proposal.height - v)))
        return Size(width: inner.width + h, height: inner.height + v)
      case .frame(let width, let height, _):
        let inner = measure(content, proposal: proposal)
        return Size(
          width: width.map { min(proposal.width, Self.columns($0)) } ?? inner.width,
          height: height.map { min(proposal.height, Self.rows($0)) } ?? inner.height)
      default:
        return measure(content, proposal: proposal)
      }
    }
  }
}
