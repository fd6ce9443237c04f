import SpacesEngine
import SpacesKit

/// The Home Screen's view trees, laid out once in the space (`HomeScreenLayout` says which
/// page shows, its scroll, the dots' row and the dock's band): what drawing draws and what
/// mouse clicks are tested against, so a click lands on the cells a thing is drawn in. The
/// page's items on screen are one tree (`HomeScreenView.gridPage`), the page dots a row, the
/// dock a row of icon leaves placed in its band.
package struct PlacedHomeScreen {
  /// The space's layout: the page on show, its scroll, the dots' row and the dock's band.
  package let layout: HomeScreenLayout
  /// The page's items on screen, in the order the tree draws them.
  let items: [HomeScreenGrid.Item]
  /// The page's items laid out where the scrolled grid puts them, drawn clipped to the
  /// viewport (`nil`: none on screen).
  let grid: PlacedTree?
  /// The page dots' row.
  let dots: PlacedTree
  /// The dock's row of icons, laid out in its band (`nil`: no dock).
  let dock: PlacedTree?

  /// Builds and places the Home Screen of the dashboard's state in an area.
  package init(state: DashboardState, in area: Rect, painter: Painter) {
    let layout = HomeScreenLayout(state: state, in: area)
    self.layout = layout
    let view = HomeScreenView(painter: painter)
    let focused = HomeScreenGrid.focusedItem(in: state)
    let context = painter.context
    if let page = view.gridPage(layout, state: state, focused: focused) {
      items = layout.shownPlaces.map(\.place.item)
      grid = PlacedTree(page.node, in: page.rect, owner: "the Home Screen's page", context: context)
    } else {
      items = []
      grid = nil
    }
    dots = PlacedTree(
      view.pageDots(layout),
      in: Rect(x: layout.gridX, y: layout.dotsY, width: HomeScreenLayout.gridWidth, height: 1),
      owner: "the page dots", context: context)
    dock = layout.dock.map { band in
      PlacedTree(
        view.dockRow(
          layout.grid.dock, apps: state.homeScreenApps.apps, focused: focused,
          height: band.height),
        in: band, owner: "the dock", context: context)
    }
  }

  /// The identity of the icon in a slot of the dock.
  static func dockIconID(slot: Int) -> ViewIdentity { ViewIdentity("dock slot \(slot)") }

  /// The page's items on screen with the cells each is laid out in (a widget's tile; an
  /// icon's cell, its name in it), whole: the scroll may cut them at the viewport's edge.
  package var shownItems: [(item: HomeScreenGrid.Item, rect: Rect)] {
    guard let grid else { return [] }
    return items.compactMap { item in
      grid.rect(of: HomeScreenView.gridItemID(item)).map { (item, $0) }
    }
  }

  /// The icons in the dock, by index into `homeScreenApps.apps`, with the cells each is drawn
  /// in (6 × 3, centred in its slot as iOS centres a dock of fewer than four apps).
  package var dockIcons: [(app: Int, icon: Rect)] {
    guard let dock else { return [] }
    return layout.grid.dock.enumerated().compactMap { slot, app in
      dock.rect(of: Self.dockIconID(slot: slot)).map { (app, $0) }
    }
  }

  /// Draws the page's items clipped to the viewport (an item the scroll cuts drawn cut, over
  /// neither the dots nor the dock: the ▲ n / ▼ n beside the dots count it), then the dots.
  func drawPage(painter: Painter, frame: inout Frame) {
    if let grid {
      frame.pushClip(layout.viewport)
      grid.draw(painter: painter, marksOverflow: false, frame: &frame)
      frame.popClip()
    }
    dots.draw(painter: painter, frame: &frame)
  }
}
