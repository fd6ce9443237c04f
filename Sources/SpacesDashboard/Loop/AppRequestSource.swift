import SpacesEngine

/// App code's requests, posted from any thread: wakes the loop to drain them.
@MainActor
package final class AppRequestSource: LoopSource {
  /// A source with nothing to drain yet.
  package init() {}

  package func start(_ loop: DashboardLoop) {
    loop.engine.setAppRequestSignal { [weak loop] in
      Task { @MainActor in loop?.handle(.appRequests) }
    }
  }

  package func stop() {}
}
