import SpacesEngine
import SpacesRender
import SpacesTerminal
import Testing

@testable import SpacesDashboard

/// Mouse events as the keys that do the same.
@Suite("Mouse routing")
struct MouseRoutingTests {
  func state(width: Int) -> DashboardState {
    var state = DashboardState()
    state.size = TerminalSize(width: width, height: 30)
    return state
  }

  @Test("a click on a space's tab is that space's key, at both tab widths", arguments: [100, 60])
  func tabs(width: Int) {
    let state = state(width: width)
    for tab in Painter.tabs(state: state, width: width) {
      let last = tab.x + CellWidth.of(tab.text) - 1
      for x in [tab.x, last] {
        #expect(
          MouseRouting.key(for: MouseEvent(x: x, y: 0, kind: .press), in: state)
            == .character(tab.space.key))
      }
      #expect(MouseRouting.key(for: MouseEvent(x: last + 1, y: 0, kind: .press), in: state) == nil)
    }
  }

  @Test("releases, wheel steps, other rows and clicks under an overlay do nothing")
  func nothing() {
    var state = state(width: 100)
    let tab = Painter.tabs(state: state, width: 100)[1]
    #expect(MouseRouting.key(for: MouseEvent(x: tab.x, y: 0, kind: .release), in: state) == nil)
    #expect(MouseRouting.key(for: MouseEvent(x: tab.x, y: 0, kind: .wheelUp), in: state) == nil)
    #expect(MouseRouting.key(for: MouseEvent(x: tab.x, y: 1, kind: .press), in: state) == nil)
    #expect(MouseRouting.key(for: MouseEvent(x: 0, y: 0, kind: .press), in: state) == nil)
    state.navigation.presentations.append(.help)
    #expect(MouseRouting.key(for: MouseEvent(x: tab.x, y: 0, kind: .press), in: state) == nil)
  }
}
