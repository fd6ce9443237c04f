import Foundation
import SpacesKit

/// Apps' own screens: an app that offers a view (`SpacesAppInfo.appView`,
/// `HostedApp.appView`) shows it full-space when it opens, with its name as the title; Tab
/// focuses its interactive elements, Enter or Space presses them — `Button(intent:)` runs its
/// intent, a `SiriTipView`'s × dismisses the tip (its binding turns false), a `ShortcutsLink`
/// opens the app's App Shortcuts list in the Siri bar — and Escape goes home.
///
/// The view is resolved by the engine (`Effect.resolveAppScreen`) with the app's `@State`
/// values kept in the engine's `ViewStateStore`, and again after each press changed something.
public enum AppScreenFeature {
  /// Which apps have a screen.
  public struct State: Equatable, Sendable {
    /// The apps that offer a view, by name.
    public var apps: Set<String> = []

    /// No app has a screen yet.
    public init() {}
  }

  /// What happens to app screens.
  public enum Action: Equatable, Sendable {
    /// The hosted apps that offer a view.
    case installed([String])
    /// An app opened: its screen shows, if it has one.
    case open(String)
    /// An app's view was resolved (again).
    case resolved(String, ViewNode)
    /// Close the app's screen (home).
    case close
    /// Focus the next (`1`) or previous (`-1`) element.
    case cycleFocus(by: Int)
    /// Press the focused element.
    case press
    /// An intent run from the screen ended.
    case runEnded(String, IntentOutcome)
  }

  /// What the event log says about app screens.
  public enum Event: Equatable, Sendable {
    /// An app's screen opened.
    case opened(app: String)
    /// A Siri tip was dismissed.
    case tipDismissed(app: String, phrase: String)
    /// A Shortcuts link opened the app's shortcuts.
    case shortcutsShown(app: String)
    /// An intent run from an app screen failed.
    case runFailed(app: String, message: String)

    var description: String {
      switch self {
      case .opened(let app): "\(app): app screen opened"
      case .tipDismissed(let app, let phrase): "\(app): Siri tip “\(phrase)” dismissed"
      case .shortcutsShown(let app): "\(app): Shortcuts link opened the app's App Shortcuts"
      case .runFailed(let app, let message): "\(app): \(message)"
      }
    }
  }

  /// Applies an action.
  public static func reduce(
    into state: inout DashboardState, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .installed(let apps):
      state.appScreens.apps = Set(apps)
    case .open(let app):
      guard state.appScreens.apps.contains(app) else { return }
      // One app at a time; it comes up under a Siri bar still showing its answer.
      var presentations = state.navigation.presentations.filter {
        if case .app = $0 { return false }
        return true
      }
      let below =
        presentations.firstIndex {
          if case .siri = $0 { return true }
          return false
        } ?? presentations.endIndex
      presentations.insert(.app(AppScreenState(app: app)), at: below)
      state.navigation.presentations = presentations
      context.log(.appScreen(.opened(app: app)))
      context.run(.resolveAppScreen(app))
    case .resolved(let app, let view):
      update(&state, app: app) { screen in
        screen.view = view
        screen.focus = min(screen.focus, max(0, screen.elements.count - 1))
      }
    case .close:
      state.navigation.presentations.removeAll {
        if case .app = $0 { return true }
        return false
      }
    case .cycleFocus(let step):
      guard let screen = screen(in: state) else { return }
      let count = screen.elements.count
      guard count > 0 else { return }
      update(&state, app: screen.app) { $0.focus = (($0.focus + step) % count + count) % count }
    case .press:
      guard let screen = screen(in: state) else { return }
      press(screen, state: &state, context: &context)
    case .runEnded(let app, let outcome):
      if case .failure(let message) = outcome, message != "cancelled" {
        context.log(.appScreen(.runFailed(app: app, message: message)))
      }
      // What the intent changed shows: the view is resolved again.
      if screen(in: state)?.app == app { context.run(.resolveAppScreen(app)) }
    }
  }

  /// A run from elsewhere (Siri, a control) ended while an app's screen shows: what it changed
  /// shows too, as a SwiftUI view follows its model (the screen's own runs are `.runEnded`).
  static func runEnded(
    elsewhere origin: RunOrigin, state: DashboardState, context: inout ReduceContext
  ) {
    if case .app = origin { return }
    if let screen = screen(in: state) { context.run(.resolveAppScreen(screen.app)) }
  }

  /// Presses the focused element of a screen.
  static func press(
    _ screen: AppScreenState, state: inout DashboardState, context: inout ReduceContext
  ) {
    let elements = screen.elements
    guard !elements.isEmpty else { return }
    switch elements[min(screen.focus, elements.count - 1)] {
    case .button(let intent, _):
      context.send(.runs(.start(intent, origin: .app(screen.app))))
    case .toggle(let isOn, let intent, _):
      let action = intent.setsValue ? intent.settingValue(!isOn) : intent
      context.send(.runs(.start(action, origin: .app(screen.app))))
    case .siriTip(let tip):
      context.log(.appScreen(.tipDismissed(app: screen.app, phrase: tip.phrase)))
      context.run(.callView(tip.dismiss, app: screen.app))
    case .shortcutsLink(let link):
      if let action = link.action { context.run(.callView(action, app: screen.app)) }
      context.log(.appScreen(.shortcutsShown(app: screen.app)))
      var bar = SiriBarState()
      bar.field = TextFieldState(text: "what can I do with \(screen.app)")
      bar.phase = .answer(SiriFeature.shortcutsAnswer(app: screen.app, index: state.siri.index))
      state.navigation.presentations.append(.siri(bar))
    default:
      break
    }
  }

  /// A key while an app's screen is on top: Escape goes home, a space's key goes there, Tab and
  /// the arrows move focus, Enter or Space presses; the space's own commands (edit mode,
  /// configure, timeline preview) do nothing. Returns false for the commands that work as on
  /// any space (`/`, `?`, `q`, the inspector, themes, the clock, the lock).
  static func key(_ command: KeyCommand, context: inout ReduceContext) -> Bool {
    switch command {
    case .cancel:
      context.send(.appScreen(.close))
    case .showSpace(let space):
      context.send(.appScreen(.close))
      context.send(.navigation(.show(space)))
    case .cycleFocus(let step):
      context.send(.appScreen(.cycleFocus(by: step)))
    case .moveFocus(let direction):
      context.send(.appScreen(.cycleFocus(by: direction == .up || direction == .left ? -1 : 1)))
    case .activate:
      context.send(.appScreen(.press))
    case .toggleEditMode, .addControl, .removeControl, .moveControl, .resizeControl, .configure,
      .previewTimeline, .toggleDeveloperMode:
      break
    case .toggleInspector, .toggleLock, .showHelp, .openSiri, .quit, .cycleTheme, .clock:
      return false
    }
    return true
  }

  /// The app screen on top of the presentations, if one is.
  public static func screen(in state: DashboardState) -> AppScreenState? {
    for case .app(let screen) in state.navigation.presentations.reversed() { return screen }
    return nil
  }

  /// Changes an app's presented screen in place.
  static func update(
    _ state: inout DashboardState, app: String, _ change: (inout AppScreenState) -> Void
  ) {
    state.navigation.presentations = state.navigation.presentations.map {
      guard case .app(var screen) = $0, screen.app == app else { return $0 }
      change(&screen)
      return .app(screen)
    }
  }
}
