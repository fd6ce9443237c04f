import SpacesEngine
import SpacesRender
import SpacesTerminal

/// What a mouse event means to the dashboard, as the key that does the same: a click on a
/// space's tab in the status bar is that space's key. Anything else does nothing yet.
enum MouseRouting {
  /// The key a mouse event stands for, or `nil`.
  static func key(for mouse: MouseEvent, in state: DashboardState) -> KeyEvent? {
    guard mouse.kind == .press, mouse.y == 0, state.navigation.presentations.isEmpty else {
      return nil
    }
    for tab in Painter.tabs(state: state, width: state.size.width)
    where mouse.x >= tab.x && mouse.x < tab.x + CellWidth.of(tab.text) {
      return .character(tab.space.key)
    }
    return nil
  }
}
