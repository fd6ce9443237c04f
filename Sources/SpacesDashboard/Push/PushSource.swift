import Foundation
import SpacesEngine
import SpacesStateServer

/// Pushes from outside the process — the device's push socket (`spaces push`) and the state
/// server's pushes — delivered to the run loop as `LoopEvent.push`.
///
/// The socket and the server connection live on SwiftNIO's event-loop thread; they only yield
/// into an `AsyncStream`, which this source drains on the main actor, so the engine and curses
/// stay on the loop's one thread. Nothing polls: with no message, the stream's task sleeps.
@MainActor
package final class PushSource: LoopSource {
  private let actions: AsyncStream<PushFeature.Action>
  private let onStop: @MainActor () -> Void
  private var task: Task<Void, Never>?

  init(actions: AsyncStream<PushFeature.Action>, onStop: @escaping @MainActor () -> Void) {
    self.actions = actions
    self.onStop = onStop
  }

  package func start(_ loop: DashboardLoop) {
    let actions = self.actions
    task = Task { @MainActor [weak loop] in
      for await action in actions {
        guard let loop else { return }
        loop.handle(.push(action))
      }
    }
  }

  package func stop() {
    task?.cancel()
    task = nil
    onStop()
  }

  /// What a push socket report becomes.
  nonisolated static func action(for report: PushListener.Report) -> PushFeature.Action {
    switch report {
    case .push(.kind(let kind)): .deliver(.kind(kind))
    case .push(.token(let token)): .deliver(.token(token))
    case .push(.all): .deliver(.all)
    case .rejected(let reason): .rejected(reason)
    }
  }
}
