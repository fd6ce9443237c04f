import Foundation
import SpacesKit

extension SpotlightFeature.Effect: FeatureEffect {
  /// Runs a Spotlight effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// The index file in the engine's state directory.
  var spotlightFile: SpotlightFile {
    SpotlightFile(stateDirectory: layoutStore.url.deletingLastPathComponent())
  }

  /// Restores the saved index and names the hosted apps, before the apps launch (an app that
  /// indexes at launch replaces its saved items).
  func restoreSpotlight(apps hosted: [HostedApp]) {
    send(.spotlight(.installed(hosted.map(\.name))))
    let (items, problem) = spotlightFile.load(now: clock.now())
    send(.spotlight(.restored(items, problem: problem)))
  }

  /// Carries out a Spotlight effect.
  func run(_ effect: SpotlightFeature.Effect) {
    switch effect {
    case .save(let items):
      do {
        try spotlightFile.save(items)
      } catch {
        send(
          .log(
            .warning(
              "\(SpotlightFeature.fileName) couldn't be saved: " + AtomicFile.describe(error))))
      }
    case .resolveOpener(let item):
      guard let type = item.entityType else {
        // An item that isn't an entity opens its app.
        send(.spotlight(.resolved(item, opener: nil)))
        return
      }
      let host = self.host
      launch(TaskKey(SpotlightOpenerKey(item: item.identifier))) {
        do {
          let opener = try await SystemHost.$currentApp.withValue(item.app) {
            try await host.run {
              try await SpotlightOpener.opener(entityType: type, identifier: item.identifier)
            }
          }
          return .spotlight(.resolved(item, opener: opener))
        } catch {
          // The entity is gone (or its query failed): the bar and the log say why.
          return .spotlight(.failed(item, Self.message(for: error)))
        }
      }
    }
  }
}

/// The task that makes the `OpenIntent` for a Spotlight result.
private struct SpotlightOpenerKey: Hashable, Sendable {
  var item: String
}
