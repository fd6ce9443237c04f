import Foundation

extension ViewStateFileFeature.Effect: FeatureEffect {
  /// Runs a view state file effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Writes the `Codable` view state values; the outcome is sent back (a failure to be shown
  /// and retried).
  func run(_ effect: ViewStateFileFeature.Effect) {
    switch effect {
    case .save:
      do {
        try viewStateFile.save(viewState.persistedValues)
        post(.viewStateFile(.saved))
      } catch {
        post(.viewStateFile(.saveFailed("\(error)")))
      }
    }
  }
}
