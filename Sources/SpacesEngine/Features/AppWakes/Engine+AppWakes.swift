import Foundation
import SpacesKit

extension AppWakesFeature.Effect: FeatureEffect {
  /// Runs an app wake effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// Task keys of app wakes.
struct AppWakeTask: Hashable, Sendable {
  var id: String
}

extension Engine {
  /// Runs the work app code scheduled for a wake (`SystemHost.scheduleWake`).
  func run(_ effect: AppWakesFeature.Effect) {
    switch effect {
    case .run(let id):
      guard let work = host.wakes.take(id) else { return }
      let host = self.host
      launch(TaskKey(AppWakeTask(id: id))) {
        await host.run { await work() }
        return .appWakes(.ran(id))
      }
    }
  }
}
