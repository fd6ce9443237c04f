import SpacesEngine
import SpacesKit

/// The Home Screen's view trees, laid out once in the space (`HomeScreenLayout` says where
/// each part goes): what drawing draws and what mouse clicks are tested against, so a click
/// lands on the cells a thing is drawn in. The dock is a row of icon leaves placed in its band.
package struct PlacedHomeScreen {
  /// The space's layout: the page on show, its scroll, the dots' row and the dock's band.
  package let layout: HomeScreenLayout
  /// The dock's row of icons, laid out in its band (`nil`: no dock).
  let dock: PlacedTree?

  /// Builds and places the Home Screen of the dashboard's state in an area.
  package init(state: DashboardState, in area: Rect, painter: Painter) {
    let layout = HomeScreenLayout(state: state, in: area)
    self.layout = layout
    let view = HomeScreenView(painter: painter)
    let focused = HomeScreenGrid.focusedItem(in: state)
    dock = layout.dock.map { band in
      PlacedTree(
        view.dockRow(
          layout.grid.dock, apps: state.homeScreenApps.apps, focused: focused,
          height: band.height),
        in: band, owner: "the dock", context: painter.context)
    }
  }

  /// The identity of the icon in a slot of the dock.
  static func dockIconID(slot: Int) -> ViewIdentity { ViewIdentity("dock slot \(slot)") }

  /// The icons in the dock, by index into `homeScreenApps.apps`, with the cells each is drawn
  /// in (6 × 3, centred in its slot as iOS centres a dock of fewer than four apps).
  package var dockIcons: [(app: Int, icon: Rect)] {
    guard let dock else { return [] }
    return layout.grid.dock.enumerated().compactMap { slot, app in
      dock.rect(of: Self.dockIconID(slot: slot)).map { (app, $0) }
    }
  }
}
