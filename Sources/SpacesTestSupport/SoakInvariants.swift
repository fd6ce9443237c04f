import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal

/// The invariants a soak checks after every step; each broken one is a line of text.
///
/// - The frame is the terminal's size, and wide graphemes are followed by their continuation.
/// - The run loop presented the frame the state shows (nothing changed without a frame).
/// - In Control Center with controls, focus is an installed control, its placement lies inside the
///   grid, and (at a usable size, without the help overlay) its tile is on screen with the
///   focused border.
/// - With the inspector open, nothing is drawn over the panel's border.
/// - The Lock Screen's focus is one of its slots.
/// - After settling, no effect is in flight; the event log keeps to its limit; no deadline is in
///   the past; the next redraw is in the future.
@MainActor
package enum SoakInvariants {
  /// The broken invariants after a step (empty when all hold).
  package static func check(
    session: ScriptedSession, frame: Frame, terminal: HeadlessTerminal, asciiOnly: Bool
  ) -> [String] {
    var broken: [String] = []
    let state = session.state
    let engine = session.engine
    let now = session.clock.now()

    // Frames.
    if frame.width != state.size.width || frame.height != state.size.height {
      broken.append(
        "frame is \(frame.width)x\(frame.height), terminal is "
          + "\(state.size.width)x\(state.size.height)")
    }
    if frame.cells.count != frame.width * frame.height {
      broken.append("frame has \(frame.cells.count) cells for \(frame.width)x\(frame.height)")
    }
    broken += wideCellProblems(frame)
    if terminal.latestFrame != frame {
      broken.append("the run loop didn't present the frame the state shows")
    }

    // Focus.
    if state.space == .controlCenter, !state.controls.controlCenter.isEmpty {
      broken += controlCenterFocusProblems(state: state, frame: frame, asciiOnly: asciiOnly)
    }
    let slotFocus = state.navigation.lockScreenFocus
    if !(0..<Space.lockScreen.controlSlots).contains(slotFocus)
      || !state.lockScreenSlots.indices.contains(slotFocus)
    {
      broken.append(
        "lockScreenFocus \(slotFocus) outside 0..<\(Space.lockScreen.controlSlots) "
          + "(\(state.lockScreenSlots.count) slots)")
    }

    broken += inspectorProblems(state: state, frame: frame, asciiOnly: asciiOnly)

    // Engine.
    if engine.isBusy { broken.append("effects still in flight after settling") }
    if state.events.count > DashboardState.eventLimit {
      broken.append("event log has \(state.events.count) > \(DashboardState.eventLimit) events")
    }
    let pending = engine.pendingDeadlines
    for (id, date) in pending where date < now {
      broken.append(
        "deadline \(id) at \(date.timeIntervalSince1970) is before now "
          + "\(now.timeIntervalSince1970)")
    }
    if let redraw = RedrawSchedule.nextRedraw(state, now: now), redraw <= now {
      broken.append(
        "next redraw \(redraw.timeIntervalSince1970) is not after now \(now.timeIntervalSince1970)")
    }
    if state.quitRequested { broken.append("quit requested but the dashboard kept running") }
    return broken
  }

  /// Focus in Control Center: a valid index, inside the grid, and drawn as focused.
  package static func controlCenterFocusProblems(
    state: DashboardState, frame: Frame, asciiOnly: Bool
  ) -> [String] {
    let focus = state.navigation.controlCenterFocus
    guard let focus, state.controls.isFocusable(inControlCenter: focus) else {
      return [
        "focus \(String(describing: focus)) is not one of \(state.controls.count) controls "
          + "or a slider shown"
      ]
    }
    let layout = state.controls.controlCenterLayout
    guard let placement = layout.placements.first(where: { $0.id == focus }) else {
      return ["focus \(focus) has no placement (\(layout.placements.count) placements)"]
    }
    let span = placement.span
    guard placement.column >= 0, placement.row >= 0,
      placement.column + span.columns <= ControlCenterLayout.columns
    else {
      return [
        "focused placement \(placement) lies outside the \(ControlCenterLayout.columns)-column grid"
      ]
    }
    let size = state.size
    let minimum = DashboardRenderer.minimumSize
    guard size.width >= minimum.width, size.height >= minimum.height,
      state.navigation.presentations.isEmpty
    else {
      return []
    }
    // The geometry ControlCenterView uses.
    let screen = ControlCenterScreen(state, layout: layout)
    let area = screen.content
    let rect = screen.grid.rect(for: placement)
    guard rect.y >= area.y, rect.maxY <= area.maxY, rect.maxX <= frame.width else {
      return [
        "focused control \(focus) at \(rect) is off screen (\(size.width)x\(size.height))"
      ]
    }
    // A slider is a rounded rectangle: focused, its border is heavy as a medium module's.
    let mark = ControlTile.focusMark(
      size: placement.slider == nil ? placement.size : .medium, asciiOnly: asciiOnly)
    let (markX, markY) = (rect.x + mark.dx, rect.y + mark.dy)
    if frame[markX, markY].grapheme != mark.grapheme {
      if state.showsInspector, rect.x >= area.maxX {
        return [
          "focused control \(focus) at \(rect) is hidden under the inspector panel "
            + "(content ends at column \(area.maxX))"
        ]
      }
      return [
        "focused control \(focus) isn't drawn as focused at (\(markX), \(markY)): "
          + "'\(frame[markX, markY].grapheme.map(String.init) ?? "nil")'"
      ]
    }
    return []
  }

  /// Whether something was drawn over the inspector panel's left border (at a usable size,
  /// with nothing presented over it: help and prompts are drawn on top).
  package static func inspectorProblems(state: DashboardState, frame: Frame, asciiOnly: Bool)
    -> [String]
  {
    let size = state.size
    let minimum = DashboardRenderer.minimumSize
    guard state.showsInspector, state.navigation.presentations.isEmpty, size.width >= minimum.width,
      size.height >= minimum.height
    else { return [] }
    guard let panel = DashboardRenderer.areas(for: state).panel else { return [] }
    let x = panel.x
    let border: Character = asciiOnly ? "|" : "│"
    // From the first content row (the panel may start on the row above) to above the footer.
    for y in 2..<(size.height - 1) where frame[x, y].grapheme != border {
      return [
        "inspector border at (\(x), \(y)) overdrawn with "
          + "'\(frame[x, y].grapheme.map(String.init) ?? "nil")'"
      ]
    }
    return []
  }

  /// Wide graphemes without their continuation cell, or continuations without a wide grapheme.
  package static func wideCellProblems(_ frame: Frame) -> [String] {
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        let cell = frame[x, y]
        if cell.width == 2, x + 1 >= frame.width || frame[x + 1, y].width != 0 {
          return ["wide grapheme at (\(x), \(y)) has no continuation cell"]
        }
        if cell.width == 0, x == 0 || frame[x - 1, y].width != 2 {
          return ["continuation cell at (\(x), \(y)) follows no wide grapheme"]
        }
      }
    }
    return []
  }
}
