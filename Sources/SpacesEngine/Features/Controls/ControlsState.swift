import Foundation
import OrderedCollections
import SpacesKit

/// The controls feature's state: every control kind the apps declare, the installed controls
/// in Control Center order keyed by identifier, and where else they are placed (the Lock
/// Screen's slots, the Action button).
///
/// Lookups by identifier and by kind are O(1); iteration is in Control Center order. It is a
/// collection of its controls, so `state.controls.map(\.kind)` reads in order.
///
/// Control Center holds at most `maxControls` controls: a layout file that lists more has the
/// rest set aside (kept in the file), as the engine's startup and every frame stay cheap then.
package struct ControlsState: FeatureState, RandomAccessCollection {
  /// The most controls Control Center holds (a phone's holds a few hundred, over its pages).
  package static let maxControls = 1_000

  /// Every control kind the hosted apps declare (the controls gallery), by kind, in bundle
  /// order.
  package var catalog: OrderedDictionary<String, ControlKindInfo> = [:]
  /// The controls by identifier, in Control Center order.
  package private(set) var items: OrderedDictionary<ControlID, ControlInstance> = [:]
  /// The identifiers of each kind's controls.
  package private(set) var byKind: [String: [ControlID]] = [:]
  /// The identifier the next installed control gets.
  package private(set) var nextID = 1
  /// The controls in the Lock Screen's slots (as many as the space defines).
  package var lockScreenSlots: [ControlID?] = Array(
    repeating: nil, count: Space.lockScreen.controlSlots)
  /// The control on the Action button (`nil`: none, or an App Shortcut is assigned instead).
  package var actionButton: ControlID?
  /// Layout entries naming kinds no hosted app declares: kept (and saved again) so that nothing
  /// is lost, and restored if an app declares the kind again.
  package var layoutSetAside: [SavedLayout.SetAside] = []
  /// The system sliders Control Center shows and where (brightness and volume where the System
  /// app is hosted: `DefaultLayout.systemSliders(for:)`, right after the blocks until moved;
  /// edit mode moves and removes them).
  package var sliderPlaces: [SliderPlace] = []

  package init() {}

  /// The system sliders Control Center shows, in order; setting them puts each right after the
  /// blocks.
  package var systemSliders: [SystemSlider] {
    get { sliderPlaces.map(\.slider) }
    set { sliderPlaces = SliderPlace.initial(newValue) }
  }

  /// The system sliders the dashboard hosts, shown or removed: both where the System app is
  /// hosted (`DefaultLayout.systemSliders(for:)`), none otherwise.
  package var hostedSliders: [SystemSlider] { DefaultLayout.systemSliders(for: catalog.keys) }

  /// Control Center's grid: the controls and the system sliders.
  package var controlCenterLayout: ControlCenterLayout {
    ControlCenterLayout(controls: controlCenter, sliderPlaces: sliderPlaces)
  }

  /// Control Center's modules outside the blocks in packing order: its controls not in a block,
  /// each slider after as many of them as its place says.
  package var looseModules: [ControlCenterModule] {
    let sorted = SliderPlace.packingOrder(sliderPlaces)
    var modules: [ControlCenterModule] = []
    var next = 0
    var placed = 0
    for control in controlCenter where control.block == nil {
      while next < sorted.count, sorted[next].after <= placed {
        modules.append(.slider(sorted[next].slider))
        next += 1
      }
      modules.append(.control(control.id))
      placed += 1
    }
    modules += sorted[next...].map { .slider($0.slider) }
    return modules
  }

  /// What `Tab` steps through in Control Center: its controls in order; with the sliders, the
  /// grid's modules in the order they are packed (the blocks' controls, the sliders, the rest).
  package var controlCenterFocusOrder: [ControlID] {
    systemSliders.isEmpty ? controlCenterIDs : controlCenterLayout.placements.map(\.id)
  }

  /// Whether an identifier names something Control Center can focus: one of its controls or a
  /// system slider it shows.
  package func isFocusable(inControlCenter id: ControlID?) -> Bool {
    if let slider = SystemSlider(id: id) { return systemSliders.contains(slider) }
    return self[id]?.isInControlCenter == true
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { items.count }
  package subscript(position: Int) -> ControlInstance { items.values[position] }

  /// A control by identifier.
  package subscript(id: ControlID?) -> ControlInstance? {
    guard let id else { return nil }
    return items[id]
  }

  /// The identifiers of every installed control, Control Center's in its order.
  package var ids: [ControlID] { items.keys.elements }

  /// The controls in Control Center, in order (not those only on a Lock Screen slot or the
  /// Action button).
  package var controlCenter: LazyFilterSequence<ControlsState> {
    lazy.filter(\.isInControlCenter)
  }

  /// The identifiers of Control Center's controls, in order.
  package var controlCenterIDs: [ControlID] { controlCenter.map(\.id) }

  /// The controls of a kind, or every control (`nil`).
  package func ids(ofKind kind: String?) -> [ControlID] {
    guard let kind else { return ids }
    return byKind[kind] ?? []
  }

  /// The first control with an instance key.
  package func id(for key: ControlInstanceKey) -> ControlID? {
    (byKind[key.kind] ?? []).first { items[$0]?.key == key }
  }

  /// Whether a control is placed anywhere: in Control Center, a Lock Screen slot or on the
  /// Action button.
  package func isPlaced(_ id: ControlID) -> Bool {
    items[id]?.isInControlCenter == true || lockScreenSlots.contains(id) || actionButton == id
  }

  /// The control a Lock Screen slot or the Action button holds.
  package func occupant(of place: ControlPlace) -> ControlInstance? {
    switch place {
    case .controlCenter: nil
    case .lockScreenSlot(let slot):
      lockScreenSlots.indices.contains(slot) ? self[lockScreenSlots[slot]] : nil
    case .actionButton: self[actionButton]
    }
  }

  /// Adds a control at the end and returns its identifier.
  @discardableResult
  package mutating func append(
    key: ControlInstanceKey, appName: String, displayName: String, size: ControlSize,
    preview: ResolvedControl, configuration: IntentBox? = nil, isInControlCenter: Bool = true
  ) -> ControlID {
    let id = ControlID(nextID)
    nextID += 1
    items[id] = ControlInstance(
      id: id, key: key, appName: appName, displayName: displayName, size: size, preview: preview,
      configuration: configuration, isInControlCenter: isInControlCenter)
    byKind[key.kind, default: []].append(id)
    return id
  }

  /// Adds a control of a catalog kind (its preview and default configuration) at the end and
  /// returns its identifier.
  @discardableResult
  package mutating func append(
    _ info: ControlKindInfo, key: ControlInstanceKey? = nil, size: ControlSize,
    isInControlCenter: Bool = true
  ) -> ControlID {
    append(
      key: key ?? ControlInstanceKey(kind: info.kind), appName: info.appName,
      displayName: info.displayName, size: size, preview: info.preview,
      configuration: info.defaultConfiguration, isInControlCenter: isInControlCenter)
  }

  /// Adds a copy of a control under a new identifier (what it shows, its kind and configuration;
  /// none of its running work) and returns the identifier, or `nil` for an unknown one.
  @discardableResult
  package mutating func duplicate(_ id: ControlID, isInControlCenter: Bool) -> ControlID? {
    guard let control = items[id] else { return nil }
    let copy = append(
      key: control.key, appName: control.appName, displayName: control.displayName,
      size: control.size, preview: control.resolved, configuration: control.configuration,
      isInControlCenter: isInControlCenter)
    update(copy) {
      $0.phase = control.phase
      $0.configurationStatus = control.configurationStatus
    }
    return copy
  }

  /// Removes a control; returns it, or `nil` for an unknown identifier.
  @discardableResult
  package mutating func remove(_ id: ControlID) -> ControlInstance? {
    guard let control = items.removeValue(forKey: id) else { return nil }
    byKind[control.kind]?.removeAll { $0 == id }
    if byKind[control.kind]?.isEmpty == true { byKind[control.kind] = nil }
    return control
  }

  /// Changes a control in place and returns what the change returned; does nothing (and
  /// returns `nil`) for an unknown identifier.
  @discardableResult
  package mutating func update<Result>(
    _ id: ControlID, _ change: (inout ControlInstance) -> Result
  ) -> Result? {
    guard let index = items.index(forKey: id) else { return nil }
    return change(&items.values[index])
  }

  /// Puts controls in an order: the listed ones first, in that order, the rest after them.
  package mutating func reorder(first ordered: [ControlID]) {
    var seen = Set<ControlID>()
    var result: OrderedDictionary<ControlID, ControlInstance> = [:]
    for id in ordered where !seen.contains(id) {
      guard let control = items[id] else { continue }
      seen.insert(id)
      result[id] = control
    }
    for (id, control) in items where !seen.contains(id) { result[id] = control }
    items = result
  }
}
