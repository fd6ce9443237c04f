import Foundation
import SpacesKit

/// Edit mode and the controls gallery, as on a phone: in Control Center, add controls from the
/// gallery, remove, move and resize them; on the Lock Screen and the Action button, choose the
/// control each slot (and the button) holds, or clear it. Every change saves the layout.
public enum EditModeFeature {
  /// What changes the layout from edit mode.
  public enum Action: Equatable, Sendable {
    /// Enter edit mode on the current space.
    case enter
    /// Leave edit mode (closing the gallery).
    case leave
    /// Take a control out of Control Center (it stays installed while a Lock Screen slot or
    /// the Action button holds it).
    case remove(ControlID)
    /// Move a control earlier (`-1`) or later (`1`) in Control Center's order.
    case move(ControlID, by: Int)
    /// Give a control the next size: small, medium, large, small…
    case resize(ControlID)
    /// Open the gallery for a target.
    case openGallery(GalleryState.Target)
    /// The gallery changed (its highlight or search text).
    case updateGallery(GalleryState)
    /// Close the gallery.
    case closeGallery
    /// Put a control of a kind at a target (the gallery's Enter).
    case choose(kind: String, for: GalleryState.Target)
    /// Empty a Lock Screen slot or the Action button.
    case clear(GalleryState.Target)
  }

  /// What the event log says about edits.
  public enum Event: Equatable, Sendable {
    /// A control of a kind was put in a place.
    case added(kind: String, place: String)
    /// A control of a kind was taken from a place.
    case removed(kind: String, place: String)

    var description: String {
      switch self {
      case .added(let kind, let place): "added \(kind.shortKind) to \(place)"
      case .removed(let kind, let place): "removed \(kind.shortKind) from \(place)"
      }
    }
  }

  /// The size a control gets when it is added to Control Center.
  public static let addedSize = ControlSize.medium

  /// What a key's command means in edit mode (or for entering it); `false` when the command
  /// isn't edit mode's and the space gives it its usual meaning.
  static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    let editing = state.navigation.isEditing
    switch command {
    case .toggleEditMode:
      context.send(.editMode(editing ? .leave : .enter))
    case .addControl:
      if !editing { context.send(.editMode(.enter)) }
      context.send(.editMode(.openGallery(galleryTarget(state))))
    case .removeControl, .moveControl, .resizeControl:
      guard editing else {
        context.send(.notice("Press e for edit mode first"))
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
      case .homeScreen, .controlLab:
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
    switch (state.space, command) {
    case (.controlCenter, .removeControl):
      if let id = state.navigation.controlCenterFocus { context.send(.editMode(.remove(id))) }
    case (.controlCenter, .moveControl(let step)):
      if let id = state.navigation.controlCenterFocus {
        context.send(.editMode(.move(id, by: step)))
      }
    case (.controlCenter, .resizeControl):
      if let id = state.navigation.controlCenterFocus { context.send(.editMode(.resize(id))) }
    case (.lockScreen, .removeControl), (.actionButton, .removeControl):
      context.send(.editMode(.clear(galleryTarget(state))))
    default:
      break
    }
  }

  /// Where the gallery adds to from the current space: after Control Center's focused control,
  /// the focused Lock Screen slot, or the Action button.
  static func galleryTarget(_ state: DashboardState) -> GalleryState.Target {
    switch state.space {
    case .controlCenter, .homeScreen, .controlLab:
      .controlCenter(after: state.navigation.controlCenterFocus)
    case .lockScreen: .lockScreenSlot(state.navigation.lockScreenFocus)
    case .actionButton: .actionButton
    }
  }

  /// A key while the gallery is on top.
  static func galleryKey(
    _ key: KeyEvent, gallery: GalleryState, state: DashboardState, context: inout ReduceContext
  ) {
    switch gallery.handle(key, catalog: state.catalog, shortcuts: state.siri.sources) {
    case .edited(let next): context.send(.editMode(.updateGallery(next)))
    case .choose(let kind): context.send(.editMode(.choose(kind: kind, for: gallery.target)))
    case .close: context.send(.editMode(.closeGallery))
    case .ignored: break
    }
  }

  /// Applies an action.
  static func reduce(
    into state: inout DashboardState, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .enter:
      state.navigation.isEditing = true
    case .leave:
      state.navigation.isEditing = false
      closeGallery(&state)
    case .remove(let id):
      remove(id, state: &state, context: &context)
    case .move(let id, let step):
      var order = state.controls.controlCenterIDs
      guard let index = order.firstIndex(of: id), order.indices.contains(index + step) else {
        return
      }
      order.swapAt(index, index + step)
      state.controls.reorder(first: order)
      save(state, context: &context)
    case .resize(let id):
      guard state.controls[id]?.isInControlCenter == true else { return }
      state.controls.update(id) { control in
        let sizes = ControlSize.allCases
        control.size = sizes[(sizes.firstIndex(of: control.size)! + 1) % sizes.count]
      }
      save(state, context: &context)
    case .openGallery(let target):
      closeGallery(&state)
      // The highlight starts on what the target holds, else on the first kind not added yet.
      var gallery = GalleryState(target: target)
      gallery.selectedKind =
        (target == .actionButton ? state.actionButton.shortcut?.galleryKey : nil)
        ?? occupant(of: target, state)?.kind
        ?? gallery.entries(in: state.catalog).first { gallery.mark(of: $0.kind, in: state) == nil }?
        .kind
      state.navigation.presentations.append(.gallery(gallery))
    case .updateGallery(let gallery):
      state.navigation.presentations = state.navigation.presentations.map {
        if case .gallery = $0 { return .gallery(gallery) }
        return $0
      }
    case .closeGallery:
      closeGallery(&state)
    case .choose(let kind, let target):
      if let shortcut = ActionButtonShortcut(galleryKey: kind), target == .actionButton {
        assign(shortcut, state: &state, context: &context)
        return
      }
      guard let info = state.catalog[kind] else { return }
      switch target {
      case .controlCenter(let after):
        addToControlCenter(info, after: after, state: &state, context: &context)
      case .lockScreenSlot, .actionButton:
        assign(info, to: target, state: &state, context: &context)
      }
    case .clear(let target):
      if target == .actionButton, state.actionButton.shortcut != nil {
        assign(ActionButtonShortcut?.none, state: &state, context: &context)
        return
      }
      assign(nil, to: target, state: &state, context: &context)
    }
  }

