import Foundation
import SpacesEngine
import SpacesKit

/// The Home Screen as a phone draws it: a page of widgets and app icons on iOS's 4 × 6 grid
/// (`HomeScreenGrid`: small widgets 2 × 2 icon cells, medium 4 × 2, large 4 × 4, each app's icon
/// one cell with its name under it), the page dots, and the dock; the focused widget has a
/// bright border, the focused icon its name reversed; the placeholder draws redacted. `Y`
/// turns it into StandBy.
package struct HomeScreenView {
  let painter: Painter

  /// Columns of one grid unit (a widget of `n` units is `n * unitWidth - 1` wide).
  static let unitWidth = HomeScreenLayout.unitWidth
  /// Rows of one grid unit.
  static let unitHeight = HomeScreenLayout.unitHeight
  /// The grid's width in units.
  static let gridUnits = HomeScreenGrid.columns

  /// A family's size in grid units.
  static func span(_ family: WidgetFamily) -> (width: Int, height: Int) {
    HomeScreenGrid.span(family)
  }

  /// Whether the Home Screen shows StandBy (`Y`; edit mode shows the Home Screen it edits).
  package static func showsStandBy(_ state: DashboardState) -> Bool {
    state.homeScreenApps.standBy != nil && !state.editMode.isEditing
  }

  /// Draws the Home Screen into its area: the phone canvas (StandBy: the content area).
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    if let standBy = state.homeScreenApps.standBy, !state.editMode.isEditing {
      StandByView(painter: painter).draw(standBy, state: state, in: area, frame: &frame)
      return
    }
    let widgets = state.widgets.homeScreen
    defer { if state.editMode.isEditing { drawEditing(state: state, in: area, frame: &frame) } }
    guard !widgets.isEmpty || !state.homeScreenApps.apps.isEmpty else {
      painter.draw(
        ViewNode.line("No widgets: the apps place none", .secondary).fillingWidth(),
        in: Rect(x: area.x, y: area.y + area.height / 2, width: area.width, height: 1),
        owner: "the empty Home Screen", frame: &frame)
      return
    }
    let screen = PlacedHomeScreen(state: state, in: area, painter: painter)
    screen.drawPage(painter: painter, frame: &frame)
    drawDock(screen, frame: &frame)
  }

  /// Where each Home Screen widget on the page on screen is drawn (its box), by index into
  /// `homeScreen`; the grid scrolls by whole units so the focused item is on screen.
  package static func widgetRects(state: DashboardState, in area: Rect) -> [(Int, Rect)] {
    HomeScreenLayout(state: state, in: area).shownPlaces.compactMap { place, rect in
      guard case .widget(let index) = place.item else { return nil }
      return (index, rect)
    }
  }

  /// The rectangles of a widget's interactive elements (its Buttons and Toggles) as drawn in
  /// its box, in `interactiveElements` order.
  package static func elementRects(
    _ widget: WidgetInstance, in rect: Rect, context: RenderContext
  ) -> [Rect] {
    let (node, isPlaceholder) = widget.displayedView
    guard !isPlaceholder else { return [] }
    let tile = WidgetTile(node, in: rect)
    return ViewRenderer(context: context).layout(tile.content, in: tile.contentRect).controlRects
  }

  /// Where a widget's view goes inside its box (when its tile applies margins).
  static func contentRect(_ box: Rect) -> Rect { WidgetTile.contentRect(box) }

  /// Draws one widget in a box: its current entry, or its placeholder redacted. `drawsBox`
  /// off: the box is drawn already (the Home Screen's tile view has it as its background,
  /// `widgetBox`), and the view's outline is read from the frame.
  package func drawWidget(
    _ widget: WidgetInstance, focused: Bool, elementFocus: Int? = nil, in rect: Rect,
    renderer: ViewRenderer, drawsBox: Bool = true, frame: inout Frame
  ) {
    if drawsBox { drawWidgetBox(focused: focused, in: rect, frame: &frame) }
    let (node, isPlaceholder) = widget.displayedView
    var environment = ViewRenderer.DrawingStyle(
      foreground: painter.context.theme.color(.text),
      background: painter.context.theme.color(.background))
    environment.dim = isPlaceholder
    let tile = WidgetTile(
      isPlaceholder ? Self.redacted(node, asciiOnly: painter.context.asciiOnly) : node, in: rect)
    let content = tile.contentRect
    guard content.width > 0, content.height > 0 else { return }
    let outline = tile.coversOutline ? tile.outline(of: frame) : []
    tile.drawBackground(renderer: renderer, frame: &frame, style: environment)
    // Over its container background the view's text keeps the cells' colour, as on the
    // theme's page: with the page's colour as its own, text in a light or high-contrast theme
    // drew strips of the page across the widget's background.
    if tile.background != nil { environment.background = .default }
    let placed = renderer.layout(tile.content, in: content, labelStyle: environment.labelStyle)
    var transition = isPlaceholder ? nil : widget.transition
    if let from = transition?.from { transition?.from = WidgetTile(from, in: rect).content }
    renderer.drawWidget(
      tile.content, placed: placed, transition: transition, in: content, frame: &frame,
      environment: environment, owner: "the \(widget.kind.shortKind) widget (\(widget.family))")
    tile.redrawOutline(outline, frame: &frame)
    if !widget.family.isSystem {
      VibrantRendering.apply(in: content, frame: &frame, theme: painter.context.theme)
    }
    // The focused element of the focused widget is drawn reversed (Enter/Space presses it).
    let controls = placed.controlRects
    if let elementFocus, !controls.isEmpty {
      frame.restyle(controls[min(elementFocus, controls.count - 1)].intersection(content)) {
        $0.attributes.insert(.reverse)
      }
    }
  }

  /// A widget's box: rounded, heavy while focused (in the focus colour).
  func drawWidgetBox(focused: Bool, in rect: Rect, frame: inout Frame) {
    painter.box(focused: focused).draw(
      rect, in: &frame, style: focused ? painter.style(.focus, .bold) : painter.style(.border))
  }

  /// A widget's box (`drawWidgetBox`) as a leaf as large as it is offered: the background of
  /// the widget's tile view.
  func widgetBox(focused: Bool) -> ViewNode {
    let view = self
    return .canvas(
      width: .flexible(min: 0, max: nil), height: .flexible(min: 0, max: nil), key: focused
    ) {
      rect, frame in
      view.drawWidgetBox(focused: focused, in: rect, frame: &frame)
    }
  }

  /// A view with its text replaced by blocks, as `.redacted(reason: .placeholder)` draws it.
  static func redacted(_ node: ViewNode, asciiOnly: Bool) -> ViewNode {
    switch node {
    case .text(.verbatim(let text)):
      .text(.verbatim(String(text.map { $0 == " " ? " " : (asciiOnly ? "#" : "▒") })))
    case .text: .text(.verbatim(asciiOnly ? "####" : "▒▒▒▒"))
    case .label(let title, let icon):
      .label(title: redacted(title, asciiOnly: asciiOnly), icon: icon)
    case .stack(let axis, let alignment, let spacing, let children):
      .stack(
        axis, alignment: alignment, spacing: spacing,
        children: children.map { redacted($0, asciiOnly: asciiOnly) })
    case .zStack(let alignment, let children):
      .zStack(alignment: alignment, children: children.map { redacted($0, asciiOnly: asciiOnly) })
    case .group(let children): .group(children.map { redacted($0, asciiOnly: asciiOnly) })
    case .modified(let content, let modifier):
      .modified(redacted(content, asciiOnly: asciiOnly), modifier)
    default: node
    }
  }
}
