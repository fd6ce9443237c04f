import SpacesEngine
import SpacesKit

/// The page on show as a view tree: each item on screen (a widget's tile, an icon's cell with
/// its name) a box of its grid cells, offset from the top of the first item shown by whole
/// cells as iOS's grid places it; the page dots with what the scroll hides counted beside them.
extension HomeScreenView {
  /// The identity of a grid item's box in the page's tree (`PlacedHomeScreen.shownItems`).
  static func gridItemID(_ item: HomeScreenGrid.Item) -> ViewIdentity {
    switch item {
    case .widget(let index): ViewIdentity("widget \(index)")
    case .app(let index): ViewIdentity("app \(index)")
    }
  }

  /// The page's items on screen as one tree, and the rectangle to lay it out in: the grid's
  /// columns, from the first item's top (above the viewport when the scroll cuts it) to the
  /// last one's bottom (below it likewise), drawn clipped to the viewport. `nil`: nothing shown.
  func gridPage(
    _ layout: HomeScreenLayout, state: DashboardState, focused: HomeScreenGrid.Item?
  ) -> (node: ViewNode, rect: Rect)? {
    let shown = layout.shownPlaces
    guard let top = shown.map(\.rect.y).min(), let bottom = shown.map(\.rect.maxY).max() else {
      return nil
    }
    let widgets = state.widgets.homeScreen
    let apps = state.homeScreenApps.apps
    let items = shown.map { place, rect -> ViewNode in
      let box: ViewNode
      switch place.item {
      case .widget(let index):
        let isFocused = focused == .widget(index)
        box = widgetTile(
          widgets[index], focused: isFocused,
          elementFocus: isFocused ? state.widgets.elementFocus : nil,
          stack: state.widgets.stackIndex(containing: widgets[index].id).map {
            state.widgets.stacks[$0]
          }, width: rect.width, height: rect.height)
      case .app(let index):
        box = gridIcon(apps[index], focused: focused == .app(index))
      }
      return ViewNode.modified(
        box.frame(width: rect.width, height: rect.height, alignment: .top),
        .id(Self.gridItemID(place.item))
      ).padding(top: rect.y - top, leading: rect.x - layout.gridX)
    }
    return (
      .zStack(alignment: .topLeading, children: items),
      Rect(x: layout.gridX, y: top, width: HomeScreenLayout.gridWidth, height: bottom - top)
    )
  }

  /// A widget's tile in the page's tree: a leaf drawing its view (`drawWidget`) with its box
  /// as its background (`widgetBox`), and over it a Smart Stack's dots (`stackDots`).
  func widgetTile(
    _ widget: WidgetInstance, focused: Bool, elementFocus: Int?, stack: SmartStack?,
    width: Int, height: Int
  ) -> ViewNode {
    let view = self
    let key = WidgetTileKey(id: widget.id, focused: focused, elementFocus: elementFocus)
    let content = ViewNode.canvas(width: .fixed(width), height: .fixed(height), key: key) {
      rect, frame in
      view.drawWidget(
        widget, focused: focused, elementFocus: elementFocus, in: rect,
        renderer: ViewRenderer(context: view.painter.context), drawsBox: false, frame: &frame)
    }
    let tile = ViewNode.modified(
      content, .background(widgetBox(focused: focused), alignment: .center))
    guard let dots = stack.flatMap({ stackDots($0, width: width, height: height) }) else {
      return tile
    }
    return .zStack(alignment: .topLeading, children: [tile, dots])
  }

  /// An app's icon in its grid cell: the icon centred, its name under it (reversed when
  /// focused), in the gap between grid rows where iOS writes it.
  func gridIcon(_ app: HomeScreenApp, focused: Bool) -> ViewNode {
    .column([
      AppIconView(painter: painter).view(app).fillingWidth(),
      ViewNode.line(app.name, style: focused ? focusedNameStyle : painter.style(.text))
        .fillingWidth(),
    ])
  }

  /// The page dots centred across the grid (`●` the page on show, `○` the others), with what
  /// the scrolled page hides counted three columns to either side ("▲ n", "▼ n").
  func pageDots(_ layout: HomeScreenLayout) -> ViewNode {
    let ascii = painter.context.asciiOnly
    let count = layout.grid.pageCount
    let width = max(0, count * 2 - 1)
    let left = max(0, (HomeScreenLayout.gridWidth - width) / 2)
    let dots = (0..<count).map { page in
      page == layout.page
        ? ViewNode.line(ascii ? "*" : "●", .text, .bold) : .line(ascii ? "." : "○", .secondary)
    }
    let hidden = layout.hidden
    let above: ViewNode =
      hidden.above > 0
      ? ViewNode.line("\(ascii ? "^" : "▲") \(hidden.above)", .secondary).padding(trailing: 3)
      : .empty
    let below: ViewNode =
      hidden.below > 0
      ? ViewNode.line("\(ascii ? "v" : "▼") \(hidden.below)", .secondary).padding(leading: 3)
      : .empty
    return .row([
      above.frame(width: left, alignment: .trailing), .row(spacing: 1, dots),
      below.frame(width: max(0, HomeScreenLayout.gridWidth - width - left), alignment: .leading),
    ])
  }
}

/// What a widget's tile leaf draws from.
private struct WidgetTileKey: Equatable, Sendable {
  var id: WidgetID
  var focused: Bool
  var elementFocus: Int?
}