  private static func closeGallery(_ state: inout DashboardState) {
    state.navigation.presentations.removeAll {
      if case .gallery = $0 { return true }
      return false
    }
  }

  private static func save(_ state: DashboardState, context: inout ReduceContext) {
    context.run(.saveLayout(SavedLayout(state: state)))
  }

  /// Takes a control out of Control Center; focus goes to the control that takes its place.
  private static func remove(
    _ id: ControlID, state: inout DashboardState, context: inout ReduceContext
  ) {
    guard let control = state.controls[id], control.isInControlCenter else { return }
    var order = state.controls.controlCenterIDs
    let index = order.firstIndex(of: id)!
    order.remove(at: index)
    state.controls.update(id) { $0.isInControlCenter = false }
    collectIfUnplaced(id, state: &state)
    if state.navigation.controlCenterFocus == id {
      state.navigation.controlCenterFocus =
        order.isEmpty ? nil : order[min(index, order.count - 1)]
    }
    context.log(.editMode(.removed(kind: control.kind, place: "Control Center")))
    save(state, context: &context)
  }

  /// Adds a kind's control to Control Center after a control (at the end when `after` isn't
  /// there) and focuses it. A kind whose unconfigured control is already there is not added
  /// twice (the layout file keeps one control per kind and configuration); one held only by a
  /// Lock Screen slot or the Action button joins Control Center as it is.
  private static func addToControlCenter(
    _ info: ControlKindInfo, after: ControlID?, state: inout DashboardState,
    context: inout ReduceContext
  ) {
    let key = ControlInstanceKey(kind: info.kind)
    let existing = state.controls.id(for: key)
    if let existing, state.controls[existing]?.isInControlCenter == true {
      state.notice = "\(info.displayName) is already in Control Center"
      return
    }
    let id: ControlID
    if let existing {
      id = existing
      state.controls.update(id) {
        $0.isInControlCenter = true
        $0.size = addedSize
      }
    } else {
      id = state.controls.append(info, size: addedSize)
    }
    var order = state.controls.controlCenterIDs.filter { $0 != id }
    let position = after.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? order.count
    order.insert(id, at: position)
    state.controls.reorder(first: order)
    state.navigation.controlCenterFocus = id
    closeGallery(&state)
    context.log(.editMode(.added(kind: info.kind, place: "Control Center")))
    if existing == nil { added(id, info: info, state: &state, context: &context) }
    save(state, context: &context)
  }

