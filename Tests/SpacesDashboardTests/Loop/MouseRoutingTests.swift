import SpacesEngine
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
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
          MouseRouting.actions(for: MouseEvent(x: x, y: 0, kind: .press), in: state)
            == [.key(.character(tab.space.key))])
      }
      #expect(
        MouseRouting.actions(for: MouseEvent(x: last + 1, y: 0, kind: .press), in: state).isEmpty)
    }
  }

  @Test("releases, wheel steps, other rows and clicks under an overlay do nothing")
  func nothing() {
    var state = state(width: 100)
    let tab = Painter.tabs(state: state, width: 100)[1]
    func actions(_ x: Int, _ y: Int, _ kind: MouseEvent.Kind) -> [DashboardAction] {
      MouseRouting.actions(for: MouseEvent(x: x, y: y, kind: kind), in: state)
    }
    #expect(actions(tab.x, 0, .release).isEmpty)
    #expect(actions(tab.x, 0, .wheelUp).isEmpty)
    #expect(actions(tab.x, 1, .press).isEmpty)
    #expect(actions(0, 0, .press).isEmpty)
    state.navigation.presentations.append(.help)
    #expect(actions(tab.x, 0, .press).isEmpty)
  }

  @Test("a click on a Control Center tile focuses that control and uses it; between tiles, nothing")
  @MainActor
  func clickControl() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let state = pilot.state
    let layout = state.controls.controlCenterLayout
    let screen = ControlCenterScreen(state, layout: layout)
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    // A toggle that isn't focused (the second timer, Violin).
    let target = try #require(
      layout.placements.first {
        $0.id != state.navigation.controlCenterFocus
          && state.control($0.id)?.displayed.title == "Violin"
      })
    let rect = screen.grid.rect(for: target)
    let click = MouseEvent(x: rect.x + 1, y: rect.y + 1, kind: .press)
    let actions = MouseRouting.actions(for: click, in: state, context: context)
    #expect(actions == [.navigation(.focusControl(target.id)), .key(.enter)])
    let before = try #require(state.control(target.id))
    for action in actions { pilot.engine.send(action) }
    await pilot.advance(by: 0.1)
    #expect(pilot.state.navigation.controlCenterFocus == target.id)
    let after = try #require(pilot.state.control(target.id))
    #expect(!before.displayed.isOn && after.displayed.isOn, "it was toggled on")
    let gap = MouseEvent(x: rect.x - 1, y: rect.y + 1, kind: .press)
    #expect(
      MouseRouting.actions(for: gap, in: state, context: context).allSatisfy { action in
        guard case .feature(let feature) = action,
          case .focusControl(let id) = feature.as(NavigationFeature.Action.self)
        else { return false }
        return id != target.id
      })
  }

  @Test("a click on a slider focuses it and sets its level at the clicked row")
  @MainActor
  func clickSlider() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let layout = pilot.state.controls.controlCenterLayout
    let screen = ControlCenterScreen(pilot.state, layout: layout)
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let placement = try #require(layout.placements.first { $0.slider == .brightness })
    let rect = screen.grid.rect(for: placement)
    let track = SliderModule.track(in: rect)
    // The track's top row is full; its middle row about half.
    let top = MouseEvent(x: rect.x + 2, y: track.y, kind: .press)
    #expect(
      MouseRouting.actions(for: top, in: pilot.state, context: context) == [
        .navigation(.focusSlider(.brightness)), .sliders(.set(.brightness, level: 16)),
      ])
    let middle = MouseEvent(x: rect.x + 2, y: track.y + track.height / 2, kind: .press)
    let actions = MouseRouting.actions(for: middle, in: pilot.state, context: context)
    let level = SliderModule.level(atRow: middle.y, in: rect)
    #expect((6...10).contains(level))
    for action in actions { pilot.engine.send(action) }
    await pilot.advance(by: 0.1)
    #expect(pilot.state.focusedSlider == .brightness)
    #expect(pilot.state.sliders.level(.brightness) == level)
    #expect(pilot.screen.contains("Brightness \(SystemSlider.percent(level))"))
  }
}

/// The wheel over the inspector.
@MainActor
@Suite("Mouse routing: the inspector's wheel")
struct InspectorWheelTests {
  @Test("the wheel over the inspector scrolls its log back and forward, within the log")
  func wheel() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    for _ in 0..<12 { await pilot.press(.enter) }  // plenty of event lines
    await pilot.press(.character("i"))
    let panel = try #require(DashboardRenderer.areas(for: pilot.state).panel)
    // The panel's bottom rows (the newest events, wrapped).
    func bottomRows() -> [Substring] {
      Array(pilot.screen.split(separator: "\n").dropLast().suffix(4).map { $0.dropFirst(panel.x) })
    }
    let newest = bottomRows()
    func wheel(_ kind: MouseEvent.Kind, x: Int = panel.x + 3) {
      for action in MouseRouting.actions(
        for: MouseEvent(x: x, y: panel.y + 5, kind: kind), in: pilot.state)
      {
        pilot.engine.send(action)
      }
    }
    wheel(.wheelUp, x: 2)
    #expect(pilot.state.navigation.inspectorScroll == 0, "not over the panel")
    wheel(.wheelUp)
    #expect(pilot.state.navigation.inspectorScroll == 3)
    await pilot.advance(by: 0.01)
    #expect(bottomRows() != newest, "the newest lines scrolled out of view")
    // The log's heading counts the events scrolled off: newer below, older above.
    func heading() -> Substring? {
      pilot.screen.split(separator: "\n").map { $0.dropFirst(panel.x) }.first {
        $0.contains("Events")
      }
    }
    #expect(heading()?.contains("▼ 3") == true, "\(heading() ?? "no heading")")
    #expect(heading()?.contains("▲ ") == true, "\(heading() ?? "no heading")")
    for _ in 0..<100 { wheel(.wheelUp) }
    let limit = pilot.state.navigation.inspectorScroll
    #expect(limit < pilot.state.events.count, "kept within the log")
    await pilot.advance(by: 0.01)
    #expect(heading()?.contains("▼ \(limit)") == true, "\(heading() ?? "no heading")")
    wheel(.wheelDown)
    #expect(pilot.state.navigation.inspectorScroll == limit - 3, "forward again at once")
    for _ in 0..<100 { wheel(.wheelDown) }
    #expect(pilot.state.navigation.inspectorScroll == 0)
  }
}

