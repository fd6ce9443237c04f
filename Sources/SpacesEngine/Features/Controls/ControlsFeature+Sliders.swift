import Foundation

/// Edit mode on Control Center's system sliders: iOS 18 moves and removes the brightness and
/// volume modules like any other, and its controls gallery adds them back.
extension ControlsFeature {
  /// Moves a module outside the blocks (a control or a slider) a step in packing order, past
  /// a control or a slider alike; `false` when it is at that end already.
  static func moveLoose(_ id: ControlID, by step: Int, state: inout ControlsState) -> Bool {
    var modules = state.looseModules
    guard let index = modules.firstIndex(where: { $0.id == id }),
      modules.indices.contains(index + step)
    else { return false }
    modules.swapAt(index, index + step)
    apply(modules, to: &state)
    return true
  }

  /// Takes a slider out of Control Center; the focus goes to the module packed after it (else
  /// before it).
  static func removeSlider(
    _ slider: SystemSlider, state: inout ControlsState, context: inout ReduceContext
  ) {
    guard state.systemSliders.contains(slider) else { return }
    let order = state.controlCenterFocusOrder
    let index = order.firstIndex(of: slider.id) ?? 0
    state.sliderPlaces.removeAll { $0.slider == slider }
    if context.dashboard.navigation.controlCenterFocus == slider.id {
      let rest = state.controlCenterFocusOrder
      context.send(
        .navigation(.setControlCenterFocus(rest.isEmpty ? nil : rest[min(index, rest.count - 1)])))
    }
    context.log(.controls(.removed(kind: "\(slider.title) slider", place: "Control Center")))
    context.send(.layout(.save))
  }

  /// Puts a slider back in Control Center after a module (right after the blocks after a
  /// block's control, at the end after none), and focuses it, as the gallery adds a control.
  static func addSlider(
    _ slider: SystemSlider, after id: ControlID?, state: inout ControlsState,
    context: inout ReduceContext
  ) {
    guard !state.systemSliders.contains(slider),
      DefaultLayout.systemSliders(for: state.catalog.keys).contains(slider)
    else { return }
    var modules = state.looseModules
    let index: Int
    if let found = modules.firstIndex(where: { $0.id == id }) {
      index = found + 1
    } else if state[id]?.block != nil {
      index = 0
    } else {
      index = modules.endIndex
    }
    modules.insert(.slider(slider), at: index)
    apply(modules, to: &state)
    context.send(.navigation(.focusSlider(slider)))
    context.log(.controls(.added(kind: "\(slider.title) slider", place: "Control Center")))
    context.send(.layout(.save))
  }

  /// Writes a packing order of the modules outside blocks back: the controls take the places
  /// the loose controls had in Control Center's order (a block's stay where they are), each
  /// slider after the controls before it.
  private static func apply(_ modules: [ControlCenterModule], to state: inout ControlsState) {
    var controls: [ControlID] = []
    var places: [SliderPlace] = []
    for module in modules {
      switch module {
      case .control(let id): controls.append(id)
      case .slider(let slider): places.append(SliderPlace(slider, after: controls.count))
      }
    }
    var next = controls.makeIterator()
    let order: [ControlID] = state.controlCenter.map { control in
      control.block == nil ? next.next() ?? control.id : control.id
    }
    state.reorder(first: order)
    state.sliderPlaces = places
  }
}
