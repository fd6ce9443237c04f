import Foundation
import SpacesKit

/// Control Center's brightness and volume sliders (`SystemSlider`): their levels, in sixteenths,
/// changed a step at a time by `←` `→` on the focused slider, or set by a click at a row;
/// every change answers with a toast ("Brightness 63%") and is saved in `sliders.json` in the
/// state directory.
///
/// They are the dashboard's own modules, not an app's controls: no public control kind is a
/// slider. They show in Control Center where the System app is hosted
/// (`ControlsState.systemSliders`), beside its connectivity block.
package enum SlidersFeature: Feature {
  /// The sliders' levels.
  package struct State: FeatureState {
    /// Each slider's level, 0 … `SystemSlider.steps`.
    package var levels: [SystemSlider: Int] = Dictionary(
      uniqueKeysWithValues: SystemSlider.allCases.map { ($0, $0.initialLevel) })
    /// Whether the levels may be saved (not while the file can't be read: it is kept).
    package var canSave = true

    package init() {}

    /// A slider's level.
    package func level(_ slider: SystemSlider) -> Int {
      levels[slider] ?? slider.initialLevel
    }
  }

  /// What happens to the sliders.
  package enum Action: Equatable, Sendable {
    /// The saved levels were read at start (with what was wrong with the file, if anything).
    case restored([SystemSlider: Int], problem: StateFileProblem?)
    /// Lower (negative) or raise a slider by steps.
    case step(SystemSlider, by: Int)
    /// Set a slider's level (a click at a row).
    case set(SystemSlider, level: Int)
  }

  /// What the engine does for the sliders.
  package enum Effect: Equatable, Sendable {
    /// Save the levels.
    case save([SystemSlider: Int])
  }

  /// What the event log says.
  package enum Event: FeatureEvent {
    /// A slider's level changed.
    case changed(SystemSlider, level: Int)
    /// The sliders file couldn't be used at start.
    case fileProblem(String)

    package var description: String {
      switch self {
      case .changed(let slider, let level):
        "\(slider.title.lowercased()) \(SystemSlider.percent(level)) (\(level)/\(SystemSlider.steps))"
      case .fileProblem(let text): text
      }
    }
  }

  /// The file the levels are saved in, as messages name it.
  static let fileName = "sliders.json"

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .restored(let levels, let problem):
      for (slider, level) in levels { state.levels[slider] = clamped(level) }
      if let problem {
        if problem.blocksSaving { state.canSave = false }
        let text = problem.message(fileName: fileName)
        context.log(.sliders(.fileProblem(text)))
        context.send(.notice(text))
      }
    case .step(let slider, let steps):
      change(slider, to: state.level(slider) + steps, state: &state, context: &context)
    case .set(let slider, let level):
      change(slider, to: level, state: &state, context: &context)
    }
  }

  /// A level within 0 … `SystemSlider.steps`.
  static func clamped(_ level: Int) -> Int { max(0, min(SystemSlider.steps, level)) }

  /// Moves a slider to a level (kept within its bounds) and says so in a toast, also when it
  /// was already there (at a bound: the key still answers); a change is logged and saved.
  static func change(
    _ slider: SystemSlider, to level: Int, state: inout State, context: inout ReduceContext
  ) {
    let level = clamped(level)
    context.toast("\(slider.title) \(SystemSlider.percent(level))")
    guard level != state.level(slider) else { return }
    state.levels[slider] = level
    context.log(.sliders(.changed(slider, level: level)))
    if state.canSave { context.run(.sliders(.save(state.levels))) }
  }

  /// A key while a slider is focused in Control Center (outside edit mode, with nothing
  /// presented and the Now Playing module not focused): `←` `→` lower and raise it a step,
  /// `Enter` says its level; `↑` `↓` and `Tab` move focus as anywhere. Returns whether the key
  /// was the slider's.
  package static func handle(
    _ command: KeyCommand, state: DashboardState, context: inout ReduceContext
  ) -> Bool {
    guard state.space == .controlCenter, state.navigation.presentations.isEmpty,
      !state.editMode.isEditing, state.nowPlaying.focus == nil,
      let slider = state.focusedSlider
    else { return false }
    switch command {
    case .moveFocus(.left): context.send(.sliders(.step(slider, by: -1)))
    case .moveFocus(.right): context.send(.sliders(.step(slider, by: 1)))
    case .activate:
      context.toast(
        "\(slider.title) \(SystemSlider.percent(state.sliders.level(slider))): ← → adjust")
    default: return false
    }
    return true
  }
}

extension DashboardState {
  /// The slider focused in Control Center, if a slider is focused and shown.
  package var focusedSlider: SystemSlider? {
    guard let slider = SystemSlider(id: navigation.controlCenterFocus),
      controls.systemSliders.contains(slider)
    else { return nil }
    return slider
  }
}

extension DashboardAction {
  /// A sliders action.
  package static func sliders(_ action: SlidersFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A sliders effect.
  package static func sliders(_ effect: SlidersFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A sliders event.
  package static func sliders(_ event: SlidersFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
