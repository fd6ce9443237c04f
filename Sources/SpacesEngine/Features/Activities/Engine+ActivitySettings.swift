import Foundation
import SpacesKit

extension Engine {
  /// Turns Live Activities on or off, as the person does in Settings.
  ///
  /// Off: `Activity.request` throws `.denied`, `ActivityAuthorizationInfo` says so (and its
  /// `activityEnablementUpdates` yield), and the running activities end and leave the screen at
  /// once, as iOS removes them. The dashboard's `--live-activities-off` starts it off.
  package func setLiveActivitiesEnabled(_ enabled: Bool) {
    guard host.activities.areActivitiesEnabled != enabled else { return }
    let ended = host.activities.setActivitiesEnabled(enabled)
    send(.log(.activities(.enablement(enabled))))
    send(.liveActivitySettings(.systemSwitch(on: enabled)))
    for id in ended { activityChanged(id) }
  }
}
