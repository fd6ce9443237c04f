import Foundation
import SpacesEngine
import SpacesKit

/// The Home Screen: widgets in their families on a phone's four-column grid (small 2×2 units,
/// medium 4×2, large 4×4), the focused one highlighted; the placeholder draws redacted.
package struct HomeScreenView {
  let painter: Painter

  /// Columns of one grid unit (a widget of `n` units is `n * unitWidth - 1` wide).
  static let unitWidth = 11
  /// Rows of one grid unit.
  static let unitHeight = 4
  /// The grid's width in units.
  static let gridUnits = 4

  /// Each widget's place on the grid in units (column, row, width, height), first fit by rows.
  static func placements(_ widgets: [WidgetInstance]) -> [(
    column: Int, row: Int, width: Int, height: Int
  )] {
    placements(spans: widgets.map { span($0.family) })
  }

  /// The places of items of the given sizes in units, in order, first fit by rows: a later
  /// one-unit item (an app icon) fills a hole an earlier widget left.
  static func placements(spans: [(width: Int, height: Int)]) -> [(
    column: Int, row: Int, width: Int, height: Int
  )] {
    // One row of the grid's units a bit each (the grid is `gridUnits` wide), grown as needed.
    var occupied: [UInt8] = []
    var result: [(column: Int, row: Int, width: Int, height: Int)] = []
    result.reserveCapacity(spans.count)
    for (spanWidth, spanHeight) in spans {
      let width = min(max(1, spanWidth), gridUnits)
      let height = max(1, spanHeight)
      var row = 0
      var placed = false
      while !placed {
        if occupied.count < row + height {
          occupied.append(contentsOf: repeatElement(0, count: row + height - occupied.count))
        }
        for column in 0...(gridUnits - width) {
          let bits = UInt8(((1 << width) - 1) << column)
          if (row..<(row + height)).allSatisfy({ occupied[$0] & bits == 0 }) {
            for dy in row..<(row + height) { occupied[dy] |= bits }
            result.append((column, row, spanWidth, spanHeight))
            placed = true
            break
          }
        }
        row += 1
      }
    }
    return result
  }

  /// A family's size in grid units.
  static func span(_ family: WidgetFamily) -> (width: Int, height: Int) {
    switch family {
    case .systemSmall: (2, 2)
    case .systemMedium: (4, 2)
    case .systemLarge: (4, 4)
    case .systemExtraLarge: (4, 4)
    case .accessoryCircular, .accessoryRectangular, .accessoryInline: (1, 1)
    }
  }

  /// Draws the Home Screen into the content area.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let widgets = state.widgets.homeScreen
    drawAppIcons(state: state, in: area, frame: &frame)
    defer { if state.editMode.isEditing { drawEditing(state: state, in: area, frame: &frame) } }
    guard !widgets.isEmpty else {
      guard state.homeScreenApps.apps.isEmpty else { return }
      painter.center(
        "No widgets: the apps place none", in: area, y: area.y + area.height / 2,
        style: painter.style(.secondary), frame: &frame)
      return
    }
    let focus = min(state.widgets.focus, widgets.count - 1)
    let renderer = ViewRenderer(context: painter.context)
    let hidden = Self.hiddenWidgets(state: state, in: area)
    let markerX =
      area.x + max(0, (area.width - (Self.gridUnits * Self.unitWidth - 1)) / 2)
      + Self.gridUnits * Self.unitWidth
    let ascii = painter.context.asciiOnly
    if hidden.above {
      frame.write(ascii ? "^" : "▲", x: markerX, y: area.y + 1, style: painter.style(.secondary))
    }
    if hidden.below {
      frame.write(
        ascii ? "v" : "▼", x: markerX, y: area.maxY - 2, style: painter.style(.secondary))
    }
    for (index, rect) in Self.widgetRects(state: state, in: area) {
      drawWidget(
        widgets[index], focused: index == focus,
        elementFocus: index == focus ? state.widgets.elementFocus : nil, in: rect,
        renderer: renderer, frame: &frame)
      if let stack = state.widgets.stackIndex(containing: widgets[index].id) {
        drawStackDots(state.widgets.stacks[stack], in: rect, frame: &frame)
      }
    }
  }

  /// Where each Home Screen widget on screen is drawn (its box), by index into `homeScreen`;
  /// the grid scrolls by whole units so the focused widget is on screen.
  package static func widgetRects(state: DashboardState, in area: Rect) -> [(Int, Rect)] {
    allWidgetRects(state: state, in: area).filter { $0.1.y >= area.y && $0.1.maxY <= area.maxY }
  }

  /// Whether widgets lie above or below what the scrolled grid shows (drawn as ▲ and ▼ beside
  /// the grid, as Control Center marks its own).
  static func hiddenWidgets(state: DashboardState, in area: Rect) -> (above: Bool, below: Bool) {
    let rects = allWidgetRects(state: state, in: area).map(\.1)
    return (rects.contains { $0.y < area.y }, rects.contains { $0.maxY > area.maxY })
  }

  /// Where every Home Screen widget goes in the scrolled grid, on screen or not.
  private static func allWidgetRects(state: DashboardState, in area: Rect) -> [(Int, Rect)] {
    let widgets = state.widgets.homeScreen
    guard !widgets.isEmpty else { return [] }
    let placements = Self.placements(widgets)
    let focus = min(state.widgets.focus, widgets.count - 1)
    let gridWidth = Self.gridUnits * Self.unitWidth - 1
    let x0 = area.x + max(0, (area.width - gridWidth) / 2)
    let focused = placements[focus]
    let visibleUnits = max(1, (area.height - 1) / Self.unitHeight)
    let firstRow = max(0, focused.row + focused.height - visibleUnits)
    let y0 = area.y + 1 - firstRow * Self.unitHeight
    var result: [(Int, Rect)] = []
    for index in widgets.indices {
      let place = placements[index]
      let rect = Rect(
        x: x0 + place.column * Self.unitWidth, y: y0 + place.row * Self.unitHeight,
        width: place.width * Self.unitWidth - 1, height: place.height * Self.unitHeight - 1)
      result.append((index, rect))
    }
    return result
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

  /// Draws one widget in a box: its current entry, or its placeholder redacted.
  package func drawWidget(
    _ widget: WidgetInstance, focused: Bool, elementFocus: Int? = nil, in rect: Rect,
    renderer: ViewRenderer, frame: inout Frame
  ) {
    painter.box(focused: focused).draw(
      rect, in: &frame, style: focused ? painter.style(.focus, .bold) : painter.style(.border))
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
