import Foundation
import SpacesKit

extension LiveActivityBannersFeature.Effect: FeatureEffect {
  /// Runs a banner effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Carries out a banner effect: opens the activity's app, or dismisses the activity as the
  /// person does from the Lock Screen.
  func run(_ effect: LiveActivityBannersFeature.Effect) {
    switch effect {
    case .open(let attributesType, let url?):
      openActivityApp(attributesType, with: url)
    case .open(let attributesType, nil):
      // Tapping a Live Activity without a `widgetURL` opens its app, as on iOS.
      if let app = apps.activityApps[attributesType] {
        send(.device(.opened(appName: app)))
      } else {
        send(.log(.warning("the \(attributesType) Live Activity belongs to no hosted app")))
      }
    case .dismiss(let id):
      dismissActivity(id)
    }
  }

  /// Dismisses an activity as the person does with the ✕: its `activityState` becomes
  /// `.dismissed` (`activityStateUpdates` yields it) and it leaves the Lock Screen and the
  /// Dynamic Island at once, whatever its dismissal policy.
  func dismissActivity(_ id: String) {
    host.activities.modify(id: id) {
      $0.activityState = .dismissed
      $0.dismissalDate = nil
    }
    activityChanged(id)
  }
}
