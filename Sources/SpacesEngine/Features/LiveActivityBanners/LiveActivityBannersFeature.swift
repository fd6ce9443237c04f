import Foundation
import SpacesKit

/// The Lock Screen's Live Activity banners made usable, as on iOS: `Tab` (and `Shift-Tab`) goes
/// from the control slots into the banners, stopping on each banner and on each of its
/// `Button(intent:)`, `Toggle(isOn:intent:)` and `Link` elements; `Enter` presses the focused
/// element (its intent runs as any intent run, and the banner shows what its `Activity.update`
/// changed) or opens the app with the banner's `widgetURL`; `x` (`Delete`) is the banner's ✕:
/// the person dismisses the activity, which leaves the Lock Screen and the Dynamic Island with
/// its `activityState` `.dismissed`.
package enum LiveActivityBannersFeature: Feature {
  /// Which banner stop has the focus.
  package struct State: FeatureState {
    /// The focused banner or element (`nil`: the control slots have the focus).
    package var focus: BannerFocus?
    /// Toggles pressed whose intent still runs, by activity: shown in their new state (the
    /// system pre-renders both) until the activity's update lands or the run ends.
    package var pressedToggles: [String: PressedToggles] = [:]

    package init() {}
  }

  /// What happens in the banners.
  package enum Action: Equatable, Sendable {
    /// Focus a banner stop, or none (back to the slots).
    case focus(BannerFocus?)
    /// Press a banner stop: its element, or the banner itself.
    case press(BannerFocus)
    /// The ✕: the person dismisses the activity from the Lock Screen.
    case dismiss(String)
    /// An intent a banner's element started returned or threw.
    case runEnded(String, IntentOutcome)
  }

  /// What the engine does for the banners.
  package enum Effect: Equatable, Sendable {
    /// Open the app that declares an attributes type, with a URL when the banner has one.
    case open(attributesType: String, url: URL?)
    /// Dismiss an activity as the person does: `activityState` becomes `.dismissed`.
    case dismiss(String)
  }

  /// What the event log says.
  package enum Event: FeatureEvent {
    /// A banner's element was pressed.
    case pressed(String, title: String)
    /// A banner opened its app (`url`: its `widgetURL` or a `Link`'s, if any).
    case opened(String, url: String?)
    /// The person dismissed an activity with the ✕.
    case dismissed(String)
    /// An element's intent failed.
    case failed(String, message: String)

    package var description: String {
      switch self {
      case .pressed(let id, let title): "Live Activity \(id): pressed \(title)"
      case .opened(let id, let url?): "Live Activity \(id) opened \(url)"
      case .opened(let id, nil): "Live Activity \(id) opened its app (no widgetURL)"
      case .dismissed(let id):
        "Live Activity \(id) dismissed from the Lock Screen (activityState .dismissed)"
      case .failed(let id, let message): "Live Activity \(id): its intent failed: \(message)"
      }
    }
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .focus(let focus):
      state.focus = focus
    case .press(let focus):
      press(focus, state: &state, context: &context)
    case .dismiss(let id):
      guard let activity = context.dashboard.activities[id] else { return }
      if state.focus?.activityID == id { state.focus = nil }
      if context.dashboard.island.expanded == id { context.send(.island(.collapse)) }
      context.log(.liveActivityBanners(.dismissed(id)))
      context.send(.notice("Dismissed the \(activity.attributesType) Live Activity"))
      context.run(.liveActivityBanners(.dismiss(id)))
    case .runEnded(let id, let outcome):
      state.pressedToggles[id] = nil
      if case .failure(let message) = outcome {
        context.log(.liveActivityBanners(.failed(id, message: message)))
        context.toast(message, .error)
      }
    }
  }

  /// Presses a stop: a button runs its intent, a toggle its intent with the new value, a
  /// `Link` or the banner itself opens the app.
  static func press(_ focus: BannerFocus, state: inout State, context: inout ReduceContext) {
    guard let activity = context.dashboard.activities[focus.activityID] else { return }
    let id = activity.id
    guard let index = focus.element else {
      let url = activity.view.widgetURL
      context.log(.liveActivityBanners(.opened(id, url: url?.absoluteString)))
      return context.run(
        .liveActivityBanners(.open(attributesType: activity.attributesType, url: url)))
    }
    let elements = activity.view.interactiveElements
    guard elements.indices.contains(index) else { return }
    let intent: IntentBox
    switch elements[index] {
    case .button(let action, _):
      intent = action
    case .toggle(let isOn, let action, _):
      let shown = state.pressedToggles[id]?.value(of: index, on: activity.view) ?? isOn
      intent = action.setsValue ? action.settingValue(!shown) : action
      var pressed = state.pressedToggles[id] ?? PressedToggles(view: activity.view)
      if pressed.view != activity.view { pressed = PressedToggles(view: activity.view) }
      pressed.toggles[index] = !shown
      state.pressedToggles[id] = pressed
    case .modified(_, .link(let url)):
      context.log(.liveActivityBanners(.opened(id, url: url.absoluteString)))
      return context.run(
        .liveActivityBanners(.open(attributesType: activity.attributesType, url: url)))
    default:
      return
    }
    context.log(.liveActivityBanners(.pressed(id, title: intent.title)))
    context.send(.runs(.start(intent, origin: .liveActivity(id))))
  }
}

extension DashboardAction {
  /// A Lock Screen Live Activity banner action.
  package static func liveActivityBanners(_ action: LiveActivityBannersFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A Lock Screen Live Activity banner effect.
  package static func liveActivityBanners(_ effect: LiveActivityBannersFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// A Lock Screen Live Activity banner event.
  package static func liveActivityBanners(_ event: LiveActivityBannersFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
