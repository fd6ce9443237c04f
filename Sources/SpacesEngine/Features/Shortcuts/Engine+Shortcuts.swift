import SpacesKit

extension ShortcutsFeature.Effect: FeatureEffect {
  /// Runs a Shortcuts space effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

/// The task key of a Shortcuts tile's parameter work.
struct ShortcutsTask: Hashable, Sendable {
  var tile: ShortcutTileID
}

extension Engine {
  /// Carries out a Shortcuts space effect: options listed, an inline edit applied.
  func run(_ effect: ShortcutsFeature.Effect) {
    let host = self.host
    switch effect {
    case .loadOptions(let tile, let intent):
      launch(TaskKey(ShortcutsTask(tile: tile))) {
        var result: [String: ConfigurationFeature.FieldOptions] = [:]
        for parameter in intent.parameters where ConfigurationField(parameter).isList {
          do {
            let options = try await host.run { try await parameter.options() } ?? []
            let current = host.runSync { parameter.valueText } ?? ""
            result[parameter.name] = .listed(options, current: current)
          } catch {
            result[parameter.name] = .failed("\(error)")
          }
        }
        return .shortcuts(.optionsLoaded(tile, result))
      }
    case .apply(let tile, let intent, let name, let edit):
      launch(TaskKey(ShortcutsTask(tile: tile))) {
        switch await Self.applying([name: edit], to: intent, host: host) {
        case .success(let box): return .shortcuts(.applied(tile, box, parameter: name, edit))
        case .failure(let refusal): return .shortcuts(.rejected(tile, refusal.message))
        }
      }
    }
  }
}
