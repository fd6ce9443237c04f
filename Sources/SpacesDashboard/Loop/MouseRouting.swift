import SpacesEngine
import SpacesRender
import SpacesTerminal

/// What a mouse event means to the dashboard, as the actions that do the same by keys: a click
/// on a space's tab in the status bar is that space's key; a click on a control in Control
/// Center focuses it and presses Enter (toggle or press), one on a slider sets its level at the
/// clicked row; the wheel over the inspector scrolls
/// its event log; a click on a Lock Screen slot uses its control as Enter does, one on a Live
/// Activity banner presses what is under it (its `✕` dismisses it); the mouse button
/// held on the Action button presses it and, held half a second, runs it (the release ends the
/// hold). Anything else does nothing yet.
enum MouseRouting {
  /// The actions a mouse event stands for (none for most).
  static func actions(
    for mouse: MouseEvent, in state: DashboardState, context: RenderContext? = nil
  ) -> [DashboardAction] {
    if mouse.kind == .wheelUp || mouse.kind == .wheelDown {
      // The wheel over the inspector scrolls its event log three lines.
      guard let panel = DashboardRenderer.areas(for: state).panel,
        mouse.x >= panel.x, mouse.x < panel.maxX, mouse.y >= panel.y, mouse.y < panel.maxY
      else { return [] }
      // Kept within the log (about a panel's height short of its length), so scrolling
      // forward again moves at once.
      let limit = max(0, state.events.count - max(1, panel.height - 4))
      let current = min(state.navigation.inspectorScroll, limit)
      let target = max(0, min(limit, current + (mouse.kind == .wheelUp ? 3 : -3)))
      guard target != state.navigation.inspectorScroll else { return [] }
      return [.navigation(.scrollInspector(by: target - state.navigation.inspectorScroll))]
    }
    if mouse.kind == .release {
      // The release ends a hold of the Action button wherever the pointer went meanwhile.
      return state.actionButton.heldSince != nil ? [.actionButton(.buttonUp)] : []
    }
    guard mouse.kind == .press, state.navigation.presentations.isEmpty,
      state.size.width >= DashboardRenderer.minimumSize.width,
      state.size.height >= DashboardRenderer.minimumSize.height
    else { return [] }
    if mouse.y == 0 {
      for tab in Painter.tabs(state: state, width: state.size.width)
      where mouse.x >= tab.x && mouse.x < tab.x + CellWidth.of(tab.text) {
        return [.key(.character(tab.space.key))]
      }
      return []
    }
    if state.space == .controlCenter, !state.editMode.isEditing, let context {
      return controlCenterActions(at: mouse, in: state, context: context)
    }
    if state.space == .homeScreen, let context {
      return homeScreenActions(at: mouse, in: state, context: context)
    }
    let area = DashboardRenderer.areas(for: state).content
    let canvas = PhoneCanvas(in: area, deviceFrame: context?.deviceFrame ?? false)
    if state.space == .actionButton, !state.editMode.isEditing,
      actionButtonRects(in: state, canvas: canvas, content: area, context: context).contains(
        where: { mouse.isInside($0) })
    {
      return [.actionButton(.buttonDown)]
    }
    if state.space == .lockScreen, !state.editMode.isEditing, let context,
      let slot = LockScreenView.slotRects(state: state, in: area, context: context)
        .firstIndex(where: { mouse.isInside($0) })
    {
      guard let id = state.lockScreenSlots[slot] else { return [] }
      return [.navigation(.focusControl(id)), .key(.enter)]
    }
    if state.space == .lockScreen, !state.editMode.isEditing, let context {
      let banner = bannerActions(at: mouse, in: state, context: context)
      if !banner.isEmpty { return banner }
      return lockScreenWidgetActions(at: mouse, in: state, context: context)
    }
    return []
  }

  /// The cells a press of the mouse button presses the Action button on: the side button, and
  /// (with the render context the screen is laid out with) the assigned action as drawn.
  static func actionButtonRects(
    in state: DashboardState, canvas: PhoneCanvas, content: Rect, context: RenderContext?
  ) -> [Rect] {
    guard let context else {
      let side = ActionButtonView.sideButton(canvas: canvas, content: content)
      return [side.bar, side.label]
    }
    return ActionButtonView(painter: Painter(context: context)).pressableRects(
      state: state, canvas: canvas, content: content)
  }

