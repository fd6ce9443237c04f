import Foundation
import SpacesKit

/// Apps' own screens: an app that offers a view (`SpacesAppInfo.appView`,
/// `HostedApp.appView`) shows it full-space when it opens, with its name as the title; Tab
/// focuses its interactive elements, Enter or Space presses them — `Button(intent:)` runs its
/// intent, a `SiriTipView`'s × dismisses the tip (its binding turns false), a `ShortcutsLink`
/// opens the app's App Shortcuts list in the Siri bar — and Escape goes home.
///
/// The view is resolved by the engine (`Effect.resolve`) with the app's `@State` values kept in
/// the engine's `ViewStateStore`, and again after each press changed something.
package enum AppScreenFeature: Feature {
  /// Which apps have a screen, and the one open.
  package struct State: FeatureState {
    /// The apps that offer a view, by name.
    package var apps: Set<String> = []
    /// The screen on show (one app at a time).
    package var screen: AppScreenState?

    /// No app has a screen yet.
    package init() {}
  }

  /// What happens to app screens.
  package enum Action: Equatable, Sendable {
    /// The hosted apps that offer a view.
    case installed([String])
    /// An app opened: its screen shows, if it has one.
    case open(String)
    /// An app's screen opened with a URL (a view's `openURL`): the title shows the URL.
    case openedURL(String, URL)
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
    /// A run from elsewhere (Siri, a control) ended: what it changed shows on the screen too.
    case runEndedElsewhere
  }

  /// What the engine does for app screens.
  package enum Effect: Equatable, Sendable {
    /// Resolve an app's view for its screen (with its `@State` values); comes back as
    /// `.resolved`.
    case resolve(String)
    /// Run a callback of an app's view (a Siri tip's dismissal, a Shortcuts link's action), then
    /// resolve the app's view again; comes back as `.resolved`.
    case callView(ViewCallback, app: String)
    /// Hand a URL the app was opened with to its view's `onOpenURL(perform:)` actions, then
    /// resolve the view again; comes back as `.resolved`.
    case deliverURL(URL, app: String)
  }

  /// What the event log says about app screens.
  package enum Event: FeatureEvent {
    /// An app's screen opened.
    case opened(app: String)
    /// An app was opened with a URL.
    case openedURL(app: String, url: String)
    /// A Siri tip was dismissed.
    case tipDismissed(app: String, phrase: String)
    /// A Shortcuts link opened the app's shortcuts.
    case shortcutsShown(app: String)
    /// An intent run from an app screen failed.
    case runFailed(app: String, message: String)

    package var description: String {
      switch self {
      case .opened(let app): "\(app): app screen opened"
      case .openedURL(let app, let url): "\(app): opened \(url)"
      case .tipDismissed(let app, let phrase): "\(app): Siri tip “\(phrase)” dismissed"
      case .shortcutsShown(let app): "\(app): Shortcuts link opened the app's App Shortcuts"
      case .runFailed(let app, let message): "\(app): \(message)"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .installed(let apps):
      state.apps = Set(apps)
    case .open(let app):
      guard state.apps.contains(app) else { return }
      // One app at a time; it comes up under a Siri bar still showing its answer. Opened again
      // (an intent that opened it with a URL, then its run's end), it keeps that URL.
      let url = state.screen?.app == app ? state.screen?.url : nil
      state.screen = AppScreenState(app: app)
      state.screen?.url = url
      context.send(.navigation(.present(.app, below: .siri)))
      context.log(.appScreen(.opened(app: app)))
      context.run(.appScreen(.resolve(app)))
    case .openedURL(let app, let url):
      context.log(.appScreen(.openedURL(app: app, url: url.absoluteString)))
      guard state.screen?.app == app else { return }
      state.screen?.url = url
      context.run(.appScreen(.deliverURL(url, app: app)))
    case .resolved(let app, let view):
      guard state.screen?.app == app else { return }
      state.screen?.view = view
      if let screen = state.screen {
        state.screen?.focus = min(screen.focus, max(0, screen.elements.count - 1))
      }
    case .close:
      guard state.screen != nil else { return }
      state.screen = nil
      context.send(.navigation(.dismiss(.app)))
    case .cycleFocus(let step):
      guard let screen = state.screen else { return }
      let count = screen.elements.count
      guard count > 0 else { return }
      state.screen?.focus = ((screen.focus + step) % count + count) % count
    case .press:
      guard let screen = state.screen else { return }
      press(screen, context: &context)
    case .runEnded(let app, let outcome):
      if case .failure(let message) = outcome, message != "cancelled" {
        context.log(.appScreen(.runFailed(app: app, message: message)))
      }
      // What the intent changed shows: the view is resolved again.
      if state.screen?.app == app { context.run(.appScreen(.resolve(app))) }
    case .runEndedElsewhere:
      // As a SwiftUI view follows its model (the screen's own runs are `.runEnded`).
      if let screen = state.screen { context.run(.appScreen(.resolve(screen.app))) }
    }
  }

  /// Presses the focused element of a screen.
  static func press(_ screen: AppScreenState, context: inout ReduceContext) {
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
      context.run(.appScreen(.callView(tip.dismiss, app: screen.app)))
    case .shortcutsLink(let link):
      if let action = link.action {
        context.run(.appScreen(.callView(action, app: screen.app)))
      }
      context.log(.appScreen(.shortcutsShown(app: screen.app)))
      context.send(.siri(.showShortcuts(app: screen.app)))
    case .modified(_, .link(let url)):
      // A link in the app's own view opens the app with its URL.
      context.send(.appScreen(.openedURL(screen.app, url)))
    default:
      break
    }
  }

  /// A key while an app's screen is on top: Escape goes home, a space's key goes there, Tab and
  /// the arrows move focus, Enter or Space presses; the space's own commands (edit mode,
  /// configure, timeline preview) do nothing. Returns false for the commands that work as on
  /// any space (`/`, `?`, `q`, the inspector, themes, the clock, the lock, the island).
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
      .previewTimeline, .toggleDeveloperMode, .toggleVoiceOver, .flipStack, .page, .toggleStandBy:
      break
    case .toggleInspector, .widenInspector, .toggleLock, .showHelp, .openSiri, .quit, .cycleTheme,
      .clock,
      .expandIsland, .openSettings:
      return false
    }
    return true
  }
}

extension DashboardAction {
  /// An app screen action.
  package static func appScreen(_ action: AppScreenFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// An app screen effect.
  package static func appScreen(_ effect: AppScreenFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// An app screen event.
  package static func appScreen(_ event: AppScreenFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
