import DequeModule
import Foundation
import SpacesKit

/// The dashboard's root reducer: `(state, action, now) → effects`, pure (no clock reads, no I/O).
///
/// It scopes each feature to its slice of the state (`features`: one line a feature), routes
/// keys (`KeyRouter`), keeps the dashboard's own few fields, and applies the follow-up actions
/// features hand back, in order, within the same call.
package enum DashboardReducer {
  /// The features, each scoped to its slice of `DashboardState`. A new feature is a folder, a
  /// state field and one line here.
  static let features = FeatureTable([
    Scope(\.controls, ControlsFeature.self),
    Scope(\.actionButton, ActionButtonFeature.self),
    Scope(\.activities, ActivitiesFeature.self),
    Scope(\.widgets, WidgetsFeature.self),
    Scope(\.runs, IntentRunsFeature.self),
    Scope(\.navigation, NavigationFeature.self),
    Scope(\.device, DeviceFeature.self),
    Scope(\.editMode, EditModeFeature.self),
    Scope(\.configuration, ConfigurationFeature.self),
    Scope(\.push, PushFeature.self),
    Scope(\.siri, SiriFeature.self),
    Scope(\.donations, DonationsFeature.self),
    Scope(\.spotlight, SpotlightFeature.self),
    Scope(\.appScreens, AppScreenFeature.self),
    Scope(\.homeScreenApps, HomeScreenAppsFeature.self),
    Scope(\.timelinePreview, TimelinePreviewFeature.self),
    Scope(\.island, IslandFeature.self),
    Scope(\.activityAlerts, ActivityAlertsFeature.self),
    Scope(\.controlLab, ControlLabFeature.self),
    Scope(\.shortcuts, ShortcutsFeature.self),
    Scope(\.widgetRecommendations, WidgetRecommendationsFeature.self),
    Scope(\.widgetGallery, WidgetGalleryFeature.self),
    Scope(AppWakesFeature.self),
    Scope(\.layout, LayoutFeature.self),
    Scope(\.viewStateFile, ViewStateFileFeature.self),
    Scope(AppLogFeature.self),
    Scope(\.nowPlaying, NowPlayingFeature.self),
    Scope(\.liveActivityBanners, LiveActivityBannersFeature.self),
    Scope(\.liveActivitySettings, LiveActivitySettingsFeature.self),
    Scope(\.toast, ToastFeature.self),
    Scope(\.sliders, SlidersFeature.self),
  ])

  /// Applies an action at a time and returns the effects to run.
  package static func reduce(
    into state: inout DashboardState, action: DashboardAction, now: Date,
    presentationNow: Date? = nil
  ) -> [Effect] {
    reduceLogging(into: &state, action: action, now: now, presentationNow: presentationNow)
      .effects
  }

  /// Applies an action and returns the effects and the events it logged (tests read both).
  package static func reduceLogging(
    into state: inout DashboardState, action: DashboardAction, now: Date,
    presentationNow: Date? = nil
  ) -> (effects: [Effect], events: [EngineEvent.Kind]) {
    var effects: [Effect] = []
    var events: [EngineEvent.Kind] = []
    reduce(
      into: &state, action: action, now: now, presentationNow: presentationNow,
      effects: &effects, events: &events)
    return (effects, events)
  }

  /// Applies an action; its effects and events replace the contents of `effects` and `events`,
  /// whose storage is reused (a loop of many actions, as the simulation's, allocates no arrays
  /// for them per action).
  package static func reduce(
    into state: inout DashboardState, action: DashboardAction, now: Date,
    presentationNow: Date? = nil, effects: inout [Effect], events: inout [EngineEvent.Kind]
  ) {
    effects.removeAll(keepingCapacity: true)
    events.removeAll(keepingCapacity: true)
    var context = ReduceContext(now: now, presentationNow: presentationNow)
    context.swapBuffers(effects: &effects, events: &events)
    defer { context.swapBuffers(effects: &effects, events: &events) }
    apply(action, state: &state, context: &context)
    // Follow-ups, breadth first (most actions have none: no queue then).
    if !context.followUps.isEmpty {
      var queue = Deque(context.followUps)
      context.followUps.removeAll()
      while let next = queue.popFirst() {
        apply(next, state: &state, context: &context)
        queue.append(contentsOf: context.followUps)
        context.followUps.removeAll()
      }
    }
    for event in context.events { state.log(event, at: now) }
  }

  static func apply(
    _ action: DashboardAction, state: inout DashboardState, context: inout ReduceContext
  ) {
    switch action {
    case .feature(let action):
      features.reduce(action, state: &state, context: &context)
    case .deadline(let id):
      features.deadline(id, state: &state, context: &context)
    case .key(let key):
      state.notice = nil
      KeyRouter.route(key, in: state, context: &context)
    case .resize(let size):
      state.size = size
    case .log(let kind):
      context.log(kind)
    case .notice(let text):
      state.notice = text
    case .cycleTheme:
      state.themeStep += 1
      context.send(.toast(.show(.theme, .info)))
    case .quit:
      state.quitRequested = true
      context.run(.quit)
    }
  }
}
