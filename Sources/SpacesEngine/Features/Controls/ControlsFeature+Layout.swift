import Foundation
import SpacesKit

/// Where controls go at start: the hosted apps' kinds installed with the default layout, then
/// the layout file's order, sizes and places applied over it.
extension ControlsFeature {
  /// Records the hosted apps' control kinds (the gallery) and installs one control of each in
  /// bundle order with the default layout: every control in Control Center, the first ones in
  /// the Lock Screen's slots, the first on the Action button.
  static func install(
    _ kinds: [ControlKindInfo], state: inout ControlsState, context: inout ReduceContext
  ) {
    let layout = DefaultLayout()
    for info in kinds {
      state.catalog[info.kind] = info
      // One control per default configuration the app lists (the Work and Violin timers), else
      // one with the defaults.
      let configurations: [[String: String]?] =
        info.defaultConfigurations.isEmpty ? [nil] : info.defaultConfigurations
      for configuration in configurations {
        let id = state.append(
          info, key: ControlInstanceKey(kind: info.kind, configuration: configuration),
          size: layout.size(at: state.controlCenter.count, kind: info.kind))
        if let block = layout.blocksByKind[info.kind] { state.update(id) { $0.block = block } }
      }
      for value in info.unsupported { context.log(.unsupported(value)) }
      if info.isConfigurable { context.run(.controls(.previewCatalogKind(info.kind))) }
    }
    let ids = state.controlCenterIDs
    state.lockScreenSlots = state.lockScreenSlots.indices.map {
      ids.indices.contains($0) ? ids[$0] : nil
    }
    state.actionButton = ids.first
    state.systemSliders = DefaultLayout.systemSliders(for: state.catalog.keys)
    context.send(.push(.register(kinds.filter(\.acceptsPushes).map(\.kind))))
    context.send(.navigation(.repairFocus))
  }

  /// Applies a layout to installed controls: the file's Control Center modules take their saved
  /// order and size (installing what isn't yet), installed controls of kinds the file never
  /// knew keep their place after them, and those of kinds it knew but doesn't list (removed by
  /// the user) go. Entries naming kinds no app declares are set aside and logged. A module's
  /// block (none in files from before blocks) is the control's.
  ///
  /// Near-linear in the file's length: each module finds its installed control in O(1). Past
  /// `ControlsState.maxControls` Control Center modules the rest are set aside (kept in the
  /// file, not installed) with one warning that says so.
  static func applyLayout(
    _ layout: SavedLayout, state: inout ControlsState, context: inout ReduceContext
  ) {
    var used = Set<ControlID>()
    var setAside: [SavedLayout.SetAside] = []
    // The installed controls of each key, in install order, and how many of them are taken.
    var installed: [ControlInstanceKey: [ControlID]] = [:]
    for ids in state.byKind.values {
      for id in ids { if let key = state[id]?.key { installed[key, default: []].append(id) } }
    }
    var taken: [ControlInstanceKey: Int] = [:]
    /// An installed control for a key not placed yet (a new one if none is), or `nil` for an
    /// unknown kind (set aside). A static kind's configuration is ignored.
    func take(_ saved: ControlInstanceKey, size: ControlSize, place: String) -> ControlID? {
      guard let info = state.catalog[saved.kind] else {
        setAside.append(.init(place: place, control: saved, size: size))
        return nil
      }
      let key = info.isConfigurable ? saved : ControlInstanceKey(kind: saved.kind)
      // Each module is its own control: two Violin timers are two controls.
      let next = taken[key, default: 0]
      let id: ControlID
      if let ids = installed[key], next < ids.count {
        id = ids[next]
        taken[key] = next + 1
      } else {
        id = state.append(info, key: key, size: size)
      }
      used.insert(id)
      return id
    }
    var ordered: [ControlID] = []
    let restored = (layout.setAside ?? []).filter {
      $0.place == "controlCenter" && state.catalog[$0.control.kind] != nil
    }
    let modules =
      layout.controlCenter
      + restored.map { SavedLayout.Module(control: $0.control, size: $0.size ?? .small) }
    var beyondLimit = 0
    for module in modules {
      guard ordered.count < ControlsState.maxControls else {
        setAside.append(.init(place: "controlCenter", control: module.control, size: module.size))
        beyondLimit += 1
        continue
      }
      guard let id = take(module.control, size: module.size, place: "controlCenter") else {
        continue
      }
      state.update(id) {
        $0.size = module.size
        $0.block = module.block
      }
      ordered.append(id)
    }
    if let known = layout.kinds.map(Set.init) {
      for id in state.ids where !used.contains(id) {
        if let kind = state[id]?.kind, known.contains(kind) { state.remove(id) }
      }
    }
    state.reorder(first: ordered)
    /// The control for a slot's key: one with that key anywhere, else a new one kept out of
    /// Control Center.
    func find(_ key: ControlInstanceKey?, place: String) -> ControlID? {
      guard let saved = key else { return nil }
      guard let info = state.catalog[saved.kind] else {
        setAside.append(.init(place: place, control: saved))
        return nil
      }
      let key = info.isConfigurable ? saved : ControlInstanceKey(kind: saved.kind)
      if let id = state.id(for: key) { return id }
      return state.append(info, key: key, size: .small, isInControlCenter: false)
    }
    state.lockScreenSlots = state.lockScreenSlots.indices.map {
      $0 < layout.lockScreen.count ? find(layout.lockScreen[$0], place: "lockScreen[\($0)]") : nil
    }
    state.actionButton = find(layout.actionButton, place: "actionButton")
    // The sliders as edit mode left them (each once, only where the System app is hosted).
    if let saved = layout.sliders {
      let hosted = DefaultLayout.systemSliders(for: state.catalog.keys)
      var seen = Set<SystemSlider>()
      state.sliderPlaces = saved.filter {
        hosted.contains($0.slider) && seen.insert($0.slider).inserted
      }
      .map { SliderPlace($0.slider, after: max(0, $0.after)) }
    }
    let stillAside = (layout.setAside ?? []).filter { state.catalog[$0.control.kind] == nil }
    state.layoutSetAside = stillAside + setAside
    // One warning per unknown kind, up to a few: a file of thousands logs a count, not each.
    let named = setAside.filter { state.catalog[$0.control.kind] == nil }
    for entry in named.prefix(Self.namedSetAsideLimit) {
      context.log(
        .warning(
          "layout.json: \(entry.place) names \(entry.control.kind), which no app declares; "
            + "kept aside"))
    }
    if named.count > Self.namedSetAsideLimit {
      context.log(
        .warning(
          "layout.json: \(named.count - Self.namedSetAsideLimit) more entries name kinds no "
            + "app declares; kept aside"))
    }
    if beyondLimit > 0 {
      let problem =
        "layout.json: Control Center lists \(modules.count) controls; the dashboard shows at "
        + "most \(ControlsState.maxControls): the other \(beyondLimit) are kept aside in the file"
      context.log(.warning(problem))
      context.send(.notice(problem))
    }
    context.send(.navigation(.setControlCenterFocus(state.controlCenterIDs.first)))
  }

  /// The unknown kinds a layout's warnings name one by one; the rest are counted.
  static let namedSetAsideLimit = 10
}
