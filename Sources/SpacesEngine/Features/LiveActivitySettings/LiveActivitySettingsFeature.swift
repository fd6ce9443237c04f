import Foundation
import SpacesKit

/// The Settings sheet (`S`), as iOS's Settings › <App> › Live Activities: every hosted app that
/// declares an `ActivityConfiguration`, each with its Live Activities switch; `↑` `↓` move,
/// `Enter` (`Space`) flips the focused switch, `Esc` closes.
///
/// An app switched off can't start activities (`Activity.request` throws `.denied`), its
/// running ones end and leave the screen, and `ActivityAuthorizationInfo` in its code says so;
/// the switches are saved in `live-activities.json` in the state directory.
package enum LiveActivitySettingsFeature: Feature {
  /// The apps, their switches and the sheet.
  package struct State: FeatureState {
    /// The apps that declare an `ActivityConfiguration`, by name.
    package var apps: [String] = []
    /// The apps whose Live Activities are off.
    package var appsOff: Set<String> = []
    /// Whether the system-wide switch is off (`--live-activities-off`): every app is off.
    package var allOff = false
    /// Whether the sheet is open.
    package var isOpen = false
    /// The focused row.
    package var focus = 0
    /// Whether the switches may be saved (not while the file can't be read: it is kept).
    package var canSave = true

    package init() {}

    /// Whether an app's Live Activities are on.
    package func isOn(_ app: String) -> Bool { !allOff && !appsOff.contains(app) }
  }

  /// What happens in the sheet.
  package enum Action: Equatable, Sendable {
    /// The apps that declare an `ActivityConfiguration` were installed.
    case installed([String])
    /// The saved switches were read at start (with what was wrong with the file, if anything).
    case restored(appsOff: Set<String>, problem: StateFileProblem?)
    /// The system-wide switch changed (`--live-activities-off`).
    case systemSwitch(on: Bool)
    /// Open the sheet.
    case open
    /// Close the sheet.
    case close
    /// A key while the sheet is on top.
    case key(KeyEvent)
    /// Flip an app's switch.
    case toggle(String)
  }

  /// What the engine does for the switches.
  package enum Effect: Equatable, Sendable {
    /// Turn an app's Live Activities on or off in the system.
    case apply(app: String, on: Bool)
    /// Save the apps whose Live Activities are off.
    case save(Set<String>)
  }

  /// What the event log says.
  package enum Event: FeatureEvent {
    /// An app's switch was flipped.
    case switched(String, on: Bool)
    /// The settings file couldn't be used at start.
    case fileProblem(String)

    package var description: String {
      switch self {
      case .switched(let app, true): "Live Activities for \(app) turned on"
      case .switched(let app, false):
        "Live Activities for \(app) turned off: Activity.request throws .denied, its running "
          + "ones end"
      case .fileProblem(let text): text
      }
    }
  }

  /// The file the switches are saved in, as messages name it.
  static let fileName = "live-activities.json"

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .installed(let apps):
      state.apps = apps
    case .restored(let appsOff, let problem):
      state.appsOff = appsOff
      if let problem {
        if problem.blocksSaving { state.canSave = false }
        let text = problem.message(fileName: fileName)
        context.log(.liveActivitySettings(.fileProblem(text)))
        context.send(.notice(text))
      }
    case .systemSwitch(let on):
      state.allOff = !on
    case .open:
      state.isOpen = true
      state.focus = min(state.focus, max(0, state.apps.count - 1))
      context.send(.navigation(.present(.liveActivitySettings)))
    case .close:
      guard state.isOpen else { return }
      state.isOpen = false
      context.send(.navigation(.dismiss(.liveActivitySettings)))
    case .key(let key):
      switch key {
      case .up, .character("k"): state.focus = max(0, state.focus - 1)
      case .down, .character("j"):
        state.focus = min(max(0, state.apps.count - 1), state.focus + 1)
      case .enter, .character(" "):
        if state.apps.indices.contains(state.focus) {
          context.send(.liveActivitySettings(.toggle(state.apps[state.focus])))
        }
      case .control("c"), .character("q"): context.send(.quit)
      case .escape, .character("S"): context.send(.liveActivitySettings(.close))
      default: break
      }
    case .toggle(let app):
      guard !state.allOff else {
        return context.send(
          .notice("Live Activities are off for every app (--live-activities-off)"))
      }
      let on = state.appsOff.contains(app)
      if on { state.appsOff.remove(app) } else { state.appsOff.insert(app) }
      context.log(.liveActivitySettings(.switched(app, on: on)))
      context.run(.liveActivitySettings(.apply(app: app, on: on)))
      if state.canSave { context.run(.liveActivitySettings(.save(state.appsOff))) }
    }
  }
}

extension DashboardAction {
  /// A Live Activities settings action.
  package static func liveActivitySettings(_ action: LiveActivitySettingsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Live Activities settings effect.
  package static func liveActivitySettings(_ effect: LiveActivitySettingsFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A Live Activities settings event.
  package static func liveActivitySettings(_ event: LiveActivitySettingsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
