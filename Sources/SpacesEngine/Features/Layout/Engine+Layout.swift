import Foundation

extension LayoutFeature.Effect: FeatureEffect {
  /// Runs a layout file effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Writes the layout file; a failure is sent back to be shown.
  func run(_ effect: LayoutFeature.Effect) {
    switch effect {
    case .save(let layout):
      do {
        try layoutStore.save(layout)
      } catch {
        post(.layout(.saveFailed("\(error)")))
      }
    }
  }
}
