import Foundation
import SpacesKit

/// Placing controls, as edit mode asks: adding a kind to Control Center, putting one in a Lock
/// Screen slot or on the Action button, removing, moving and resizing. Every change is saved
/// (`LayoutFeature`), and a control no longer placed anywhere is uninstalled.
extension ControlsFeature {
  /// The size a control gets when it is added to Control Center.
  package static let addedSize = ControlSize.medium

  /// Puts a control of a kind at a place: Control Center after a control, or a Lock Screen
  /// slot or the Action button.
  static func place(
    kind: String, at place: ControlPlace, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    guard let info = state.catalog[kind] else { return }
    switch place {
    case .controlCenter(let after):
      addToControlCenter(info, after: after, state: &state, context: &context)
    case .lockScreenSlot, .actionButton:
      assign(info, to: place, state: &state, context: &context)
    }
  }

  /// Adds a kind's control to Control Center after a control (at the end when `after` isn't
  /// there) and focuses it. A kind whose unconfigured control is already there is not added
  /// twice (the layout file keeps one control per kind and configuration); one held only by a
  /// Lock Screen slot or the Action button joins Control Center as it is.
  private static func addToControlCenter(
    _ info: ControlKindInfo, after: ControlID?, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    let key = ControlInstanceKey(kind: info.kind)
    let existing = state.id(for: key)
    if let existing, state[existing]?.isInControlCenter == true {
      context.send(.notice("\(info.displayName) is already in Control Center"))
      return
    }
    let id: ControlID
    if let existing {
      id = existing
      state.update(id) {
        $0.isInControlCenter = true
        $0.size = addedSize
        $0.block = nil
      }
    } else {
      id = state.append(info, size: addedSize)
    }
    var order = state.controlCenterIDs.filter { $0 != id }
    let position = after.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? order.count
    order.insert(id, at: position)
    state.reorder(first: order)
    context.send(.navigation(.setControlCenterFocus(id)))
    context.log(.controls(.added(kind: info.kind, place: "Control Center")))
    if existing == nil { added(id, info: info, state: &state, context: &context) }
    context.send(.layout(.save))
  }

  /// Puts a kind's control in a Lock Screen slot or on the Action button (`nil`: empties it):
  /// the control with its unconfigured key is reused wherever it is, else one is installed
  /// outside Control Center; the control it replaces goes if nothing else holds it. An App
  /// Shortcut on the Action button gives way to the control.
  static func assign(
    _ info: ControlKindInfo?, to place: ControlPlace, logged: Bool = true,
    state: inout ControlsState, context: inout ReduceContext
  ) {
    switch place {
    case .controlCenter: return
    case .lockScreenSlot(let slot):
      guard state.lockScreenSlots.indices.contains(slot) else { return }
    case .actionButton: break
    }
    let old = state.occupant(of: place)
    var id: ControlID?
    var isNew = false
    if let info {
      let key = ControlInstanceKey(kind: info.kind)
      id = state.id(for: key)
      if id == nil {
        id = state.append(info, size: .small, isInControlCenter: false)
        isNew = true
      }
    }
    guard id != old?.id else { return }
    switch place {
    case .lockScreenSlot(let slot): state.lockScreenSlots[slot] = id
    default:
      state.actionButton = id
      if info != nil, let shortcut = context.dashboard.actionButton.shortcut {
        context.send(.actionButton(.shortcutReplaced))
        context.log(
          .controls(.removed(kind: "shortcut “\(shortcut.title)”", place: place.name)))
      }
    }
    if let old {
      collectIfUnplaced(old.id, state: &state)
      if logged { context.log(.controls(.removed(kind: old.kind, place: place.name))) }
    }
    if let info, let id {
      context.log(.controls(.added(kind: info.kind, place: place.name)))
      if isNew { added(id, info: info, state: &state, context: &context) }
    }
    context.send(.layout(.save))
  }

