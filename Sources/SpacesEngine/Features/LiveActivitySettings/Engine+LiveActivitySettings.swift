import Foundation
import SpacesKit

extension LiveActivitySettingsFeature.Effect: FeatureEffect {
  /// Runs a settings effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// The settings file in the engine's state directory.
  var liveActivitySettingsFile: LiveActivitySettingsFile {
    LiveActivitySettingsFile(stateDirectory: layoutStore.url.deletingLastPathComponent())
  }

  /// Tells the system which app declares which attributes type and restores the saved
  /// switches, before the apps launch (an app switched off can't start an activity at launch).
  func restoreLiveActivitySettings() {
    host.activities.appSwitches.setApps(apps.activityApps)
    var withActivities: [String] = []
    for app in apps.activityApps.values.sorted() where !withActivities.contains(app) {
      withActivities.append(app)
    }
    send(.liveActivitySettings(.installed(withActivities)))
    let (appsOff, problem) = liveActivitySettingsFile.load(now: clock.now())
    for app in appsOff { _ = host.activities.setActivitiesEnabled(false, forApp: app) }
    send(.liveActivitySettings(.restored(appsOff: appsOff, problem: problem)))
  }

  /// Carries out a settings effect.
  func run(_ effect: LiveActivitySettingsFeature.Effect) {
    switch effect {
    case .apply(let app, let on):
      let ended = host.activities.setActivitiesEnabled(on, forApp: app)
      for id in ended { activityChanged(id) }
    case .save(let appsOff):
      do {
        try liveActivitySettingsFile.save(appsOff)
      } catch {
        send(
          .log(
            .warning(
              "\(LiveActivitySettingsFeature.fileName) couldn't be saved: "
                + AtomicFile.describe(error))))
      }
    }
  }
}
