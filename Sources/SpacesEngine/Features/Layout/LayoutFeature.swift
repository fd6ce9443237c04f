import Foundation
import SpacesKit

/// Where controls are: installing the hosted apps' controls with the default layout, restoring
/// the saved layout, and asking for it to be saved (an effect; the reducer never writes files).
public enum LayoutFeature {
  /// Installs controls in bundle order with the default layout: every control in Control
  /// Center, the first ones in the Lock Screen's slots, the first on the Action button.
  static func install(
    _ controls: [InstalledControl], state: inout DashboardState, context: inout ReduceContext
  ) {
    let layout = DefaultLayout()
    for control in controls {
      let size = layout.size(at: state.controls.count, kind: control.kind)
      state.controls.append(
        key: ControlInstanceKey(kind: control.kind), appName: control.appName,
        displayName: control.displayName, size: size, preview: control.preview)
      for value in control.unsupported { context.log(.unsupported(value)) }
    }
    let ids = state.controls.ids
    state.lockScreenSlots = state.lockScreenSlots.indices.map {
      ids.indices.contains($0) ? ids[$0] : nil
    }
    state.actionButton.assigned = ids.first
    NavigationFeature.repairFocus(&state.navigation, controls: state.controls)
  }

  /// Applies what the layout file held; a missing, migrated or unreadable file is saved anew
  /// (an unreadable one was moved aside first, and the user is told).
  static func restore(
    _ outcome: LayoutStore.Outcome, state: inout DashboardState, context: inout ReduceContext
  ) {
    switch outcome {
    case .loaded(let layout):
      apply(layout, state: &state)
    case .migrated(let layout, _):
      apply(layout, state: &state)
      context.run(.saveLayout(SavedLayout(state: state)))
    case .missing:
      context.run(.saveLayout(SavedLayout(state: state)))
    case .movedAside(let reason, let movedTo):
      let problem =
        "layout.json was unreadable (\(reason)); moved to \(movedTo.lastPathComponent), "
        + "using the default layout"
      state.notice = problem
      context.log(.warning(problem))
      context.run(.saveLayout(SavedLayout(state: state)))
    }
  }

  /// Saving failed: the user is told (after any notice already up).
  static func saveFailed(
    _ message: String, state: inout DashboardState, context: inout ReduceContext
  ) {
    let problem = "can't save the layout: \(message)"
    state.notice = (state.notice.map { $0 + "; " } ?? "") + problem
    context.log(.warning(problem))
  }

  /// Applies a layout to installed controls: listed instances take their saved order and size,
  /// controls the file doesn't list keep their place after them; unknown instances are skipped.
  static func apply(_ layout: SavedLayout, state: inout DashboardState) {
    var used = Set<ControlID>()
    func take(_ key: ControlInstanceKey?) -> ControlID? {
      guard let key else { return nil }
      let id = state.controls.ids(ofKind: key.kind).first {
        !used.contains($0) && state.controls[$0]?.key == key
      }
      if let id { used.insert(id) }
      return id
    }
    var ordered: [ControlID] = []
    for module in layout.controlCenter {
      guard let id = take(module.control) else { continue }
      state.controls.update(id) { $0.size = module.size }
      ordered.append(id)
    }
    state.controls.reorder(first: ordered)
    func find(_ key: ControlInstanceKey?) -> ControlID? {
      guard let key else { return nil }
      return state.controls.ids(ofKind: key.kind).first { state.controls[$0]?.key == key }
    }
    state.lockScreenSlots = state.lockScreenSlots.indices.map {
      $0 < layout.lockScreen.count ? find(layout.lockScreen[$0]) : nil
    }
    state.actionButton.assigned = find(layout.actionButton)
    state.navigation.controlCenterFocus = state.controls.ids.first
  }
}
