import Foundation
import SpacesKit

extension PushFeature.Effect: FeatureEffect {
  /// Runs a push effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Tells the apps' push handlers the push tokens of their controls, or a push's sender
  /// what came of its push.
  func run(_ effect: PushFeature.Effect) {
    switch effect {
    case .tokensChanged: pushTokensChanged()
    case .answer(let requester, let answer): requester.answer(answer)
    case .updateActivity(let update, let requester): applyActivityPush(update, from: requester)
    }
  }

  /// Calls each push handler type once with every push-registered control of the kinds it
  /// handles (as WidgetKit does: all of them, even if only some tokens changed).
  private func pushTokensChanged() {
    var handlers: [ObjectIdentifier: (type: any ControlPushHandler.Type, kinds: Set<String>)] = [:]
    for (kind, definition) in apps.controls {
      guard let handler = definition.pushHandler else { continue }
      handlers[ObjectIdentifier(handler), default: (handler, [])].kinds.insert(kind)
    }
    let infos = currentControls()
    for (_, handler) in handlers.sorted(by: { "\($0.value.type)" < "\($1.value.type)" }) {
      let controls = infos.filter { handler.kinds.contains($0.kind) && $0.pushInfo != nil }
      measure("push handler \(handler.type)") {
        host.runSync { handler.type.init().pushTokensDidChange(controls: controls) }
      }
    }
  }
}
