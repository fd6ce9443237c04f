import Foundation

extension LayoutFeature.Effect: FeatureEffect {
  /// Runs a layout file effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Writes the layout file; the outcome is sent back (a failure to be shown and retried).
  func run(_ effect: LayoutFeature.Effect) {
    switch effect {
    case .save(let layout):
      do {
        try layoutStore.save(layout)
        post(.layout(.saved))
      } catch {
        post(.layout(.saveFailed("\(error)")))
      }
    }
  }
}
