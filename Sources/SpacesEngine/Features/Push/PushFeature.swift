import Foundation
import SpacesKit

/// Push reloads: the controls registered with `.pushHandler(_:)` get a push token each; a push
/// (from `spaces push` or an app's server) reloads the controls it names with cause "push".
///
/// Tokens follow the installed controls: when the controls feature installs or removes controls
/// it says so (`.controlsChanged`), and this feature compares the push-registered controls with
/// the tokens last handed to the apps and, when they differ, asks for `.tokensChanged` so the
/// apps' push handlers hear of them.
package enum PushFeature: Feature {
  /// What pushes name.
  package enum Target: Hashable, Sendable, CustomStringConvertible {
    /// Every control of a kind.
    case kind(String)
    /// The control with a token (lowercase hexadecimal).
    case token(String)
    /// Every control registered for pushes.
    case all

    package var description: String {
      switch self {
      case .kind(let kind): "kind=\(kind.shortKind)"
      case .token(let token): "token=\(token)"
      case .all: "all"
      }
    }
  }

  /// What happens to pushes.
  package enum Action: Hashable, Sendable {
    /// The kinds whose configuration has a push handler (at install).
    case register([String])
    /// Controls were installed or removed: the tokens follow.
    case controlsChanged
    /// A push arrived.
    case deliver(Target)
    /// A message on the push channel was rejected (malformed, oversized): logged.
    case rejected(String)
    /// The state server connection came up or went away: the controls that take pushes
    /// reload (cause "push"), so they show the server's value — or its error.
    case serverConnection(Bool)
  }

  /// What the engine does for pushes.
  package enum Effect: Equatable, Sendable {
    /// Tell the apps' push handlers the push tokens of their controls (`pushTokensDidChange`).
    case tokensChanged([Registration])
  }

  /// What the event log says about pushes.
  package enum Event: FeatureEvent {
    /// A push arrived and reloads controls.
    case received(Target, controls: Int)
    /// A push named nothing that takes pushes: ignored.
    case ignored(Target, reason: String)
    /// A message was rejected.
    case rejected(String)
    /// The push tokens changed: how many controls have one.
    case tokensChanged(count: Int)
    /// The dashboard listens for pushes (as a named device, or the only one).
    case listening(device: String?, path: String)
    /// The dashboard started the shared state server.
    case serverStarted(path: String)
    /// The state server connection came up or went away.
    case server(connected: Bool)

    package var description: String {
      switch self {
      case .received(let target, let count):
        "push \(target) → \(count) control\(count == 1 ? "" : "s")"
      case .ignored(let target, let reason): "push \(target) ignored: \(reason)"
      case .rejected(let reason): "push rejected: \(reason)"
      case .tokensChanged(let count):
        "push tokens: \(count) control\(count == 1 ? "" : "s") registered"
      case .listening(let device, let path):
        "device \(device ?? "iphone"): push socket \(path)"
      case .serverStarted(let path): "started the state server at \(path)"
      case .server(let connected):
        connected ? "state server connected" : "state server lost: reconnecting"
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

    package init() {}

    /// The control a token belongs to.
    package func control(forToken token: String) -> ControlID? {
      registrations.first { $0.token == token.lowercased() }?.id
    }
  }

  /// A control's token: derived from its kind and identifier (FNV-1a, 64 bits, hexadecimal), so
  /// it is the same for the same installed control across restarts.
  package static func token(kind: String, id: ControlID) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(kind)#\(id.rawValue)".utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(format: "%016llx", hash)
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
    case .deliver(let target):
      deliver(target, state: state, context: &context)
    case .rejected(let reason):
      context.log(.push(.rejected(reason)))
    case .serverConnection(let connected):
      context.log(.push(.server(connected: connected)))
      context.send(.controls(.reloadControls(state.registrations.map(\.id), cause: .push)))
    }
  }

  static func deliver(_ target: Target, state: State, context: inout ReduceContext) {
    let controls = context.dashboard.controls
    let ids: [ControlID]
    switch target {
    case .kind(let kind):
      guard state.kinds.contains(kind) else {
        let reason =
          controls.ids(ofKind: kind).isEmpty
          ? "no control of this kind is installed"
          : "the control has no .pushHandler(_:)"
        return context.log(.push(.ignored(target, reason: reason)))
      }
      ids = controls.ids(ofKind: kind)
    case .token(let token):
      guard let id = state.control(forToken: token) else {
        return context.log(.push(.ignored(target, reason: "unknown token")))
      }
      ids = [id]
    case .all:
      ids = state.registrations.map(\.id)
    }
    guard !ids.isEmpty else {
      return context.log(.push(.ignored(target, reason: "no control takes pushes")))
    }
    context.log(.push(.received(target, controls: ids.count)))
    context.send(.controls(.reloadControls(ids, cause: .push)))
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
