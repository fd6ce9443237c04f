import SpacesEngine
import SpacesKit

/// Control Center's grid laid out once in the rows shown (`ControlCenterScreen` says the
/// grid's units, its scroll and the rows shown): what drawing draws and what mouse clicks are
/// tested against, so a click lands on the cells a control or slider is drawn in. The grid is
/// one tree, a custom `Layout` of module leaves (`ControlCenterGridLayout`); each placement's
/// module carries its index in the layout as its identity.
package struct PlacedControlCenter {
  /// The geometry: the grid's units, its scroll, the rows shown, the status and caption rows.
  package let screen: ControlCenterScreen
  /// The layout drawn.
  let layout: ControlCenterLayout
  /// The placements on screen (whole or in part), by index into `layout.placements`.
  let shown: [Int]
  /// The grid's modules laid out in the rows shown.
  let grid: PlacedTree

  /// Builds and places Control Center's grid of the dashboard's state in a content area.
  package init(state: DashboardState, in area: Rect, painter: Painter) {
    let layout = state.controls.controlCenterLayout
    let screen = ControlCenterScreen(
      layout: layout, focus: state.navigation.controlCenterFocus,
      nowPlaying: state.nowPlaying.isShown, in: area,
      deviceFrame: painter.context.deviceFrame)
    self.screen = screen
    self.layout = layout
    let modules = ControlCenterView(painter: painter).modules(state: state, screen: screen)
    shown = modules.placements
    grid = PlacedTree(
      .controlCenterGrid(screen.grid, modules: modules.nodes), in: screen.visible,
      owner: "Control Center's grid", context: painter.context)
  }

  /// The identity of a placement's module, by index into `layout.placements`.
  static func placementID(_ index: Int) -> ViewIdentity {
    index >= 0 && index < identities.count ? identities[index] : ViewIdentity(index)
  }

  /// The first placements' identities, made once: making one formats its id (about a quarter
  /// of Control Center's compose time when each frame made them).
  private static let identities = (0..<128).map { ViewIdentity($0) }

  /// The placement drawn at a cell, if any, within the rows shown, with its module's cells
  /// (whole: the scroll may cut them at the edge of the rows shown).
  package func placement(at x: Int, _ y: Int) -> (
    placement: ControlCenterLayout.Placement, rect: Rect
  )? {
    let visible = screen.visible
    guard y >= visible.y, y < visible.maxY else { return nil }
    for index in shown {
      guard let leaf = grid.rect(of: Self.placementID(index)) else { continue }
      let rect = ControlCenterView.moduleRect(inLeaf: leaf)
      if x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY {
        return (layout.placements[index], rect)
      }
    }
    return nil
  }

  /// Draws the grid clipped to the rows shown (a module the scroll cuts is drawn cut: the
  /// "▲ n" and "▼ n more" markers count it).
  func draw(painter: Painter, frame: inout Frame) {
    grid.draw(painter: painter, marksOverflow: false, frame: &frame)
  }
}
