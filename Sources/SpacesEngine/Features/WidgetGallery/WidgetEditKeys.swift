import Foundation
import SpacesKit

/// What edit mode's keys mean for the Home Screen's widgets: `a` (`+`) opens the widget
/// gallery, and in edit mode `x` removes the focused widget, `<` `>` move it. Other spaces'
/// edit keys stay the controls'.
enum WidgetEditKeys {
  /// Handles a command on the Home Screen; `false` when it isn't the widgets' (edit mode's
  /// own `e` and `Esc` go on to it).
  static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    guard state.space == .homeScreen else { return false }
    let editing = state.editMode.isEditing
    let focused = state.widgets.focused?.id
    switch command {
    case .addControl:
      if !editing { context.send(.editMode(.enter)) }
      context.send(.widgetGallery(.open(.homeScreen(after: focused))))
    case .removeControl, .moveControl:
      guard editing else {
        context.send(.notice("Press e for edit mode first"))
        return true
      }
      guard let focused else { return true }
      if case .moveControl(let step) = command {
        context.send(.widgetGallery(.move(focused, by: step)))
      } else {
        context.send(.widgetGallery(.remove(focused)))
      }
    case .resizeControl where editing:
      context.send(.notice("A widget's size is chosen in the gallery: remove it and add another"))
    default:
      return false
    }
    return true
  }
}