/// Clicks on the Lock Screen's control slots and on the Action button.
@MainActor
@Suite("Mouse routing: Lock Screen slots and the Action button")
struct SlotAndActionButtonClickTests {
  @Test("a click on a Lock Screen slot focuses it and uses its control; beside it, nothing")
  func clickSlot() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("2"))
    let state = pilot.state
    #expect(state.navigation.lockScreenFocus == 0)
    let area = DashboardRenderer.areas(for: state).content
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let rects = LockScreenView.slotRects(state: state, in: area, context: context)
    let id = try #require(state.controls.lockScreenSlots[1])
    let slot = rects[1]
    let click = MouseEvent(x: slot.maxX - 1, y: slot.y + 1, kind: .press)
    let actions = MouseRouting.actions(for: click, in: state, context: context)
    #expect(actions == [.navigation(.focusControl(id)), .key(.enter)])
    let before = try #require(state.control(id))
    for action in actions { pilot.engine.send(action) }
    await pilot.advance(by: 0.1)
    #expect(pilot.state.navigation.lockScreenFocus == 1)
    let after = try #require(pilot.state.control(id))
    #expect(before.displayed.isOn != after.displayed.isOn, "it was toggled")
    let beside = MouseEvent(x: slot.x - 1, y: slot.y + 1, kind: .press)
    #expect(MouseRouting.actions(for: beside, in: state, context: context).isEmpty)
  }

  @Test("the mouse button held on the Action button runs it; a quick click only shows the hint")
  func holdActionButton() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("3"))
    // The Action button is on the phone's left edge.
    let content = DashboardRenderer.areas(for: pilot.state).content
    let button = ActionButtonView.sideButton(canvas: PhoneCanvas(in: content), content: content)
      .bar
    func mouse(_ kind: MouseEvent.Kind, x: Int = button.x) -> [DashboardAction] {
      let actions = MouseRouting.actions(
        for: MouseEvent(x: x, y: button.y + 1, kind: kind), in: pilot.state)
      for action in actions { pilot.engine.send(action) }
      return actions
    }
    #expect(mouse(.press, x: content.maxX - 1).isEmpty, "beside the phone")
    #expect(mouse(.release).isEmpty, "no hold to end")
    // A quick click: the hint shows, nothing runs.
    #expect(mouse(.press) == [.actionButton(.buttonDown)])
    await pilot.advance(by: 0.25)
    #expect(mouse(.release, x: 0) == [.actionButton(.buttonUp)], "released anywhere")
    await pilot.advance(by: 0.5)
    #expect(pilot.state.actionButton.hint != nil)
    #expect(pilot.state.runs.runs.isEmpty && pilot.state.actionButton.island == nil)
    await pilot.advance(by: 2)
    #expect(pilot.state.actionButton.hint == nil, "the hint timed out")
    // Held half a second: it runs (the island shows it) before the release.
    #expect(mouse(.press) == [.actionButton(.buttonDown)])
    #expect(pilot.state.actionButton.hint != nil)
    await pilot.advance(by: 0.5)
    #expect(pilot.state.actionButton.island != nil, "it ran")
    #expect(mouse(.release).isEmpty, "the hold already ended")
  }

  @Test("a click on the assigned action where it is drawn presses the button; below it, nothing")
  func clickAssignedAction() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("3"))
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let rows = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let y = try #require(rows.firstIndex { $0.contains("Productivity Timer") })
    let x = try #require(rows[y].range(of: "Productivity Timer")).lowerBound.utf16Offset(
      in: rows[y])
    func click(x: Int, y: Int) -> [DashboardAction] {
      MouseRouting.actions(for: MouseEvent(x: x, y: y, kind: .press), in: state, context: context)
    }
    #expect(click(x: x + 3, y: y) == [.actionButton(.buttonDown)], "on its name")
    #expect(click(x: x + 3, y: y + 1) == [.actionButton(.buttonDown)], "on its value")
    #expect(click(x: x + 3, y: y - 3) == [.actionButton(.buttonDown)], "on its round module")
    #expect(click(x: x + 3, y: y + 2).isEmpty, "below it")
  }
}
