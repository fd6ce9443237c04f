import Foundation
import SpacesEngine
import SpacesKit

/// Lays out a view tree into terminal cells: SwiftUI's proposal → size → place, in cells.
///
/// Points convert to cells at 8 pt per column and 16 pt per row. Layout measures each node once
/// per proposal and produces a `PlacedView` tree; drawing walks that tree, each view clipped to
/// its rectangle. Text wraps at word boundaries and truncates its last line with "…"; stacks
/// give their children space from the least flexible to the most (see `StackLayout`); `frame`,
/// `padding`, `overlay` and `background` work as in SwiftUI; text drawn in the terminal's
/// default background keeps the colour already behind it. The root view is offered the whole
/// rectangle and placed at the size it takes in the rectangle's top-left corner.
///
/// Apps' views and the dashboard's own screens both go through it: a screen declares its rows
/// as `ViewNode`s in cells and theme roles (`ViewNode+Dashboard`), its custom painting as
/// `HostCanvas` leaves that paint into the rectangle they are placed in.
package struct ViewRenderer {
  /// The old name of `DrawingStyle`, kept so call sites written before the rename still build.
  @available(*, deprecated, renamed: "DrawingStyle")
  package typealias Environment = DrawingStyle

  /// A size in cells.
  package struct Size: Hashable, Sendable {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  let context: RenderContext

  package init(context: RenderContext) { self.context = context }

  /// Cells for a length in points along the horizontal axis.
  package static func columns(_ points: Double) -> Int { LayoutNode.columns(points) }
  /// Cells for a length in points along the vertical axis.
  package static func rows(_ points: Double) -> Int { LayoutNode.rows(points) }

  /// Lays out a node in a rectangle: every view's rectangle, text wrapped, nothing drawn.
  package func layout(
    _ node: ViewNode, in rect: Rect, labelStyle: LabelStyleKind = .automatic
  ) -> PlacedView {
    // The same tree in a rectangle of the same size as a frame before: placed as it was.
    LayoutWarnings.reportingAssetProblems {
      PlacedViewCache.shared.placed(node, in: rect, labelStyle: labelStyle, context: context) {
        freshLayout(node, in: rect, labelStyle: labelStyle)
      }
    }
  }

  /// Lays out a node without the cache.
  func freshLayout(_ node: ViewNode, in rect: Rect, labelStyle: LabelStyleKind) -> PlacedView {
    let proposal = Size(width: rect.width, height: rect.height)
    let root = makeLayout(node, labelStyle: labelStyle, container: proposal)
    let size = root.size(for: proposal)
    return root.place(
      in: Rect(
        x: rect.x, y: rect.y, width: min(size.width, rect.width),
        height: min(size.height, rect.height)),
      proposal: proposal)
  }

  /// Draws a node into a rectangle of the frame: lays it out, then draws the placed tree.
  ///
  /// Content larger than the rectangle is drawn as far as it fits, with a marker in the
  /// rectangle's last cell, and logged once naming `owner` (see `ContentOverflow`).
  package func draw(
    _ node: ViewNode, in rect: Rect, frame: inout Frame, environment style: DrawingStyle,
    owner: String? = nil
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    LayoutWarnings.reportingAssetProblems {
      let placed = layout(node, in: rect, labelStyle: style.labelStyle)
      draw(placed, frame: &frame, style: style)
      markOverflow(of: placed, node: node, in: rect, owner: owner, frame: &frame, style: style)
    }
  }

  /// Draws a placed tree, each view clipped to its rectangle.
  package func draw(_ placed: PlacedView, frame: inout Frame, style: DrawingStyle) {
    frame.pushClip(placed.rect)
    defer { frame.popClip() }
    var style = style
    let rect = placed.rect
    if case .style(.clipShape(let geometry)) = placed.content {
      drawClipped(placed, to: geometry, frame: &frame, style: style)
      return
    }
    if case .style(.colorEffect(let effect)) = placed.content {
      drawColorAdjusted(placed, effect: effect, frame: &frame, style: style)
      return
    }
    switch placed.content {
    case .none:
      break
    case .text(let lines):
      for (row, line) in lines.enumerated() {
        write(line, x: rect.x, y: rect.y + row, width: rect.width, style: style, frame: &frame)
      }
    case .image(let glyph):
      var tinted = style
      if let tint = style.tint { tinted.foreground = tint }
      write(glyph, x: rect.x, y: rect.y, width: rect.width, style: tinted, frame: &frame)
    case .bitmap(let look):
      drawBitmap(look, in: rect, style: style, frame: &frame)
    case .fill(let color):
      if color.alpha < 1 {
        drawShape(
          ShapeNode(geometry: ShapeGeometry(kind: .rectangle), paint: .color(color)), in: rect,
          style: style, frame: &frame)
      } else if !color.isClear {
        var cellStyle = style.cellStyle
        cellStyle.background = context.theme.resolve(color)
        frame.fill(rect, style: cellStyle)
      }
    case .shape(let shape):
      drawShape(shape, in: rect, style: style, frame: &frame)
    case .canvas(let canvas):
      (canvas.painting as? CanvasPainting)?.paint(rect, &frame)
    case .style(let modifier):
      if case .opacity(let opacity) = modifier, opacity <= 0 { return }
      style = style.applying(modifier, theme: context.theme)
    case .control(.labelOnly(let tinted)):
      if tinted {
        style.foreground = style.tint ?? context.theme.color(.accent)
        style.inheritsForeground = false
      }
    case .control(let look):
      if look == .button {
        // The label on the tint (the accent colour when none is set).
        let fill = style.tint ?? context.theme.color(.accent)
        var cellStyle = style.cellStyle
        cellStyle.background = fill
        frame.fill(rect, style: cellStyle)
        style.background = fill
        style.foreground = context.theme.resolve(.white)
        style.inheritsForeground = false
        style.tint = nil
      } else if look == .link {
        style.foreground = style.tint ?? context.theme.color(.accent)
        style.inheritsForeground = false
      }
    }
    for child in placed.children {
      draw(child, frame: &frame, style: style)
    }
  }

  /// Writes text or a glyph; with the terminal's default background it keeps the background of
  /// the cells it covers, so text over a `background` colour or a `ZStack` colour stays on it.
  private func write(
    _ text: String, x: Int, y: Int, width: Int, style: DrawingStyle, frame: inout Frame
  ) {
    guard style.background == .default else {
      var cellStyle = style.cellStyle
      if let background = RGB(cellStyle.background) {
        cellStyle.foreground = context.theme.readableText(cellStyle.foreground, on: background)
      }
      frame.write(text, x: x, y: y, style: cellStyle, maxWidth: width)
      return
    }
    let span = Rect(x: x, y: y, width: width, height: 1).intersection(frame.clipRect)
    guard span.width > 0, span.height > 0 else { return }
    // Only the cells the text covers change; their backgrounds go back as they were. A short
    // line keeps its backgrounds on the stack (no allocation per line).
    withUnsafeTemporaryAllocation(of: TerminalColor.self, capacity: span.width) { backgrounds in
      for offset in 0..<span.width {
        backgrounds.initializeElement(at: offset, to: frame[span.x + offset, y].style.background)
      }
      let used = frame.write(text, x: x, y: y, style: style.cellStyle, maxWidth: width)
      // A wide grapheme cut by the clip may blank one cell beyond what the text used.
      let touched = min(span.width, max(0, x + used - span.x) + 1)
      let readable = readsOnColor(style)
      for offset in 0..<touched {
        var cell = frame[span.x + offset, y]
        cell.style.background = backgrounds[offset]
        if readable, let background = RGB(backgrounds[offset]) {
          cell.style.foreground = background.readableText.terminalColor
        } else {
          cell.style.foreground = context.theme.readableText(
            cell.style.foreground, on: RGB(backgrounds[offset]) ?? context.theme.canvas)
        }
        frame[span.x + offset, y] = cell
      }
      _ = backgrounds.deinitialize()
    }
  }

  /// The size a node takes within a proposal.
  package func measure(_ node: ViewNode, proposal: Size) -> Size {
    makeLayout(node, labelStyle: .automatic, container: proposal).size(for: proposal)
  }

  private func makeLayout(_ node: ViewNode, labelStyle: LabelStyleKind, container: Size)
    -> LayoutNode
  {
    var inherited = LayoutNode.Inherited(lineLimit: nil, labelStyle: labelStyle, stackAxis: nil)
    inherited.container = container
    return LayoutNode.make(node, context: context, inherited: inherited)
  }
}

extension Color {
  /// Whether the colour paints nothing: `Color.clear` or an RGB colour of zero opacity.
  var isClear: Bool {
    switch storage {
    case .system(let name): name == "clear"
    case .rgb, .asset: alpha <= 0
    }
  }
}
