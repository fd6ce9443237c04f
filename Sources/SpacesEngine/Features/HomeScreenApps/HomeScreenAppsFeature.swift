import Foundation

/// The Home Screen's apps, as iOS shows every installed app: each hosted app's icon (its app
/// icon set's bitmap, else a tile in its colour with its symbol) on the pages between the
/// widgets or in the dock, which of them has the focus, and the page on show.
package enum HomeScreenAppsFeature: Feature {
  /// The apps, the focused icon and the page.
  package struct State: FeatureState {
    /// Every hosted app, in the order they are hosted.
    package var apps: [HomeScreenApp] = []
    /// The app whose icon has the focus (an index into `apps`); `nil`: a widget has it.
    package var focusedApp: Int?
    /// The page last shown (what shows while the dock has the focus).
    package var page = 0
    /// StandBy, while it is on.
    package var standBy: StandByState?
    /// The widget kinds whose small family StandBy leaves out (their configuration's
    /// `disfavoredLocations([.standBy], for: [.systemSmall])`).
    package var standByDisfavoredKinds: Set<String> = []
    /// Whether an app without an App Shortcut's or a control's symbol still waits for the first
    /// symbol of its widgets' placeholders: looked up when the Home Screen first shows, since
    /// making a placeholder runs app code (a `spaces snapshot` of another space spent a tenth of
    /// its time there).
    package var widgetSymbolsPending = false

    /// No app yet.
    package init() {}
  }

  /// What happens to the Home Screen's apps.
  package enum Action: Equatable, Sendable {
    /// The hosted apps (the engine lists them at start).
    case installed([HomeScreenApp])
    /// The widget kinds StandBy leaves out (the engine lists them at start).
    case disfavorInStandBy(Set<String>)
    /// Focus an app's icon (`nil`: give the focus back to the widgets).
    case focusApp(Int?)
    /// Remember the page on show.
    case showPage(Int)
    /// Open an app from its icon: its screen, or a notice that it has none.
    case open(Int)
    /// StandBy on or off, or a key while it is on.
    case standBy(StandByAction)
    /// Some app's symbol is to come from its widgets' placeholders (the engine says so at
    /// start): looked up when the Home Screen shows.
    case needsWidgetSymbols
    /// The Home Screen is on show.
    case shown
    /// The symbols found in the apps' widgets' placeholders, by app name.
    case widgetSymbols([String: String])
  }

  /// What the engine does for the Home Screen's apps.
  package enum Effect: Equatable, Sendable {
    /// Make the placeholders of the widgets of each app that has no symbol yet and find the
    /// first SF Symbol in them (comes back as `.widgetSymbols`).
    case findWidgetSymbols
  }

  /// What the event log says about the Home Screen's apps.
  package enum Event: FeatureEvent {
    /// An app opened from its icon has no screen in the dashboard.
    case noScreen(app: String)

    package var description: String {
      switch self {
      case .noScreen(let app): "\(app): opened from its icon; it has no screen in the dashboard"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .installed(let apps):
      state.apps = apps
      if let focused = state.focusedApp, !apps.indices.contains(focused) { state.focusedApp = nil }
    case .disfavorInStandBy(let kinds):
      state.standByDisfavoredKinds = kinds
    case .focusApp(let index):
      state.focusedApp = index.flatMap { state.apps.indices.contains($0) ? $0 : nil }
    case .showPage(let page):
      state.page = max(0, page)
    case .open(let index):
      guard state.apps.indices.contains(index) else { return }
      let name = state.apps[index].name
      if context.dashboard.appScreens.apps.contains(name) {
        context.send(.appScreen(.open(name)))
      } else {
        context.log(.homeScreenApps(.noScreen(app: name)))
        context.toast("\(name) has no screen in the dashboard")
      }
    case .standBy(let action):
      StandByState.reduce(&state.standBy, action: action)
      // Its widgets drawn as StandBy draws them (without their container backgrounds).
      if state.standBy != nil, case .toggle = action {
        let shown = StandByState.widgets(in: context.dashboard).map(\.id)
        if !shown.isEmpty { context.send(.widgets(.drawForStandBy(shown))) }
      }
    case .needsWidgetSymbols:
      state.widgetSymbolsPending = true
      if context.dashboard.space == .homeScreen { findWidgetSymbols(&state, context: &context) }
    case .shown:
      findWidgetSymbols(&state, context: &context)
    case .widgetSymbols(let symbols):
      for index in state.apps.indices where state.apps[index].symbol == nil {
        state.apps[index].symbol = symbols[state.apps[index].name]
      }
    }
  }

  /// Asks for the widgets' symbols once, if an app waits for them.
  private static func findWidgetSymbols(_ state: inout State, context: inout ReduceContext) {
    guard state.widgetSymbolsPending else { return }
    state.widgetSymbolsPending = false
    context.run(.homeScreenApps(.findWidgetSymbols))
  }
}

extension DashboardAction {
  /// A Home Screen apps action.
  package static func homeScreenApps(_ action: HomeScreenAppsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Home Screen apps effect.
  package static func homeScreenApps(_ effect: HomeScreenAppsFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A Home Screen apps event.
  package static func homeScreenApps(_ event: HomeScreenAppsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
