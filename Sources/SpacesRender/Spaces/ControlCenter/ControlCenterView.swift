import Foundation
import SpacesEngine
import SpacesKit

/// Control Center: the grid of controls, the momentary status line, and what is focused.
///
/// Drawn through the view pipeline: each line a view tree in its row, the grid a custom
/// `Layout` of module leaves (`ControlCenterGridLayout`); the Now Playing module draws itself.
package struct ControlCenterView {
  let painter: Painter

  /// How to configure a control, from the keymap ("c to configure").
  static let configureHint: String = {
    let keys = Keymap.standard.rows.first { row in
      row.bindings.contains { $0.command == .configure }
    }
    // The row's first key is configure's ("c  n": n is the Smart Stack's).
    let key = keys?.helpKeys.split(separator: " ").first.map(String.init)
    return "\(key ?? "c") to configure"
  }()

  /// Draws Control Center on the phone canvas in the content area: the Now Playing module
  /// while something plays, the status line, the grid and the focused control's caption.
  package func draw(state: DashboardState, in area: Rect, frame: inout Frame) {
    let layout = state.controls.controlCenterLayout
    let placed = PlacedControlCenter(state: state, in: area, painter: painter)
    let screen = placed.screen
    if let rect = screen.nowPlaying {
      NowPlayingView(painter: painter).draw(state.nowPlaying, in: rect, frame: &frame)
    }
    let content = screen.content
    let editing = state.editMode.isEditing
    if editing {
      line(
        .line("Editing \(painter.dot) a Add a Control \(painter.dot) Esc Done", .accent, .bold),
        in: content, y: content.y, frame: &frame)
    } else if let status = state.controls.lazy.map({ painter.presented($0, state: state) })
      .first(where: { $0.status != nil })
    {
      line(
        .line("\(status.displayed.title): \(status.status!.text)", .text, .bold), in: content,
        y: content.y, frame: &frame)
    }
    if state.controls.controlCenter.isEmpty {
      let empty =
        editing
        ? "No controls. Press a to add one from the gallery."
        : "No controls. Apps add them with a WidgetBundle."
      line(.line(empty, .secondary), in: content, y: content.y + 2, frame: &frame)
      return
    }
    // The rows that fit, scrolled to the focused control: modules cut by the edges show in
    // part. The grid is a custom layout (`ControlCenterGridLayout`) laid out once through the
    // view pipeline (`PlacedControlCenter`, which clicks are tested against); each module a
    // leaf that paints itself.
    placed.draw(painter: painter, frame: &frame)
    drawScrollMarkers(layout: layout, screen: screen, frame: &frame)
    drawCaption(state: state, layout: layout, screen: screen, frame: &frame)
  }

  /// The grid's modules as leaves at their spots, blocks first (their controls are drawn on
  /// them), each placement's with its identity (`PlacedControlCenter.placementID`); modules
  /// wholly scrolled off are left out. Also the placements given a module, by index.
  func modules(state: DashboardState, screen: ControlCenterScreen) -> (
    nodes: [ViewNode], placements: [Int]
  ) {
    let layout = state.controls.controlCenterLayout
    let editing = state.editMode.isEditing
    let visible = screen.visible
    let view = self
    var modules = layout.blocks.map { block in
      Self.module(ModuleKey(id: "block \(block.name)", editing: editing)) { rect, frame in
        view.drawBlock(block, rect: rect, editing: editing, frame: &frame)
      }.controlCenterSpot(.block(block))
    }
    var shown: [Int] = []
    let tile = ControlTile(painter: painter)
    for (index, placement) in layout.placements.enumerated() {
      let rect = screen.grid.rect(for: placement)
      guard rect.maxY > visible.y, rect.y < visible.maxY else { continue }
      // The Now Playing tile's buttons take the focus while one is focused.
      let focused =
        placement.id == state.navigation.controlCenterFocus && state.nowPlaying.focus == nil
      let key = ModuleKey(id: placement.id.description, focused: focused, editing: editing)
      if let slider = placement.slider {
        let level = state.sliders.level(slider)
        let painter = painter
        modules.append(
          Self.module(key) { leaf, frame in
            SliderModule(painter: painter).draw(
              slider, level: level, in: Self.moduleRect(inLeaf: leaf), focused: focused,
              editing: editing,
              frame: &frame)
          }.placementModule(placement, index: index))
        shown.append(index)
        continue
      }
      guard let control = state.control(placement.id) else { continue }
      var presented = painter.presented(control, state: state)
      // A block's controls are its circles, whatever size they had on their own.
      var drawer = tile
      if placement.blockCell != nil {
        presented.size = .small
        drawer.discSurface = .module
      }
      let look = presented
      modules.append(
        Self.module(key) { [drawer] leaf, frame in
          let rect = Self.moduleRect(inLeaf: leaf)
          drawer.draw(look, in: rect, focused: focused, frame: &frame)
          if editing { drawer.drawEditing(look, in: rect, focused: focused, frame: &frame) }
        }.placementModule(placement, index: index))
      shown.append(index)
    }
    return (modules, shown)
  }

  /// A module leaf: it takes the rectangle the grid gives it and paints itself there.
  static func module(
    _ key: ModuleKey, paint: @escaping @Sendable (Rect, inout Frame) -> Void
  ) -> ViewNode {
    .canvas(
      width: .flexible(min: 0, max: nil), height: .flexible(min: 0, max: nil), key: key,
      paint: paint)
  }

  /// A placement's module in its leaf's rectangle (the leaf reaches a column further left for
  /// edit mode's remove badge: `ControlCenterGridLayout.bleed`).
  static func moduleRect(inLeaf leaf: Rect) -> Rect {
    leaf.inset(left: ControlCenterGridLayout.bleed)
  }

  /// What a module leaf is told apart by when trees are compared (a kept layout is drawn with
  /// the new tree's paintings: `CanvasBinding`).
  struct ModuleKey: Equatable, Sendable {
    var id: String
    var focused = false
    var editing: Bool
  }

  /// Draws one line of the space, centred across `area` on row `y`, through the pipeline.
  func line(_ node: ViewNode, in area: Rect, y: Int, frame: inout Frame) {
    guard y >= area.y, y < area.maxY else { return }
    painter.draw(
      node.fillingWidth(), in: Rect(x: area.x, y: y, width: area.width, height: 1),
      owner: "a line of Control Center", frame: &frame)
  }

  /// A block's module: a rounded rectangle (dashed in edit mode) holding its circles.
  func drawBlock(
    _ block: ControlCenterLayout.Block, rect: Rect, editing: Bool, frame: inout Frame
  ) {
    let fill = painter.style(.text, on: .module)
    if fill != painter.blank.style {
      frame.fill(rect.inset(top: 1, left: 1, bottom: 1, right: 1), style: fill)
    }
    let ascii = painter.context.asciiOnly
    let box: BoxStyle =
      editing ? (ascii ? .asciiDashed : .dashed) : painter.box(focused: false)
    box.draw(rect, in: &frame, style: painter.style(.border))
  }

  /// The controls the scrolled grid leaves out, whole or in part, counted: "▲ n" on the status
  /// line's row and "▼ n more" on the caption's, each a column in from the canvas's right edge.
  func drawScrollMarkers(
    layout: ControlCenterLayout, screen: ControlCenterScreen, frame: inout Frame
  ) {
    let (above, below) = screen.hiddenCounts(layout)
    let ascii = painter.context.asciiOnly
    let right = screen.content.maxX - 1
    func marker(_ text: String, y: Int) {
      let width = CellWidth.of(text)
      painter.draw(
        .line(text, .secondary, .bold), in: Rect(x: right - width, y: y, width: width, height: 1),
        owner: "Control Center's scroll marker", frame: &frame)
    }
    if above > 0 { marker("\(ascii ? "^" : "▲") \(above)", y: screen.content.y) }
    let row = screen.captionRow(layout: layout)
    if below > 0, row < screen.content.maxY {
      marker(Self.belowMarker(below, ascii: ascii), y: row)
    }
  }

  /// "▼ n more" ("v n more" in ASCII).
  static func belowMarker(_ count: Int, ascii: Bool) -> String {
    "\(ascii ? "v" : "▼") \(count) more"
  }

  /// The focused control's name, app and size under the rows shown, then why it is not
  /// configured or couldn't reload; clear of the scroll markers.
  func drawCaption(
    state: DashboardState, layout: ControlCenterLayout, screen: ControlCenterScreen,
    frame: inout Frame
  ) {
    let infoY = screen.captionRow(layout: layout)
    // Clear of "▼ n more" at the right.
    let below = screen.hiddenCounts(layout).below
    let inset =
      below > 0 ? CellWidth.of(Self.belowMarker(below, ascii: painter.context.asciiOnly)) + 2 : 0
    let area = screen.content.inset(right: inset)
    guard infoY < screen.content.maxY else { return }
    if let slider = state.focusedSlider {
      let level = SystemSlider.percent(state.sliders.level(slider))
      let keys = painter.context.asciiOnly ? "left/right adjust" : "← → adjust"
      line(
        .line("\(slider.title) \(painter.dot) \(level) \(painter.dot) \(keys)", .secondary),
        in: area, y: infoY, frame: &frame)
      return
    }
    guard let focused = state.focusedControl else { return }
    let description =
      "\(focused.displayName) \(painter.dot) \(focused.appName) \(painter.dot) \(focused.size.rawValue)"
    line(.line(description, .secondary), in: area, y: infoY, frame: &frame)
    guard infoY + 1 < screen.content.maxY else { return }
    if case .unconfigured(let reason) = focused.configurationStatus {
      line(
        .line("not configured: \(reason) \(painter.dot) \(Self.configureHint)", .warning),
        in: screen.content, y: infoY + 1, frame: &frame)
    } else if let error = focused.lastError {
      var text = "couldn't reload: \(error)"
      if let retry = focused.retryAt {
        text += "; retry in \(Int(retry.timeIntervalSince(painter.context.now).rounded(.up)))s"
      }
      line(.line(text, .warning), in: screen.content, y: infoY + 1, frame: &frame)
    }
  }
}
