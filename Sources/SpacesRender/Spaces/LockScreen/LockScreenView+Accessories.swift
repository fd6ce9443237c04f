import Foundation
import SpacesEngine
import SpacesKit

extension LockScreenView {
  /// Where the circular and rectangular accessory widgets are drawn (a circular one's ring
  /// included), by index into `lockScreen`: read from the accessory row's laid-out tree
  /// (`PlacedLockScreen`), as drawing places it.
  package static func accessoryWidgetRects(
    state: DashboardState, in area: Rect, context: RenderContext
  ) -> [(Int, Rect)] {
    PlacedLockScreen(state: state, in: area, painter: Painter(context: context)).accessoryRects
      .map { ($0.index, $0.rect) }
  }

  /// The rectangles of an accessory widget's Buttons and Toggles as drawn in its cells.
  package static func elementRects(
    _ widget: WidgetInstance, in box: Rect, context: RenderContext
  ) -> [Rect] {
    let (node, isPlaceholder) = widget.displayedView
    guard !isPlaceholder else { return [] }
    return ViewRenderer(context: context).layout(node, in: contentRect(of: box)).controlRects
  }

  /// Where an accessory's content goes in its cells: inside a circular one's ring, the middle
  /// three rows of a rectangular one (a row above and below for its focus ring).
  static func contentRect(of box: Rect) -> Rect {
    box.inset(top: 1, left: 1, bottom: 1, right: 1)
  }

  /// The date line as iOS 16 writes it: "Monday, June 8", or with an inline accessory widget
  /// "Mon 8 · " followed by the widget's text (a placeholder's redacted); led by the padlock
  /// when the phone is too short to give it a row of its own.
  func dateLine(
    state: DashboardState, layout: LockScreenLayout
  ) -> (date: String, inline: String) {
    let context = painter.context
    let lock =
      layout.lockRow == nil
      ? painter.glyph(state.device.isLocked ? "lock.fill" : "lock.open.fill") + "  " : ""
    guard let widget = state.widgets.lockScreen.first(where: { $0.family == .accessoryInline })
    else { return (lock + context.lockScreenDate, "") }
    let (node, isPlaceholder) = widget.displayedView
    let shown = isPlaceholder ? HomeScreenView.redacted(node, asciiOnly: context.asciiOnly) : node
    return ("\(lock)\(context.lockScreenShortDate) \(painter.dot) ", shown.plainText)
  }

  /// The circular and rectangular accessory widgets that fit as a row under the clock,
  /// `LockScreenLayout.accessoryGap` columns between each two: centred across the canvas, or
  /// from its left edge when some didn't fit. Each a leaf (`accessoryLeaf`) with the identity
  /// `PlacedLockScreen.accessoryID`.
  func accessoryRow(state: DashboardState, layout: LockScreenLayout) -> ViewNode {
    let widgets = state.widgets.lockScreen
    let focus = state.editMode.isEditing ? state.widgetGallery.lockFocus : nil
    let leaves = layout.accessories.map { index, rect in
      ViewNode.modified(
        accessoryLeaf(
          widgets[index], focused: focus == index, width: rect.width, height: rect.height),
        .id(PlacedLockScreen.accessoryID(index)))
    }
    return ViewNode.row(spacing: LockScreenLayout.accessoryGap, leaves)
      .fillingWidth(layout.hiddenAccessories > 0 ? .leading : .center)
  }

  /// An accessory widget as a leaf of the accessory row, painted by `drawAccessory`.
  func accessoryLeaf(_ widget: WidgetInstance, focused: Bool, width: Int, height: Int) -> ViewNode {
    let view = self
    return .canvas(
      width: .fixed(width), height: .fixed(height),
      key: AccessoryKey(id: widget.id, focused: focused)
    ) { rect, frame in
      view.drawAccessory(widget, focused: focused, in: rect, frame: &frame)
    }
  }

  /// Draws an accessory widget without a box: a circular one inside a ring (its backdrop's
  /// disc), its content centred; a rectangular one as rows of text on the wallpaper. Drawn
  /// desaturated (vibrant); in the focus colour when focused in edit mode.
  func drawAccessory(_ widget: WidgetInstance, focused: Bool, in rect: Rect, frame: inout Frame) {
    let theme = painter.context.theme
    let circular = widget.family == .accessoryCircular
    if circular { drawRing(rect, focused: false, frame: &frame) }
    let (node, isPlaceholder) = widget.displayedView
    var environment = ViewRenderer.DrawingStyle(
      foreground: theme.color(.text), background: theme.color(.background))
    environment.dim = isPlaceholder
    let content = Self.contentRect(of: rect)
    ViewRenderer(context: painter.context).drawWidget(
      isPlaceholder ? HomeScreenView.redacted(node, asciiOnly: painter.context.asciiOnly) : node,
      transition: isPlaceholder ? nil : widget.transition, in: content, frame: &frame,
      environment: environment, owner: "the \(widget.kind.shortKind) widget (\(widget.family))")
    // The ring is the slot's backdrop: vibrant too.
    VibrantRendering.apply(in: circular ? rect : content, frame: &frame, theme: theme)
    guard focused else { return }
    if circular {
      drawRing(rect, focused: true, frame: &frame)
    } else {
      painter.box(focused: true).draw(rect, in: &frame, style: painter.style(.focus, .bold))
    }
  }

  /// Draws a circular slot's ring: a circle of half blocks around its 7×3 content, dim as
  /// iOS's translucent backdrop; the focus colour, bold, when focused in edit mode.
  func drawRing(_ rect: Rect, focused: Bool, frame: inout Frame) {
    guard rect.width >= 4, rect.height >= 3 else { return }
    let style = focused ? painter.style(.focus, .bold) : painter.style(.secondary, [.dim])
    let middle = rect.width - 4
    let ascii = painter.context.asciiOnly
    let top =
      ascii
      ? " ." + String(repeating: "-", count: middle) + ". "
      : " ▗" + String(repeating: "▄", count: middle) + "▖ "
    let bottom =
      ascii
      ? " '" + String(repeating: "-", count: middle) + "' "
      : " ▝" + String(repeating: "▀", count: middle) + "▘ "
    frame.write(top, x: rect.x, y: rect.y, style: style)
    frame.write(bottom, x: rect.x, y: rect.maxY - 1, style: style)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      frame.write(ascii ? "(" : "▐", x: rect.x, y: y, style: style)
      frame.write(ascii ? ")" : "▌", x: rect.maxX - 1, y: y, style: style)
    }
  }
}

extension RenderContext {
  /// "Mon 8": the date line's short form beside an inline accessory widget.
  package var lockScreenShortDate: String {
    let c = components()
    return "\(Self.weekdays[(c.weekday ?? 1) - 1].prefix(3)) \(c.day ?? 1)"
  }
}

/// What an accessory widget's leaf draws from.
private struct AccessoryKey: Equatable, Sendable {
  var id: WidgetID
  var focused: Bool
}
