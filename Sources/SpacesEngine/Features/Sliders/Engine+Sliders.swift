import Foundation
import SpacesKit

extension SlidersFeature.Effect: FeatureEffect {
  /// Runs a sliders effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// The sliders file in the engine's state directory.
  var slidersFile: SlidersFile {
    SlidersFile(stateDirectory: layoutStore.url.deletingLastPathComponent())
  }

  /// Restores the saved brightness and volume levels.
  func restoreSliders() {
    let (levels, problem) = slidersFile.load(now: clock.now())
    send(.sliders(.restored(levels, problem: problem)))
  }

  /// Carries out a sliders effect.
  func run(_ effect: SlidersFeature.Effect) {
    switch effect {
    case .save(let levels):
      do {
        try slidersFile.save(levels)
      } catch {
        send(
          .log(
            .warning("\(SlidersFeature.fileName) couldn't be saved: " + AtomicFile.describe(error))
          ))
      }
    }
  }
}
