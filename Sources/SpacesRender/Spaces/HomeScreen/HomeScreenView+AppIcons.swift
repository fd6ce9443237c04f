import SpacesEngine
import SpacesKit

/// App icons on the Home Screen: every hosted app's icon, as iOS shows every installed app —
/// in the grid one icon cell with its name under it (in the gap between grid rows, where iOS
/// writes it; `gridIcon`), in the dock without a name.
extension HomeScreenView {
  /// Where each app's icon on the page on screen is drawn (its cell, the name in its fourth
  /// row), by index into `homeScreenApps.apps`: read from the page's laid-out tree
  /// (`PlacedHomeScreen`), as drawing places it.
  package static func appIconRects(
    state: DashboardState, in area: Rect, context: RenderContext
  ) -> [(Int, Rect)] {
    PlacedHomeScreen(state: state, in: area, painter: Painter(context: context)).shownItems
      .compactMap { item, rect in
        guard case .app(let index) = item else { return nil }
        return (index, rect)
      }
  }

  /// Where each dock app's icon is drawn, by index into `homeScreenApps.apps`: read from the
  /// dock's laid-out row (`PlacedHomeScreen`), as drawing places it.
  package static func dockIconRects(
    state: DashboardState, in area: Rect, context: RenderContext
  ) -> [(Int, Rect)] {
    PlacedHomeScreen(state: state, in: area, painter: Painter(context: context)).dockIcons.map {
      ($0.app, $0.icon)
    }
  }

  /// The focused icon's name: on the focus colour in black or white, whichever reads (reversed
  /// in a theme without colours).
  var focusedNameStyle: CellStyle {
    let focus = painter.context.theme.color(.focus)
    guard let fill = RGB(focus) else { return painter.style(.focus, [.bold, .reverse]) }
    return CellStyle(
      foreground: fill.readableText.terminalColor, background: focus, attributes: [.bold])
  }

  /// Draws the dock: its row of icons (`dockRow`, laid out in its band by
  /// `PlacedHomeScreen`), the band its background.
  func drawDock(_ screen: PlacedHomeScreen, frame: inout Frame) {
    screen.dock?.draw(painter: painter, frame: &frame)
  }

  /// The dock's band as a leaf as large as it is offered: a rounded band (the theme's off-pad
  /// grey, its corners cut by quadrant blocks over what is behind; an outline without colours
  /// or in `--ascii`), as iOS draws it.
  func dockBand() -> ViewNode {
    let painter = painter
    return .canvas(
      width: .flexible(min: 0, max: nil), height: .flexible(min: 0, max: nil), key: "dock band"
    ) { band, frame in
      let theme = painter.context.theme
      let fill = theme.color(.padOff)
      guard fill != .default, !painter.context.asciiOnly else {
        painter.box(focused: false).draw(band, in: &frame, style: painter.style(.border))
        return
      }
      let clip = frame.clipRect
      let inside = band.x >= clip.x && band.y >= clip.y && band.x < clip.maxX && band.y < clip.maxY
      let behind = inside ? frame[band.x, band.y].style : nil
      frame.fill(band, style: CellStyle(foreground: theme.color(.text), background: fill))
      if let behind {
        let corner = CellStyle(foreground: fill, background: behind.background)
        frame.put("▟", x: band.x, y: band.y, style: corner)
        frame.put("▙", x: band.maxX - 1, y: band.y, style: corner)
        frame.put("▜", x: band.x, y: band.maxY - 1, style: corner)
        frame.put("▛", x: band.maxX - 1, y: band.maxY - 1, style: corner)
      }
    }
  }

  /// The dock's icons in a row centred in the band, each in a slot a grid cell wide (a
  /// column between two), as iOS centres a dock of fewer than four apps; the focused app's
  /// name on the slot's last row, the band its background (`dockBand`). Each icon has the
  /// identity `PlacedHomeScreen.dockIconID`.
  func dockRow(
    _ dock: [Int], apps: [HomeScreenApp], focused: HomeScreenGrid.Item?, height: Int
  ) -> ViewNode {
    let iconView = AppIconView(painter: painter)
    let slotWidth = HomeScreenLayout.unitWidth - 1
    let slots = dock.enumerated().map { slot, app -> ViewNode in
      guard apps.indices.contains(app) else {
        return ViewNode.empty.frame(width: slotWidth, height: height)
      }
      var layers = [
        ViewNode.modified(iconView.view(apps[app]), .id(PlacedHomeScreen.dockIconID(slot: slot)))
          .frame(width: slotWidth, height: height)
      ]
      if focused == .app(app) {
        // A row as wide as the band (a full dock): its first and last slots' names two
        // columns narrower, so they stay inside the band's rounded corners.
        let full = dock.count * (slotWidth + 1) - 1 > HomeScreenLayout.gridWidth - 2
        let edge = full && (slot == 0 || slot == dock.count - 1)
        layers.append(
          .line(apps[app].name, style: focusedNameStyle).frame(
            width: edge ? slotWidth - 2 : slotWidth))
      }
      return .zStack(alignment: .bottom, children: layers)
    }
    return .modified(
      ViewNode.row(spacing: 1, slots).filling(), .background(dockBand(), alignment: .center))
  }
}
