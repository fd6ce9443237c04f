import Foundation
import SpacesKit

/// Push reloads: the controls registered with `.pushHandler(_:)` get a push token each; a push
/// (from `spaces push` or an app's server) reloads the controls it names with cause "push".
///
/// Tokens follow the installed controls: when the controls feature installs or removes controls
/// it says so (`.controlsChanged`), and this feature compares the push-registered controls with
/// the tokens last handed to the apps and, when they differ, asks for `.tokensChanged` so the
/// apps' push handlers hear of them.
///
/// Pushes coalesce per control, as iOS coalesces reloads: a push to a control whose reload is
/// already queued adds nothing (it is counted, and the next push logged says how many were
/// coalesced), and a control reloads for pushes at most every `spacing` (0.1 s): a push sooner
/// after the last one is deferred to then, and the pushes meanwhile join it. A flood of pushes
/// makes at most ten reloads a second per control. Every push with a `Requester` is answered
/// (`.answer`): how many controls it reaches, or why it reaches none.
package enum PushFeature: Feature {
  /// What pushes name.
  package enum Target: Hashable, Sendable, CustomStringConvertible {
    /// Every control of a kind.
    case kind(String)
    /// The control with a token (lowercase hexadecimal).
    case token(String)
    /// Every control registered for pushes.
    case all
    /// A Live Activity's update or end.
    case activity(ActivityPushUpdate)

    package var description: String {
      switch self {
      case .kind(let kind): "kind=\(kind.shortKind)"
      case .token(let token): "token=\(token)"
      case .all: "all"
      case .activity(let update): "\(update)"
      }
    }
  }

  /// What happens to pushes.
  package enum Action: Hashable, Sendable {
    /// The kinds whose configuration has a push handler (at install).
    case register([String])
    /// Controls were installed or removed: the tokens follow.
    case controlsChanged
    /// A push arrived; `from` waits for the answer.
    case deliver(Target, from: Requester? = nil)
    /// A message on the push channel was rejected (malformed, oversized): logged.
    case rejected(String)
    /// The state server connection came up or went away: the controls that take pushes
    /// reload (cause "push"), so they show the server's value — or its error.
    case serverConnection(Bool)
  }

  /// What pushes wait for.
  package enum Deadline: Hashable, Sendable {
    /// A push deferred by the spacing reloads the control now.
    case deferredReload(ControlID)
  }

  /// The least time between two reloads of a control for pushes.
  package static let spacing: TimeInterval = 0.1

  /// What the engine does for pushes.
  package enum Effect: Equatable, Sendable {
    /// Tell the apps' push handlers the push tokens of their controls (`pushTokensDidChange`).
    case tokensChanged([Registration])
    /// Tell a push's sender what came of it.
    case answer(Requester, Answer)
    /// Apply a push to a Live Activity (app state: the host's activities), answering its sender.
    case updateActivity(ActivityPushUpdate, Requester?)
  }

  /// What a push's sender hears back.
  package enum Answer: Hashable, Sendable {
    /// The push reaches that many controls (each reloads, or already has a reload queued).
    case delivered(controls: Int)
    /// The push updated (or ended) the Live Activity with this identifier.
    case deliveredToActivity(String)
    /// The push names nothing that takes pushes, and why ("no control of kind …").
    case ignored(String)
  }

  /// Who waits for a push's answer (the connections that sent it), compared by identity: the
  /// reducer names it in an `.answer` effect, which calls it.
  package final class Requester: Hashable, Sendable {
    private let receive: @Sendable (Answer) -> Void

    /// A requester that hears the answer through `receive` (on the main actor).
    package init(_ receive: @escaping @Sendable (Answer) -> Void) { self.receive = receive }

    /// Hands the answer over.
    package func answer(_ answer: Answer) { receive(answer) }

    package static func == (lhs: Requester, rhs: Requester) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  /// What the event log says about pushes.
  package enum Event: FeatureEvent {
    /// A push arrived and reloads controls; `coalesced` pushes before it added nothing.
    case received(Target, controls: Int, coalesced: Int = 0)
    /// A push named nothing that takes pushes: ignored.
    case ignored(Target, reason: String)
    /// A message was rejected.
    case rejected(String)
    /// The push tokens changed: how many controls have one.
    case tokensChanged(count: Int)
    /// The dashboard listens for pushes (as a named device, or the only one).
    case listening(device: String?, path: String)
    /// The dashboard started the shared state server (which logs to `log`).
    case serverStarted(path: String, log: String)
    /// The state server connection came up or went away.
    case server(connected: Bool)
    /// A push updated or ended a Live Activity.
    case activityUpdated(ActivityPushUpdate, id: String)

    package var description: String {
      switch self {
      case .received(let target, let count, let coalesced):
        "push \(target) → \(count) control\(count == 1 ? "" : "s")"
          + (coalesced > 0 ? " (+\(coalesced) coalesced)" : "")
      case .ignored(let target, let reason): "push \(target) ignored: \(reason)"
      case .rejected(let reason): "push rejected: \(reason)"
      case .tokensChanged(let count):
        "push tokens: \(count) control\(count == 1 ? "" : "s") registered"
      case .listening(let device, let path):
        "device \(device ?? "iphone"): push socket \(path)"
      case .serverStarted(let path, let log): "started the state server at \(path) (log \(log))"
      case .server(let connected):
        connected ? "state server connected" : "state server lost: reconnecting"
      case .activityUpdated(let update, let id):
        "push → Live Activity \(id): \(update.starts ? "started" : update.ends ? "ended" : "updated")"
          + (update.contentState.map { " (\($0.count) bytes of content state)" } ?? "")
      }
    }
  }

  /// One control's push registration, as the apps' push handlers hear of it.
  package struct Registration: Hashable, Sendable {
    package var id: ControlID
    package var kind: String
    /// The token, lowercase hexadecimal.
    package var token: String

    package init(id: ControlID, kind: String, token: String) {
      self.id = id
      self.kind = kind
      self.token = token
    }
  }

  /// The kinds registered for pushes and the tokens handed out.
  package struct State: FeatureState {
    /// The kinds whose configuration has a push handler.
    package var kinds: Set<String> = []
    /// The tokens last handed to the apps, in installation order.
    package var registrations: [Registration] = []
    /// Pushes since the last one logged that added nothing: every control they named already
    /// had a reload queued (or deferred).
    package var coalesced = 0
    /// When each control was last asked to reload for a push (within `spacing`).
    package var lastReload: [ControlID: Date] = [:]
    /// The controls whose push reload waits for the spacing (`Deadline.deferredReload`).
    package var deferred: Set<ControlID> = []

    package init() {}

    /// The control a token belongs to.
    package func control(forToken token: String) -> ControlID? {
      registrations.first { $0.token == token.lowercased() }?.id
    }
  }

  /// A control's token: derived from its kind and identifier (FNV-1a, 64 bits, hexadecimal), so
  /// it is the same for the same installed control across restarts.
  package static func token(kind: String, id: ControlID) -> String {
    NumberText.hex(FNV1a.hash("\(kind)#\(id.rawValue)".utf8), width: 16)
  }

  /// Applies an action.
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .register(let kinds):
      state.kinds.formUnion(kinds)
      reconcile(&state, context: &context)
    case .controlsChanged:
      reconcile(&state, context: &context)
    case .deliver(.activity(let update), let requester):
      context.run(.push(.updateActivity(update, requester)))
    case .deliver(let target, let requester):
      deliver(target, from: requester, state: &state, context: &context)
    case .rejected(let reason):
      context.log(.push(.rejected(reason)))
    case .serverConnection(let connected):
      context.log(.push(.server(connected: connected)))
      context.send(.controls(.reloadControls(state.registrations.map(\.id), cause: .push)))
    }
  }

  /// Reloads the controls a push names, answering its sender. A control whose reload is
  /// already queued gets nothing more; a push that adds nothing at all is counted, not logged.
  static func deliver(
    _ target: Target, from requester: Requester?, state: inout State,
    context: inout ReduceContext
  ) {
    let ids: [ControlID]
    switch controls(for: target, state: state, context: context) {
    case .success(let found): ids = found
    case .failure(let ignored):
      context.log(.push(.ignored(target, reason: ignored.logged)))
      if let requester { context.run(.push(.answer(requester, .ignored(ignored.answer)))) }
      return
    }
    if let requester { context.run(.push(.answer(requester, .delivered(controls: ids.count)))) }
    let controls = context.dashboard.controls
    let now = context.now
    state.lastReload = state.lastReload.filter { $0.value > now - spacing }
    let fresh = ids.filter { controls[$0]?.reload.queued == nil && !state.deferred.contains($0) }
    guard !fresh.isEmpty else {
      state.coalesced += 1
      return
    }
    context.log(.push(.received(target, controls: ids.count, coalesced: state.coalesced)))
    state.coalesced = 0
    var reloadNow: [ControlID] = []
    for id in fresh {
      if let last = state.lastReload[id] {
        state.deferred.insert(id)
        context.schedule(.push(.deferredReload(id)), at: last + spacing)
      } else {
        state.lastReload[id] = now
        reloadNow.append(id)
      }
    }
    if !reloadNow.isEmpty { context.send(.controls(.reloadControls(reloadNow, cause: .push))) }
  }

  /// A deferred push reload is due.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .deferredReload(let id):
      guard state.deferred.remove(id) != nil else { return }
      state.lastReload[id] = context.now
      context.send(.controls(.reloadControls([id], cause: .push)))
    }
  }

  /// Why a push reaches no control: the event log's reason and the sender's answer.
  struct Unreached: Error {
    var logged: String
    var answer: String
  }

  /// The controls a push names, or why it reaches none.
  static func controls(
    for target: Target, state: State, context: ReduceContext
  ) -> Result<[ControlID], Unreached> {
    let controls = context.dashboard.controls
    let ids: [ControlID]
    switch target {
    case .kind(let kind):
      guard state.kinds.contains(kind) else {
        return controls.ids(ofKind: kind).isEmpty
          ? .failure(
            Unreached(
              logged: "no control of this kind is installed", answer: "no control of kind \(kind)"
            ))
          : .failure(
            Unreached(
              logged: "the control has no .pushHandler(_:)",
              answer: "the controls of kind \(kind) take no pushes (no .pushHandler(_:))"))
      }
      ids = controls.ids(ofKind: kind)
    case .token(let token):
      guard let id = state.control(forToken: token) else {
        return .failure(
          Unreached(logged: "unknown token", answer: "no control has the push token \(token)"))
      }
      ids = [id]
    case .all:
      ids = state.registrations.map(\.id)
    case .activity:
      return .failure(Unreached(logged: "not a control push", answer: "not a control push"))
    }
    guard !ids.isEmpty else {
      return .failure(
        Unreached(logged: "no control takes pushes", answer: "no control takes pushes"))
    }
    return .success(ids)
  }

  /// Compares the installed push-registered controls with the tokens last handed out; when
  /// they differ, records the new ones and asks for `.tokensChanged`. It visits only the
  /// push-registered controls, so it costs nothing when no kind takes pushes.
  static func reconcile(_ state: inout State, context: inout ReduceContext) {
    guard !state.kinds.isEmpty else { return }
    let controls = context.dashboard.controls
    // Only the push-registered controls are visited (by kind), in installation order.
    let current = state.kinds
      .flatMap { kind in controls.ids(ofKind: kind).map { (kind, $0) } }
      .sorted { $0.1 < $1.1 }
      .map { kind, id in Registration(id: id, kind: kind, token: token(kind: kind, id: id)) }
    guard current != state.registrations else { return }
    state.registrations = current
    context.log(.push(.tokensChanged(count: current.count)))
    context.run(.push(.tokensChanged(current)))
  }
}

extension DashboardAction {
  /// A push action.
  package static func push(_ action: PushFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension Effect {
  /// A push effect.
  package static func push(_ effect: PushFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension DeadlineID {
  /// A push deadline.
  package static func push(_ deadline: PushFeature.Deadline) -> Self { Self(deadline) }
}

extension EngineEvent.Kind {
  /// A push event.
  package static func push(_ event: PushFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}

extension Data {
  /// Bytes from lowercase or uppercase hexadecimal; `nil` for anything else.
  package init?(hexString: String) {
    let digits = Array(hexString.utf8)
    guard digits.count.isMultiple(of: 2) else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count / 2)
    var index = 0
    while index < digits.count {
      guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1])
      else { return nil }
      bytes.append(high << 4 | low)
      index += 2
    }
    self.init(bytes)
  }

  private static func nibble(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
