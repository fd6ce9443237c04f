import Foundation
import SpacesEngine
import SpacesStateServer

/// Pushes from outside the process — the device's push socket (`spaces push`) and the state
/// server's pushes — delivered to the run loop as `LoopEvent.push`.
///
/// The socket and the server connection live on SwiftNIO's event-loop thread; they only fill a
/// `PushInbox` and ring its doorbell, and this source empties the inbox on the main actor, so
/// the engine and curses stay on the loop's one thread. Nothing polls: with no message, the
/// doorbell's task sleeps.
@MainActor
package final class PushSource: LoopSource {
  private let inbox: PushInbox
  private let onStop: @MainActor () -> Void
  private var task: Task<Void, Never>?

  init(inbox: PushInbox, onStop: @escaping @MainActor () -> Void) {
    self.inbox = inbox
    self.onStop = onStop
  }

  package func start(_ loop: DashboardLoop) {
    let inbox = self.inbox
    // The stream's `next()` is nonisolated: on the main queue, not the global pool.
    task = Task(executorPreference: MainQueueExecutor.shared) { @Sendable @MainActor [weak loop] in
      for await _ in inbox.doorbell {
        for action in inbox.take() {
          guard let loop else { return }
          loop.handle(.push(action))
        }
      }
    }
  }

  package func stop() {
    task?.cancel()
    task = nil
    onStop()
  }

  /// What a push socket report becomes in the inbox.
  nonisolated static func file(_ report: PushListener.Report, in inbox: PushInbox) {
    switch report {
    case .push(let request, let answer):
      inbox.push(target(of: request)) { reply in answer.send(reply) }
    case .rejected(let reason): inbox.rejected(reason)
    }
  }

  /// What a push message names.
  nonisolated static func target(of request: PushRequest) -> PushFeature.Target {
    switch request {
    case .kind(let kind): .kind(kind)
    case .token(let token): .token(token)
    case .all: .all
    case .activity(let push):
      .activity(
        ActivityPushUpdate(
          activity: push.activity, ends: push.event == .end, starts: push.event == .start,
          attributes: push.attributes, contentState: push.contentState,
          staleDate: push.staleDate.map(Date.init(timeIntervalSince1970:)),
          relevanceScore: push.relevanceScore,
          dismissalDate: push.dismissalDate.map(Date.init(timeIntervalSince1970:)),
          alert: push.alert.map { ($0.title, $0.body) }))
    }
  }
}