  /// Takes a control out of Control Center; focus goes to the control that takes its place.
  static func removeFromControlCenter(
    _ id: ControlID, state: inout ControlsState, context: inout ReduceContext
  ) {
    guard let control = state[id], control.isInControlCenter else { return }
    var order = state.controlCenterIDs
    let index = order.firstIndex(of: id)!
    order.remove(at: index)
    state.update(id) { $0.isInControlCenter = false }
    collectIfUnplaced(id, state: &state)
    if context.dashboard.navigation.controlCenterFocus == id {
      context.send(
        .navigation(
          .setControlCenterFocus(order.isEmpty ? nil : order[min(index, order.count - 1)])))
    }
    context.log(.controls(.removed(kind: control.kind, place: "Control Center")))
    context.send(.layout(.save))
  }

  /// Moves a control (or a system slider) earlier or later in Control Center's order. A move
  /// the grid doesn't show (first-fit packing puts every module where it was) or one past
  /// either end says so in a toast, so every key answers.
  static func move(
    _ id: ControlID, by step: Int, state: inout ControlsState, context: inout ReduceContext
  ) {
    let slider = SystemSlider(id: id)
    guard slider != nil || state[id]?.isInControlCenter == true else { return }
    let name = slider?.title ?? state[id]?.displayName ?? "The control"
    let before = modulePlaces(state.controlCenterLayout)
    let moved: Bool
    // A slider, or a control outside blocks with sliders shown, moves among the modules
    // outside blocks: past a slider as past a control.
    if slider != nil || (!state.sliderPlaces.isEmpty && state[id]?.block == nil) {
      moved = moveLoose(id, by: step, state: &state)
    } else {
      var order = state.controlCenterIDs
      if let index = order.firstIndex(of: id), order.indices.contains(index + step) {
        order.swapAt(index, index + step)
        state.reorder(first: order)
        moved = true
      } else {
        moved = false
      }
    }
    guard moved else {
      context.toast("\(name) is \(step < 0 ? "first" : "last") in Control Center already")
      return
    }
    if modulePlaces(state.controlCenterLayout) == before {
      context.toast(
        "\(name) moved \(step < 0 ? "earlier" : "later"); the grid still packs it in the same place"
      )
    }
    context.send(.layout(.save))
  }

  /// Each module's grid position, by identifier: what a move changes on screen.
  private static func modulePlaces(_ layout: ControlCenterLayout) -> [ControlID: [Int]] {
    Dictionary(
      layout.placements.map { ($0.id, [$0.column, $0.row]) },
      uniquingKeysWith: { first, _ in first })
  }

  /// Gives a Control Center control the next size; a control in a block (a circle of the
  /// connectivity module) leaves it, as a medium module on its own.
  static func resize(_ id: ControlID, state: inout ControlsState, context: inout ReduceContext) {
    guard state[id]?.isInControlCenter == true else { return }
    state.update(id) { control in
      if control.block != nil {
        control.block = nil
        control.size = .medium
        return
      }
      let sizes = ControlSize.allCases
      control.size = sizes[(sizes.firstIndex(of: control.size)! + 1) % sizes.count]
    }
    context.send(.layout(.save))
  }

  /// A new control's first load (cause "added"; a configurable one's after its default
  /// configuration is read), and its configuration form when the kind asks for it on add.
  private static func added(
    _ id: ControlID, info: ControlKindInfo, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    if info.isConfigurable {
      // Its configuration starts from the defaults and the queries' default results (the
      // first timer); it loads once they are read.
      loadConfiguration(id, state: &state, context: &context)
    } else {
      requestReload(id, cause: .added, state: &state, context: &context)
    }
    if info.isConfigurable, info.promptsForUserConfiguration {
      context.send(.configuration(.open(id)))
    }
  }

  /// Removes a control that neither Control Center, a Lock Screen slot nor the Action button
  /// holds any more.
  private static func collectIfUnplaced(_ id: ControlID, state: inout ControlsState) {
    guard state[id] != nil, !state.isPlaced(id) else { return }
    state.remove(id)
  }
}
