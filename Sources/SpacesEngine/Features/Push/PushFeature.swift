import Foundation
import SpacesKit

/// Push reloads: the controls registered with `.pushHandler(_:)` get a push token each; a push
/// (from `spaces push` or an app's server) reloads the controls it names with cause "push".
///
/// Tokens follow the installed controls: after every action the reducer compares them with the
/// ones last handed to the apps (`reconcile`) and, when they differ, asks for
/// `.pushTokensChanged` so the apps' push handlers hear of them.
public enum PushFeature {
  /// What pushes name.
  public enum Target: Hashable, Sendable, CustomStringConvertible {
    /// Every control of a kind.
    case kind(String)
    /// The control with a token (lowercase hexadecimal).
    case token(String)
    /// Every control registered for pushes.
    case all

    public var description: String {
      switch self {
      case .kind(let kind): "kind=\(kind.shortKind)"
      case .token(let token): "token=\(token)"
      case .all: "all"
      }
    }
  }

  /// What happens to pushes.
  public enum Action: Hashable, Sendable {
    /// A push arrived.
    case deliver(Target)
    /// A message on the push channel was rejected (malformed, oversized): logged.
    case rejected(String)
    /// The state server connection came up or went away: the controls that take pushes
    /// reload (cause "push"), so they show the server's value — or its error.
    case serverConnection(Bool)
  }

  /// What the event log says about pushes.
  public enum Event: Equatable, Sendable {
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

    var description: String {
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
  public struct Registration: Hashable, Sendable {
    public var id: ControlID
    public var kind: String
    /// The token, lowercase hexadecimal.
    public var token: String

    public init(id: ControlID, kind: String, token: String) {
      self.id = id
      self.kind = kind
      self.token = token
    }
  }

  /// The kinds registered for pushes and the tokens handed out.
  public struct State: Equatable, Sendable {
    /// The kinds whose configuration has a push handler.
    public var kinds: Set<String> = []
    /// The tokens last handed to the apps, in installation order.
    public var registrations: [Registration] = []

    public init() {}

    /// The control a token belongs to.
    public func control(forToken token: String) -> ControlID? {
      registrations.first { $0.token == token.lowercased() }?.id
    }
  }

  /// A control's token: derived from its kind and identifier (FNV-1a, 64 bits, hexadecimal), so
  /// it is the same for the same installed control across restarts.
  public static func token(kind: String, id: ControlID) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(kind)#\(id.rawValue)".utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(format: "%016llx", hash)
  }

  /// Records the installed kinds that take pushes.
  static func register(_ controls: [ControlKindInfo], state: inout State) {
    for control in controls where control.acceptsPushes { state.kinds.insert(control.kind) }
  }

  /// Applies an action.
  static func reduce(
    into state: inout DashboardState, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .deliver(let target):
      deliver(target, state: &state, context: &context)
    case .rejected(let reason):
      context.log(.push(.rejected(reason)))
    case .serverConnection(let connected):
      context.log(.push(.server(connected: connected)))
      for registration in state.push.registrations {
        ControlsFeature.requestReload(
          registration.id, cause: .push, state: &state.controls, context: &context)
      }
    }
  }

  static func deliver(
    _ target: Target, state: inout DashboardState, context: inout ReduceContext
  ) {
    let ids: [ControlID]
    switch target {
    case .kind(let kind):
      guard state.push.kinds.contains(kind) else {
        let reason =
          state.controls.ids(ofKind: kind).isEmpty
          ? "no control of this kind is installed"
          : "the control has no .pushHandler(_:)"
        return context.log(.push(.ignored(target, reason: reason)))
      }
      ids = state.controls.ids(ofKind: kind)
    case .token(let token):
      guard let id = state.push.control(forToken: token) else {
        return context.log(.push(.ignored(target, reason: "unknown token")))
      }
      ids = [id]
    case .all:
      ids = state.push.registrations.map(\.id)
    }
    guard !ids.isEmpty else {
      return context.log(.push(.ignored(target, reason: "no control takes pushes")))
    }
    context.log(.push(.received(target, controls: ids.count)))
    for id in ids {
      ControlsFeature.requestReload(id, cause: .push, state: &state.controls, context: &context)
    }
  }

  /// Compares the installed push-registered controls with the tokens last handed out; when
  /// they differ, records the new ones and asks for `.pushTokensChanged`. It visits only the
  /// push-registered controls, so it costs nothing when no kind takes pushes.
  static func reconcile(_ state: inout DashboardState, context: inout ReduceContext) {
    guard !state.push.kinds.isEmpty else { return }
    // Only the push-registered controls are visited (by kind), in installation order.
    let current = state.push.kinds
      .flatMap { kind in state.controls.ids(ofKind: kind).map { (kind, $0) } }
      .sorted { $0.1 < $1.1 }
      .map { kind, id in Registration(id: id, kind: kind, token: token(kind: kind, id: id)) }
    guard current != state.push.registrations else { return }
    state.push.registrations = current
    context.log(.push(.tokensChanged(count: current.count)))
    context.run(.pushTokensChanged(current))
  }
}

extension Data {
  /// Bytes from lowercase or uppercase hexadecimal; `nil` for anything else.
  public init?(hexString: String) {
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
