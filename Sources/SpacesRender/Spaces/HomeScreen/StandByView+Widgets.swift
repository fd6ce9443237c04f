import SpacesEngine
import SpacesKit

/// StandBy's widgets as iOS 17 shows them on a phone on its side: each small widget scaled up
/// to fill its half of the screen (a square, as the small family is), its container background
/// removed so the content sits on StandBy's black, no tile around it.
extension StandByView {
  /// The widget's square in a stack's half: the largest square in points (two columns a row)
  /// that fits, centred.
  static func widgetRect(in half: Rect) -> Rect {
    let height = min(half.height, half.width / 2)
    let width = min(half.width, height * 2)
    return Rect(
      x: half.x + (half.width - width) / 2, y: half.y + (half.height - height) / 2, width: width,
      height: height)
  }

  /// Draws a small widget's entry (its placeholder redacted) in its square: as StandBy drew it
  /// (the environment saying its container background doesn't show; until then its Home
  /// Screen view with the background removed), text light on StandBy's dark canvas, inside the
  /// family's margins unless the widget disabled them. Its layout is proposed the whole square, as iOS scales
  /// the small widget's layout up (a terminal can't make its text larger). StandBy's drawings
  /// are the widgets' state's (`WidgetsFeature.State.standByDrawings`).
  func drawWidget(
    _ widget: WidgetInstance, of widgets: WidgetsFeature.State, in square: Rect,
    style: ThemeStyle, renderer: ViewRenderer, frame: inout Frame
  ) {
    let (node, isPlaceholder) = widgets.standByDisplayedView(of: widget)
    let shown =
      isPlaceholder ? HomeScreenView.redacted(node, asciiOnly: painter.context.asciiOnly) : node
    let tile = WidgetTile(shown, in: square)
    let content = tile.contentRect
    guard content.width > 0, content.height > 0 else { return }
    let cell = style.cellStyle(in: painter.context.theme)
    var environment = ViewRenderer.DrawingStyle(
      foreground: cell.foreground, background: cell.background)
    environment.dim = isPlaceholder
    let placed = renderer.layout(tile.content, in: content, labelStyle: environment.labelStyle)
    let transition = isPlaceholder ? nil : widgets.standByTransition(of: widget)
    renderer.drawWidget(
      tile.content, placed: placed, transition: transition, in: content, frame: &frame,
      environment: environment,
      owner: "the \(widget.kind.shortKind) widget (\(widget.family), StandBy)")
  }

  /// The focused stack's mark: its square's four corners in the focus colour (iOS needs none;
  /// the keyboard needs to see which stack `↑` `↓` rotate).
  func drawFocusCorners(around square: Rect, frame: inout Frame) {
    guard square.width >= 2, square.height >= 2 else { return }
    let theme = painter.context.theme
    let style = painter.style(.focus, .bold, on: theme.isMonochrome ? .background : .island)
    let ascii = painter.context.asciiOnly
    let corners: [(Character, Int, Int)] = [
      (ascii ? "+" : "╭", square.x, square.y), (ascii ? "+" : "╮", square.maxX - 1, square.y),
      (ascii ? "+" : "╰", square.x, square.maxY - 1),
      (ascii ? "+" : "╯", square.maxX - 1, square.maxY - 1),
    ]
    for (glyph, x, y) in corners { frame.put(glyph, x: x, y: y, style: style) }
  }
}
