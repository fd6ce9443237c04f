import Foundation
import SpacesKit

/// Navigation: which space shows, what is focused in each space (by identity, not position),
/// the presentation stack and the inspector panel.
public enum NavigationFeature {
  /// Where the user is.
  public struct State: Equatable, Sendable {
    /// The space on screen.
    public var space: Space = .controlCenter
    /// The focused control in Control Center.
    public var controlCenterFocus: ControlID?
    /// The focused slot on the Lock Screen (an index of the space's slots).
    public var lockScreenFocus = 0
    /// What is presented over the space, bottom first.
    public var presentations: [Presentation] = []
    /// Whether the inspector panel is open.
    public var showsInspector = false
    /// Whether the current space is in edit mode (left when another space shows).
    public var isEditing = false
    /// How many event-log lines the inspector is scrolled back from the newest (the wheel);
    /// the renderer keeps it within the log.
    public var inspectorScroll = 0
    /// How many rows the help overlay's key rows are scrolled down (where they don't fit).
    public var helpScroll = 0

    public init() {}

    /// The top presentation, which gets keys first.
    public var topPresentation: Presentation? { presentations.last }

    /// Whether the help overlay is open.
    public var showsHelp: Bool { presentations.contains(.help) }
  }

  /// What changes navigation.
  public enum Action: Equatable, Sendable {
    /// Show a space (closing presentations).
    case show(Space)
    /// Move focus in a direction on the current space.
    case moveFocus(FocusDirection)
    /// Focus the next (`1`) or previous (`-1`) item of the current space.
    case cycleFocus(by: Int)
    /// Focus a control of Control Center, or the Lock Screen slot holding it (a click).
    case focusControl(ControlID)
    /// Scroll the inspector's event log back (positive) or forward by lines (the wheel).
    case scrollInspector(by: Int)
    /// Present something on top.
    case present(Presentation)
    /// Scroll the help overlay's key rows to a row.
    case scrollHelp(to: Int)
    /// Close the top presentation.
    case dismissPresentation
    /// Change a run's prompt (a selection moved, text was typed).
    case updatePrompt(PromptState)
    /// Close a run's prompt, wherever it is in the stack.
    case dismissPrompt(RunID)
    /// Close the "Unlock to …" prompts.
    case dismissUnlock
    /// Open or close the inspector.
    case toggleInspector
    /// Close the inspector.
    case closeInspector
  }

  /// Applies an action; `controls` and `slots` are read to move focus.
  public static func reduce(
    into state: inout State, action: Action, controls: ControlsState, slots: [ControlID?]
  ) {
    switch action {
    case .show(let space):
      if space != state.space { state.isEditing = false }
      state.space = space
      // Questions stay up (their runs wait for them); other presentations close.
      state.presentations.removeAll {
        if case .gallery = $0 { return true }
        return $0 == .help
      }
    case .moveFocus(let direction):
      moveFocus(direction, state: &state, controls: controls, slots: slots)
    case .cycleFocus(let step):
      cycleFocus(by: step, state: &state, controls: controls, slots: slots)
    case .scrollInspector(let lines):
      state.inspectorScroll = max(0, state.inspectorScroll + lines)
    case .focusControl(let id):
      switch state.space {
      case .controlCenter where controls[id]?.isInControlCenter == true:
        state.controlCenterFocus = id
      case .lockScreen:
        if let slot = slots.firstIndex(of: id) { state.lockScreenFocus = slot }
      default:
        break
      }
    case .present(let presentation):
      if presentation == .help { state.helpScroll = 0 }
      state.presentations.append(presentation)
    case .scrollHelp(let row):
      state.helpScroll = max(0, row)
    case .dismissPresentation:
      _ = state.presentations.popLast()
    case .updatePrompt(let prompt):
      state.presentations = state.presentations.map {
        if case .prompt(let old) = $0, old.run == prompt.run { return .prompt(prompt) }
        return $0
      }
    case .dismissPrompt(let run):
      state.presentations.removeAll {
        if case .prompt(let prompt) = $0 { return prompt.run == run }
        return false
      }
    case .dismissUnlock:
      state.presentations.removeAll {
        if case .unlock = $0 { return true }
        return false
      }
    case .toggleInspector:
      state.showsInspector.toggle()
      state.inspectorScroll = 0
    case .closeInspector:
      state.showsInspector = false
    }
  }

  /// Keeps Control Center's focus on an installed control (the first, if it was lost).
  public static func repairFocus(_ state: inout State, controls: ControlsState) {
    if controls[state.controlCenterFocus]?.isInControlCenter != true {
      state.controlCenterFocus = controls.controlCenterIDs.first
    }
  }

  static func moveFocus(
    _ direction: FocusDirection, state: inout State, controls: ControlsState, slots: [ControlID?]
  ) {
    switch state.space {
    case .controlCenter:
      let layout = ControlCenterLayout(controls: controls.controlCenter)
      if let next = layout.neighbor(of: state.controlCenterFocus, toward: direction) {
        state.controlCenterFocus = next
      }
    case .lockScreen:
      guard !slots.isEmpty else { return }
      if direction == .left { state.lockScreenFocus = max(0, state.lockScreenFocus - 1) }
      if direction == .right {
        state.lockScreenFocus = min(slots.count - 1, state.lockScreenFocus + 1)
      }
    case .actionButton, .homeScreen, .controlLab:
      break  // the Home Screen's focus is the widgets' (WidgetsFeature.moveFocus)
    }
  }

  static func cycleFocus(
    by step: Int, state: inout State, controls: ControlsState, slots: [ControlID?]
  ) {
    switch state.space {
    case .controlCenter where !controls.controlCenter.isEmpty:
      let ids = controls.controlCenterIDs
      let current = state.controlCenterFocus.flatMap { ids.firstIndex(of: $0) } ?? 0
      state.controlCenterFocus = ids[(current + step % ids.count + ids.count) % ids.count]
    case .lockScreen where !slots.isEmpty:
      state.lockScreenFocus =
        (state.lockScreenFocus + step % slots.count + slots.count) % slots.count
    default:
      break
    }
  }
}
