import SpacesEngine

/// App code's requests, posted from any thread: wakes the loop to drain them.
@MainActor
final class AppRequestSource: LoopSource {
  func start(_ loop: DashboardLoop) {
    loop.engine.setAppRequestSignal { [weak loop] in
      Task { @MainActor in loop?.handle(.appRequests) }
    }
  }

  func stop() {}
}
