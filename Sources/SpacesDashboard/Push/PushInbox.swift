import Foundation
import SpacesEngine
import SpacesStateServer
import Synchronization

/// What other processes sent the dashboard that the run loop hasn't taken yet: pushes, rejected
/// messages and the state server connection's changes, filled from SwiftNIO's thread and
/// emptied on the main actor (`take()`), which a doorbell wakes.
///
/// It stays small however fast pushes come: a push for a target already waiting adds its
/// sender to that target's answer instead of a second entry (pushes coalesce before they reach
/// the engine, which coalesces them again per control), each connection has at most
/// `PushListener.limits.maxUnanswered` pushes waiting for answers, rejections past a few are
/// only counted, and the doorbell holds at most one ring.
package final class PushInbox: Sendable {
  /// Where a push's reply goes (its connection).
  package typealias Reply = @Sendable (PushReply) -> Void

  private enum Entry {
    case deliver(PushFeature.Target, answers: [Reply])
    case rejected(String)
    case serverConnection(Bool)
  }

  private struct State {
    var entries: [Entry] = []
    /// Where each waiting target's entry is.
    var deliveries: [PushFeature.Target: Int] = [:]
    var rejections = 0
    var droppedRejections = 0
    var isClosed = false
  }

  /// The most rejections kept between two takes; the rest are counted in one line.
  static let rejectionLimit = 16

  /// Rings when something arrives for an empty inbox (at most one ring waits).
  let doorbell: AsyncStream<Void>
  private let ring: AsyncStream<Void>.Continuation
  private let state = Mutex(State())

  package init() {
    (doorbell, ring) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
  }

  /// A push arrived; `answer` (a push socket's sender) waits for what comes of it.
  package func push(_ target: PushFeature.Target, answer: Reply? = nil) {
    let refused = add { state in
      if let index = state.deliveries[target] {
        if let answer, case .deliver(let target, var answers) = state.entries[index] {
          answers.append(answer)
          state.entries[index] = .deliver(target, answers: answers)
        }
        return
      }
      state.deliveries[target] = state.entries.count
      state.entries.append(.deliver(target, answers: answer.map { [$0] } ?? []))
    }
    if refused { answer?(PushReply(ok: false, error: "the dashboard is quitting")) }
  }

  /// A message was rejected (its sender was told why).
  package func rejected(_ reason: String) {
    add { state in
      guard state.rejections < Self.rejectionLimit else {
        state.droppedRejections += 1
        return
      }
      state.rejections += 1
      state.entries.append(.rejected(reason))
    }
  }

  /// The state server connection came up or went away.
  package func serverConnection(_ connected: Bool) {
    add { state in
      if case .serverConnection(let last) = state.entries.last, last == connected { return }
      state.entries.append(.serverConnection(connected))
    }
  }

  /// Everything waiting, as the push feature's actions, in arrival order; each push names a
  /// requester that answers every connection that sent it.
  package func take() -> [PushFeature.Action] {
    let (entries, dropped) = state.withLock { state in
      defer {
        state.entries = []
        state.deliveries = [:]
        state.rejections = 0
        state.droppedRejections = 0
      }
      return (state.entries, state.droppedRejections)
    }
    var actions = entries.map { entry -> PushFeature.Action in
      switch entry {
      case .deliver(let target, let answers):
        .deliver(target, from: answers.isEmpty ? nil : Self.requester(answering: answers))
      case .rejected(let reason): .rejected(reason)
      case .serverConnection(let connected): .serverConnection(connected)
      }
    }
    if dropped > 0 { actions.append(.rejected("\(dropped) more messages rejected")) }
    return actions
  }

  /// Stops taking: what waits is answered "the dashboard is quitting", later pushes likewise,
  /// and the doorbell stops.
  package func close() {
    let entries = state.withLock { state in
      state.isClosed = true
      defer {
        state.entries = []
        state.deliveries = [:]
      }
      return state.entries
    }
    let quitting = PushReply(ok: false, error: "the dashboard is quitting")
    for case .deliver(_, let answers) in entries {
      for answer in answers { answer(quitting) }
    }
    ring.finish()
  }

  /// The reply a push's sender gets for an answer.
  static func reply(_ answer: PushFeature.Answer) -> PushReply {
    switch answer {
    case .delivered(let controls): PushReply(ok: true, controls: controls)
    case .deliveredToActivity(let id): PushReply(ok: true, activity: id)
    case .ignored(let reason): PushReply(ok: false, error: reason)
    }
  }

  private static func requester(answering answers: [Reply]) -> PushFeature.Requester {
    PushFeature.Requester { answer in
      let reply = reply(answer)
      for send in answers { send(reply) }
    }
  }

  /// Changes the waiting entries and rings if they were empty; `true` when closed (nothing was
  /// added).
  @discardableResult
  private func add(_ change: (inout State) -> Void) -> Bool {
    let (wasEmpty, closed) = state.withLock { state -> (Bool, Bool) in
      guard !state.isClosed else { return (false, true) }
      let wasEmpty = state.entries.isEmpty
      change(&state)
      return (wasEmpty, false)
    }
    if wasEmpty { ring.yield() }
    return closed
  }
}
