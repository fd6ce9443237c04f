import Foundation
import SpacesKit

/// Edit mode and the controls gallery, as on a phone: in Control Center, add controls from the
/// gallery, remove, move and resize them; on the Lock Screen and the Action button, choose the
/// control each slot (and the button) holds, or clear it. The controls feature places them
/// (and saves the layout); an App Shortcut on the Action button is the Action button's.
package enum EditModeFeature: Feature {
  /// Edit mode and the gallery.
  package struct State: FeatureState {
    /// Whether the current space is in edit mode (left when another space shows).
    package var isEditing = false
    /// The gallery, while it is presented.
    package var gallery: GalleryState?

    package init() {}
  }

  /// What edit mode does.
  package enum Action: Equatable, Sendable {
    /// Enter edit mode on the current space.
    case enter
    /// Leave edit mode (closing the gallery).
    case leave
    /// Open the gallery for a place.
    case openGallery(ControlPlace)
    /// A key while the gallery is on top.
    case galleryKey(KeyEvent)
    /// Close the gallery.
    case closeGallery
    /// Put a control of a kind (or an App Shortcut, by its gallery key) at a place (the
    /// gallery's Enter).
    case choose(kind: String, for: ControlPlace)
    /// Empty a Lock Screen slot or the Action button.
    case clear(ControlPlace)
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    let dashboard = context.dashboard
    switch action {
    case .enter:
      state.isEditing = true
    case .leave:
      state.isEditing = false
      closeGallery(&state, context: &context)
    case .openGallery(let target):
      closeGallery(&state, context: &context)
      // The highlight starts on what the target holds, else on the first kind not added yet.
      var gallery = GalleryState(target: target)
      gallery.selectedKind =
        (target == .actionButton ? dashboard.actionButton.shortcut?.galleryKey : nil)
        ?? dashboard.controls.occupant(of: target)?.kind
        ?? gallery.entries(in: dashboard.catalog).first {
          gallery.mark(of: $0.kind, in: dashboard) == nil
        }?
        .kind
      state.gallery = gallery
      context.send(.navigation(.present(.gallery)))
    case .galleryKey(let key):
      guard let gallery = state.gallery else { return }
      switch gallery.handle(
        key, catalog: dashboard.catalog, shortcuts: dashboard.siri.sources,
        sliders: dashboard.controls.hostedSliders)
      {
      case .edited(let next): state.gallery = next
      case .choose(let kind): context.send(.editMode(.choose(kind: kind, for: gallery.target)))
      case .close: closeGallery(&state, context: &context)
      case .ignored: break
      }
    case .closeGallery:
      closeGallery(&state, context: &context)
    case .choose(let kind, let target):
      if let shortcut = ActionButtonShortcut(galleryKey: kind), target == .actionButton {
        closeGallery(&state, context: &context)
        context.send(.actionButton(.assignShortcut(shortcut)))
        return
      }
      if let slider = SystemSlider(galleryKey: kind), case .controlCenter(let after) = target {
        guard !dashboard.controls.systemSliders.contains(slider) else {
          context.toast("\(slider.title) is in Control Center already")
          return
        }
        closeGallery(&state, context: &context)
        context.send(.controls(.addSlider(slider, after: after)))
        return
      }
      guard dashboard.catalog[kind] != nil else { return }
      // A kind already in Control Center stays listed (marked) and isn't added twice.
      if case .controlCenter = target,
        GalleryState(target: target).mark(of: kind, in: dashboard) == .added
      {
        context.send(.controls(.place(kind: kind, at: target)))
        return
      }
      closeGallery(&state, context: &context)
      context.send(.controls(.place(kind: kind, at: target)))
    case .clear(let target):
      if target == .actionButton, dashboard.actionButton.shortcut != nil {
        context.send(.actionButton(.assignShortcut(nil)))
      } else {
        context.send(.controls(.clear(target)))
      }
    }
  }

  /// What a key's command means in edit mode (or for entering it); `false` when the command
  /// isn't edit mode's and the space gives it its usual meaning. It only sends actions.
  static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    let editing = state.editMode.isEditing
    switch command {
    case .toggleEditMode:
      if !editing, state.space == .controlLab || state.space == .shortcuts {
        // Nothing here is arranged by hand: the Lab lists every control, Shortcuts every App
        // Shortcut, as their apps declare them.
        context.toast("e edits Control Center, the Lock Screen, Action button, Home Screen")
        return true
      }
      context.send(.editMode(editing ? .leave : .enter))
    case .addControl:
      if !editing { context.send(.editMode(.enter)) }
      context.send(.editMode(.openGallery(galleryTarget(state))))
    case .removeControl, .moveControl, .resizeControl:
      guard editing else {
        context.toast("Press e for edit mode first")
        return true
      }
      editingCommand(command, state: state, context: &context)
    case .activate where editing:
      switch state.space {
      case .controlCenter:
        if let control = state.focusedControl, control.configuration != nil {
          context.send(.configuration(.open(control.id)))
        }
      case .lockScreen, .actionButton:
        context.send(.editMode(.openGallery(galleryTarget(state))))
      case .homeScreen, .controlLab, .shortcuts:
        break  // widgets are placed by their apps for now
      }
    case .cancel where editing:
      context.send(.editMode(.leave))
    default:
      return false
    }
    return true
  }

  /// Remove, move and resize in edit mode.
  private static func editingCommand(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) {
    let focus = state.navigation.controlCenterFocus
    if state.space == .controlCenter, let slider = state.focusedSlider {
      // The system's sliders move and go like controls; they have one size here.
      switch command {
      case .removeControl: context.send(.controls(.removeSlider(slider)))
      case .moveControl(let step): context.send(.controls(.move(slider.id, by: step)))
      default: context.toast("\(slider.title) has one size: a unit wide, two tall")
      }
      return
    }
    switch (state.space, command) {
    case (.controlCenter, .removeControl):
      if let focus { context.send(.controls(.removeFromControlCenter(focus))) }
    case (.controlCenter, .moveControl(let step)):
      if let focus { context.send(.controls(.move(focus, by: step))) }
    case (.controlCenter, .resizeControl):
      if let focus { context.send(.controls(.resize(focus))) }
    case (.lockScreen, .removeControl), (.actionButton, .removeControl):
      context.send(.editMode(.clear(galleryTarget(state))))
    default:
      break
    }
  }

  /// Where the gallery adds to from the current space: after Control Center's focused control,
  /// the focused Lock Screen slot, or the Action button.
  static func galleryTarget(_ state: DashboardState) -> ControlPlace {
    switch state.space {
    case .controlCenter, .homeScreen, .controlLab, .shortcuts:
      .controlCenter(after: state.navigation.controlCenterFocus)
    case .lockScreen: .lockScreenSlot(state.navigation.lockScreenFocus)
    case .actionButton: .actionButton
    }
  }

  private static func closeGallery(_ state: inout State, context: inout ReduceContext) {
    guard state.gallery != nil else { return }
    state.gallery = nil
    context.send(.navigation(.dismiss(.gallery)))
  }
}

extension DashboardAction {
  /// An edit mode action.
  package static func editMode(_ action: EditModeFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}
