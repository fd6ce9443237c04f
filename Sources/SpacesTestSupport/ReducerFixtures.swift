import Foundation
import SpacesEngine
import SpacesKit
import Testing

/// Builds the values reducer tests start from: control templates, installed controls, and the
/// expected state of features whose storage only their reducer may change.
package enum ReducerFixtures {
  /// A toggle's template, as a `ControlWidgetToggle` resolves.
  package static func toggle(
    _ title: String, isOn: Bool = false, action: IntentBox,
    onLabel: ResolvedControlLabel = ResolvedControlLabel(),
    offLabel: ResolvedControlLabel = ResolvedControlLabel(), isDisabled: Bool = false
  ) -> ResolvedControl {
    ResolvedControl(
      template: .toggle(isOn: isOn), title: title, action: action, onLabel: onLabel,
      offLabel: offLabel, isDisabled: isDisabled)
  }

  /// A button's template, as a `ControlWidgetButton` resolves (one label for both states).
  package static func button(
    _ title: String, action: IntentBox, label: ResolvedControlLabel = ResolvedControlLabel()
  ) -> ResolvedControl {
    ResolvedControl(
      template: .button, title: title, action: action, onLabel: label, offLabel: label)
  }

  /// A control as the engine installs it: its gallery name is the template's title.
  package static func installed(
    _ kind: String, appName: String = "Example", preview: ResolvedControl,
    unsupported: [String] = []
  ) -> ControlKindInfo {
    ControlKindInfo(
      kind: kind, appName: appName, displayName: preview.title, preview: preview,
      unsupported: unsupported)
  }

  /// The sizes the default layout gives controls in turn.
  package static let defaultSizes: [ControlSize] = DefaultLayout().sizes
}

extension ReducerTestStore {
  /// Sends `.install` and checks the default layout exactly: every control in Control Center in
  /// order, sized medium, large, small in turn; the first two in the Lock Screen's slots; the
  /// first on the Action button and focused. Returns the new controls' identifiers in order.
  @discardableResult
  package func install(
    _ controls: [ControlKindInfo], sourceLocation: SourceLocation = #_sourceLocation
  ) -> [ControlID] {
    let before = state.controls.controlCenter.count
    var ids: [ControlID] = []
    send(
      .controls(.install(controls)),
      effects: controls.filter(\.isConfigurable).map { .controls(.previewCatalogKind($0.kind)) },
      events: controls.flatMap(\.unsupported).map { "not supported yet: \($0)" },
      sourceLocation: sourceLocation
    ) { state in
      for (offset, control) in controls.enumerated() {
        state.controls.catalog[control.kind] = control
        ids.append(
          state.controls.append(
            control,
            size: ReducerFixtures.defaultSizes[
              (before + offset) % ReducerFixtures.defaultSizes.count]))
      }
      let all = state.controls.controlCenterIDs
      state.controls.lockScreenSlots = [all.first, all.count > 1 ? all[1] : nil]
      state.controls.actionButton = all.first
      state.controls.systemSliders = DefaultLayout.systemSliders(for: state.controls.catalog.keys)
      if state.controls[state.navigation.controlCenterFocus] == nil {
        state.navigation.controlCenterFocus = all.first
      }
    }
    return ids
  }
}

extension IntentRunsFeature.State {
  /// The runs after an action, for an expected state: the runs' storage is private to the
  /// feature, so the expectation applies the action through it. Tests pin the resulting runs
  /// with explicit checks of their fields.
  package mutating func applying(_ action: IntentRunsFeature.Action, at now: Date) {
    var context = ReduceContext(now: now)
    IntentRunsFeature.reduce(into: &self, action: action, context: &context)
  }

  /// The runs after a run ended by any path (finished, cancelled or timed out): it is gone.
  package mutating func removing(_ id: RunID, at now: Date) {
    applying(.finished(id, .failure("ended")), at: now)
  }
}

extension Effect {
  /// The intent a `.perform` effect runs.
  package var performedIntent: (any AppIntent)? {
    guard case .feature(let effect) = self,
      case .perform(_, let box) = effect.as(IntentRunsFeature.Effect.self)
    else { return nil }
    return box.intent
  }
}