  /// A click on a Lock Screen accessory widget's Button, Toggle or Link presses it (on a locked
  /// device the press asks to unlock first, as iOS keeps widget controls inactive until then);
  /// elsewhere on the widget it taps it (its `widgetURL` opens its app).
  static func lockScreenWidgetActions(
    at mouse: MouseEvent, in state: DashboardState, context: RenderContext
  ) -> [DashboardAction] {
    let area = DashboardRenderer.areas(for: state).content
    let widgets = state.widgets.lockScreen
    for (index, box) in LockScreenView.accessoryWidgetRects(
      state: state, in: area, context: context)
    {
      let elements = LockScreenView.elementRects(widgets[index], in: box, context: context)
      if let element = elements.firstIndex(where: {
        mouse.x >= $0.x && mouse.x < $0.maxX && mouse.y >= $0.y && mouse.y < $0.maxY
      }) {
        return [.widgets(.press(widgets[index].id, element: element))]
      }
      if mouse.x >= box.x && mouse.x < box.maxX && mouse.y >= box.y && mouse.y < box.maxY {
        return [.widgets(.tap(widgets[index].id))]
      }
    }
    return []
  }

  /// A click on the Home Screen focuses the widget under it; on one of the widget's Buttons,
  /// Toggles or Links it also presses it (as Enter on the focused element does), elsewhere it
  /// taps the widget (its `widgetURL` opens its app). A click on an app's icon (in the grid,
  /// its name included, or in the dock) focuses it and opens the app, as Enter on it does.
  /// StandBy and edit mode take no clicks here.
  static func homeScreenActions(
    at mouse: MouseEvent, in state: DashboardState, context: RenderContext
  ) -> [DashboardAction] {
    guard state.homeScreenApps.standBy == nil else { return [] }
    let area = DashboardRenderer.homeScreenArea(state, deviceFrame: context.deviceFrame)
    let widgets = state.widgets.homeScreen
    // Where things are is where the Home Screen's laid-out trees put them, as drawn.
    let screen = PlacedHomeScreen(state: state, in: area, painter: Painter(context: context))
    // The grid's items count only where they show: a widget or icon the page cuts off doesn't
    // take a click on the dots or the dock under it.
    let grid = screen.layout.viewport
    let inGrid = mouse.y >= grid.y && mouse.y < grid.maxY
    let shown = inGrid ? screen.shownItems : []
    for case (.widget(let index), let rect) in shown where mouse.isInside(rect) {
      let elements = HomeScreenView.elementRects(widgets[index], in: rect, context: context)
      let focus: [DashboardAction] = [.homeScreenApps(.focusApp(nil))]
      guard let element = elements.firstIndex(where: { mouse.isInside($0) }) else {
        return focus + [.widgets(.focus(index, element: 0)), .widgets(.tap(widgets[index].id))]
      }
      return focus + [
        .widgets(.focus(index, element: element)),
        .widgets(.press(widgets[index].id, element: element)),
      ]
    }
    guard !state.editMode.isEditing else { return [] }
    // An icon's cell with the row under it, or a dock icon.
    let icons =
      shown.compactMap { item, rect -> (Int, Rect)? in
        guard case .app(let app) = item else { return nil }
        return (app, Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height + 1))
      } + screen.dockIcons.map { ($0.app, $0.icon) }
    for (app, rect) in icons where mouse.isInside(rect) {
      return [.homeScreenApps(.focusApp(app)), .homeScreenApps(.open(app))]
    }
    return []
  }

  /// A click on a Control Center control focuses it and presses Enter (toggle or press); one
  /// on a slider focuses it and sets its level at the clicked row. Where the grid's modules
  /// are is where its laid-out tree puts them, as drawn (`PlacedControlCenter`).
  static func controlCenterActions(
    at mouse: MouseEvent, in state: DashboardState, context: RenderContext
  ) -> [DashboardAction] {
    let placed = PlacedControlCenter(
      state: state, in: DashboardRenderer.areas(for: state).content,
      painter: Painter(context: context))
    guard let hit = placed.placement(at: mouse.x, mouse.y) else { return [] }
    if let slider = hit.placement.slider {
      let level = SliderModule.level(atRow: mouse.y, in: hit.rect)
      return [.navigation(.focusSlider(slider)), .sliders(.set(slider, level: level))]
    }
    return [.navigation(.focusControl(hit.placement.id)), .key(.enter)]
  }
}

extension MouseEvent {
  /// Whether the event is at a cell inside a rectangle.
  fileprivate func isInside(_ rect: Rect) -> Bool {
    x >= rect.x && x < rect.maxX && y >= rect.y && y < rect.maxY
  }
}
