import Foundation
import SpacesKit

/// What edit mode's keys mean for widgets: on the Home Screen `a` (`+`) opens the widget
/// gallery, and in edit mode `x` removes the focused widget, `<` `>` move it. On the Lock
/// Screen in edit mode `↑` takes the focus from the control slots to the accessory widgets
/// (`←` `→` among them, `↓` back), where `a` or `Enter` opens the gallery of accessory widgets,
/// `x` removes one, `<` `>` move it and `c` opens Edit Widget for it; on the slots the keys
/// stay the controls'.
enum WidgetEditKeys {
  /// Handles a command; `false` when it isn't the widgets' (edit mode's own `e` and `Esc`, and
  /// the other spaces' keys, go on).
  static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    if state.space == .lockScreen { return lockScreen(command, state: state, context: &context) }
    guard state.space == .homeScreen else { return false }
    let editing = state.editMode.isEditing
    let focused = state.widgets.focused?.id
    switch command {
    case .addControl:
      if !editing { context.send(.editMode(.enter)) }
      context.send(.widgetGallery(.open(.homeScreen(after: focused))))
    case .removeControl, .moveControl:
      guard editing else {
        context.toast("Press e for edit mode first")
        return true
      }
      guard let focused else { return true }
      if case .moveControl(let step) = command {
        context.send(.widgetGallery(.move(focused, by: step)))
      } else {
        context.send(.widgetGallery(.remove(focused)))
      }
    case .resizeControl where editing:
      context.toast("A widget's size is chosen in the gallery: remove it and add another")
    default:
      return false
    }
    return true
  }

  /// The Lock Screen's accessory widgets in edit mode.
  private static func lockScreen(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    let focus = state.widgetGallery.lockFocus
    guard state.editMode.isEditing else {
      if focus != nil { context.send(.widgetGallery(.focusLockScreen(nil))) }
      return false
    }
    let widgets = state.widgets.lockScreen
    let focused = focus.flatMap { widgets.indices.contains($0) ? widgets[$0].id : nil }
    switch command {
    case .moveFocus(.up):
      context.send(.widgetGallery(.focusLockScreen(focus ?? 0)))
    case .moveFocus(.down) where focus != nil:
      context.send(.widgetGallery(.focusLockScreen(nil)))
    case .moveFocus(let direction) where focus != nil && !widgets.isEmpty:
      let step = direction == .left ? -1 : 1
      let index = min(max(0, (focus ?? 0) + step), widgets.count - 1)
      context.send(.widgetGallery(.focusLockScreen(index)))
    case .addControl where focus != nil, .activate where focus != nil:
      context.send(.widgetGallery(.open(.lockScreen(after: focused))))
    case .removeControl where focus != nil:
      if let focused { context.send(.widgetGallery(.remove(focused))) }
    case .moveControl(let step) where focus != nil:
      if let focused { context.send(.widgetGallery(.move(focused, by: step))) }
    case .configure where focus != nil:
      // "Edit Widget" on the focused accessory widget, as iOS's Lock Screen editor offers.
      if let focused { context.send(.configuration(.openWidget(focused))) }
    case .toggleEditMode, .cancel:
      if focus != nil { context.send(.widgetGallery(.focusLockScreen(nil))) }
      return false
    default:
      return false
    }
    return true
  }
}