  /// Puts a kind's control in a Lock Screen slot or on the Action button (`nil`: empties it):
  /// the control with its unconfigured key is reused wherever it is, else one is installed
  /// outside Control Center; the control it replaces goes if nothing else holds it.
  private static func assign(
    _ info: ControlKindInfo?, to target: GalleryState.Target, state: inout DashboardState,
    context: inout ReduceContext
  ) {
    let place: String
    switch target {
    case .controlCenter: return
    case .lockScreenSlot(let slot):
      guard state.lockScreenSlots.indices.contains(slot) else { return }
      place = "the Lock Screen's \(slot == 0 ? "left" : "right") slot"
    case .actionButton:
      place = "the Action button"
    }
    let old = occupant(of: target, state)
    var id: ControlID?
    var isNew = false
    if let info {
      let key = ControlInstanceKey(kind: info.kind)
      id = state.controls.id(for: key)
      if id == nil {
        id = state.controls.append(info, size: .small, isInControlCenter: false)
        isNew = true
      }
    }
    closeGallery(&state)
    guard id != old?.id else { return }
    switch target {
    case .lockScreenSlot(let slot): state.lockScreenSlots[slot] = id
    default:
      state.actionButton.assigned = id
      if let shortcut = state.actionButton.shortcut, info != nil {
        state.actionButton.shortcut = nil
        context.log(.editMode(.removed(kind: "shortcut “\(shortcut.title)”", place: place)))
      }
    }
    if let old {
      collectIfUnplaced(old.id, state: &state)
      context.log(.editMode(.removed(kind: old.kind, place: place)))
    }
    if let info, let id {
      context.log(.editMode(.added(kind: info.kind, place: place)))
      if isNew { added(id, info: info, state: &state, context: &context) }
    }
    save(state, context: &context)
  }

  /// Puts an App Shortcut on the Action button (`nil`: empties it); the control it replaces
  /// goes if nothing else holds it.
  private static func assign(
    _ shortcut: ActionButtonShortcut?, state: inout DashboardState, context: inout ReduceContext
  ) {
    closeGallery(&state)
    let place = "the Action button"
    let old = state.actionButton.shortcut
    guard shortcut != old || state.actionButton.assigned != nil else { return }
    if let control = occupant(of: .actionButton, state) {
      state.actionButton.assigned = nil
      collectIfUnplaced(control.id, state: &state)
      context.log(.editMode(.removed(kind: control.kind, place: place)))
    }
    if let old, old != shortcut {
      context.log(.editMode(.removed(kind: "shortcut “\(old.title)”", place: place)))
    }
    state.actionButton.shortcut = shortcut
    state.actionButton.hint = nil
    if let shortcut, shortcut != old {
      context.log(.editMode(.added(kind: "shortcut “\(shortcut.title)”", place: place)))
    }
    save(state, context: &context)
  }

  /// A new control's first load (cause "added"; a configurable one's after its default
  /// configuration is read), and its configuration form when the kind asks for it on add.
  private static func added(
    _ id: ControlID, info: ControlKindInfo, state: inout DashboardState,
    context: inout ReduceContext
  ) {
    if info.isConfigurable {
      // Its configuration starts from the defaults and the queries' default results (the
      // first timer); it loads once they are read.
      ControlsFeature.loadConfiguration(id, state: &state.controls, context: &context)
    } else {
      ControlsFeature.requestReload(id, cause: .added, state: &state.controls, context: &context)
    }
    if info.isConfigurable, info.promptsForUserConfiguration {
      context.send(.configuration(.open(id)))
    }
  }

  /// The control a Lock Screen slot or the Action button holds.
  public static func occupant(of target: GalleryState.Target, _ state: DashboardState)
    -> ControlInstance?
  {
    switch target {
    case .controlCenter: nil
    case .lockScreenSlot(let slot):
      state.lockScreenSlots.indices.contains(slot)
        ? state.control(state.lockScreenSlots[slot]) : nil
    case .actionButton: state.control(state.actionButton.assigned)
    }
  }

  /// Removes a control that neither Control Center, a Lock Screen slot nor the Action button
  /// holds any more.
  private static func collectIfUnplaced(_ id: ControlID, state: inout DashboardState) {
    guard let control = state.controls[id], !control.isInControlCenter,
      !state.lockScreenSlots.contains(id), state.actionButton.assigned != id
    else { return }
    state.controls.remove(id)
  }
}
