import Foundation
import SpacesKit

/// Navigation: which space shows, what is focused in each space (by identity, not position),
/// the order of the presentation stack, the help overlay and the inspector panel.
package enum NavigationFeature: Feature {
  /// Where the user is.
  package struct State: FeatureState {
    /// The space on screen.
    package var space: Space = .controlCenter
    /// The focused control in Control Center.
    package var controlCenterFocus: ControlID?
    /// The focused slot on the Lock Screen (an index of the space's slots).
    package var lockScreenFocus = 0
    /// What is presented over the space, bottom first (each presentation's content is its
    /// feature's state).
    package var presentations: [PresentationID] = []
    /// Whether the inspector panel is open.
    package var showsInspector = false
    /// Whether the inspector takes half the window (`W`) rather than its 44-column strip.
    package var inspectorIsWide = false
    /// How many event-log lines the inspector is scrolled back from the newest (the wheel);
    /// the renderer keeps it within the log.
    package var inspectorScroll = 0
    /// How many rows the help overlay's key rows are scrolled down (where they don't fit).
    package var helpScroll = 0
    /// Whether the VoiceOver overlay (`A`) reads the focused widget or control.
    package var showsVoiceOver = false

    package init() {}
  }

  /// What changes navigation.
  package enum Action: Equatable, Sendable {
    /// Show a space (closing the help and the gallery; edit mode ends on another space).
    case show(Space)
    /// Move focus in a direction on the current space.
    case moveFocus(FocusDirection)
    /// Focus the next (`1`) or previous (`-1`) item of the current space.
    case cycleFocus(by: Int)
    /// Focus a Lock Screen slot by index (`Tab` out of the Live Activity banners).
    case focusSlot(Int)
    /// Focus a control of Control Center, or the Lock Screen slot holding it (a click).
    case focusControl(ControlID)
    /// Focus a system slider in Control Center (a click on it).
    case focusSlider(SystemSlider)
    /// Focus a control in Control Center whatever the space (one just added), or none.
    case setControlCenterFocus(ControlID?)
    /// Keep Control Center's focus on a control it holds (the first, if it was lost).
    case repairFocus
    /// Scroll the inspector's event log back (positive) or forward by lines (the wheel).
    case scrollInspector(by: Int)
    /// Put a presentation on top (or just below another, when that one is presented).
    case present(PresentationID, below: PresentationID? = nil)
    /// Take a presentation off the stack, wherever it is.
    case dismiss(PresentationID)
    /// Close the top presentation.
    case dismissTop
    /// Open the help overlay.
    case showHelp
    /// Scroll the help overlay's key rows to a row.
    case scrollHelp(to: Int)
    /// Open or close the inspector.
    case toggleInspector
    /// `W`: the inspector half the window wide, or back to its strip; opens it when shut.
    case widenInspector
    /// Close the inspector.
    case closeInspector
    /// Open or close the VoiceOver overlay.
    case toggleVoiceOver
    /// Close the VoiceOver overlay.
    case closeVoiceOver
  }

  /// Applies an action; the controls and the Lock Screen's slots are read to move focus.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    let controls = context.dashboard.controls
    switch action {
    case .show(let space):
      if space != state.space, context.dashboard.editMode.isEditing {
        context.send(.editMode(.leave))
      }
      state.space = space
      if space == .homeScreen { context.send(.homeScreenApps(.shown)) }
      // Questions stay up (their runs wait for them); the help and the gallery close.
      state.presentations.removeAll { $0 == .help }
      if state.presentations.contains(.gallery) { context.send(.editMode(.closeGallery)) }
      if state.presentations.contains(.widgetGallery) { context.send(.widgetGallery(.close)) }
    case .moveFocus(let direction):
      moveFocus(direction, state: &state, controls: controls)
    case .cycleFocus(let step):
      cycleFocus(by: step, state: &state, controls: controls)
    case .scrollInspector(let lines):
      state.inspectorScroll = max(0, state.inspectorScroll + lines)
    case .focusSlot(let slot):
      state.lockScreenFocus = max(0, min(slot, controls.lockScreenSlots.count - 1))
    case .focusControl(let id):
      switch state.space {
      case .controlCenter where controls[id]?.isInControlCenter == true:
        state.controlCenterFocus = id
      case .lockScreen:
        if let slot = controls.lockScreenSlots.firstIndex(of: id) { state.lockScreenFocus = slot }
      default:
        break
      }
    case .focusSlider(let slider):
      if state.space == .controlCenter, controls.systemSliders.contains(slider) {
        state.controlCenterFocus = slider.id
      }
    case .setControlCenterFocus(let id):
      state.controlCenterFocus = id
    case .repairFocus:
      repairFocus(&state, controls: controls)
    case .present(let presentation, let below):
      state.presentations.removeAll { $0 == presentation }
      let index = below.flatMap { state.presentations.firstIndex(of: $0) }
      state.presentations.insert(presentation, at: index ?? state.presentations.endIndex)
    case .dismiss(let presentation):
      state.presentations.removeAll { $0 == presentation }
    case .dismissTop:
      _ = state.presentations.popLast()
    case .showHelp:
      state.helpScroll = 0
      state.presentations.append(.help)
    case .scrollHelp(let row):
      state.helpScroll = max(0, row)
    case .toggleInspector:
      state.showsInspector.toggle()
      state.inspectorScroll = 0
    case .widenInspector:
      if state.showsInspector {
        state.inspectorIsWide.toggle()
      } else {
        state.showsInspector = true
        state.inspectorIsWide = true
        state.inspectorScroll = 0
      }
    case .closeInspector:
      state.showsInspector = false
    case .toggleVoiceOver:
      state.showsVoiceOver.toggle()
    case .closeVoiceOver:
      state.showsVoiceOver = false
    }
  }

  /// Keeps Control Center's focus on an installed control or a slider it shows (the first
  /// control, if it was lost).
  package static func repairFocus(_ state: inout State, controls: ControlsState) {
    if !controls.isFocusable(inControlCenter: state.controlCenterFocus) {
      state.controlCenterFocus = controls.controlCenterIDs.first
    }
  }

  static func moveFocus(_ direction: FocusDirection, state: inout State, controls: ControlsState) {
    let slots = controls.lockScreenSlots
    switch state.space {
    case .controlCenter:
      let layout = controls.controlCenterLayout
      if let next = layout.neighbor(of: state.controlCenterFocus, toward: direction) {
        state.controlCenterFocus = next
      }
    case .lockScreen:
      guard !slots.isEmpty else { return }
      if direction == .left { state.lockScreenFocus = max(0, state.lockScreenFocus - 1) }
      if direction == .right {
        state.lockScreenFocus = min(slots.count - 1, state.lockScreenFocus + 1)
      }
    case .actionButton, .homeScreen, .controlLab, .shortcuts:
      break  // the Home Screen's focus is the widgets' (WidgetsFeature.moveFocus)
    }
  }

  static func cycleFocus(by step: Int, state: inout State, controls: ControlsState) {
    let slots = controls.lockScreenSlots
    switch state.space {
    case .controlCenter where !controls.controlCenter.isEmpty:
      let ids = controls.controlCenterFocusOrder
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

extension DashboardAction {
  /// A navigation action.
  package static func navigation(_ action: NavigationFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}
