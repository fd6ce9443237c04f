import Foundation
import NIOCore
import Synchronization

/// A device's connection to the state server, shared by the app code (values) and the system
/// (pushes): `get` and `set` values, `register` push tokens for a key, and hear pushes.
///
/// One connection; requests are answered in order, matched by id, each within `timeout` (5 s):
/// a server that doesn't answer in time (stopped, hung) counts as lost. When the server goes
/// away, pending requests fail with `StateServerError.unavailable`,
/// `onConnectionChange(false)` is called, and the client reconnects by itself with backoff
/// (0.25 s doubling to 2 s — timers only while disconnected); once back it says hello,
/// registers its tokens again and calls `onConnectionChange(true)`. `get` and `set` while
/// disconnected try to connect once, then throw: a write is acknowledged by the server or
/// refused, never dropped silently.
package final class StateServerClient: Sendable {
  private struct Pending {
    var continuation: CheckedContinuation<StateMessage, any Error>
    var timeout: Scheduled<Void>
    /// The channel the request went out on: only its closing fails the request.
    var channel: ObjectIdentifier
  }

  private struct State {
    var connection: LineConnection?
    var nextID = 1
    var pending: [Int: Pending] = [:]
    var tokens: [String: [String]] = [:]
    var reconnect: Task<Void, Never>?
    var stopped = false
  }

  /// The server's socket path.
  package let socketPath: String
  /// This device's name.
  package let device: String
  private let state = Mutex(State())
  private let onPush: @Sendable (String) -> Void
  private let onConnectionChange: @Sendable (Bool) -> Void
  /// How long a request waits for its reply.
  package let timeout: TimeAmount

  /// Creates a client; nothing connects until `connect()` or the first request.
  package init(
    socketPath: String, device: String, timeout: TimeAmount = .seconds(5),
    onPush: @escaping @Sendable (String) -> Void = { _ in },
    onConnectionChange: @escaping @Sendable (Bool) -> Void = { _ in }
  ) {
    self.socketPath = socketPath
    self.device = device
    self.timeout = timeout
    self.onPush = onPush
    self.onConnectionChange = onConnectionChange
  }

  /// Whether the client is connected now.
  package var isConnected: Bool { state.withLock { $0.connection != nil } }

  /// Connects now (if not connected) and says hello; throws `.unavailable` when no server
  /// listens.
  package func connect() async throws {
    if isConnected { return }
    let connection: LineConnection
    do {
      connection = try await LineConnection.connect(
        to: socketPath, maxLineLength: StateMessage.maxLength,
        callbacks: LineConnection.Callbacks(
          line: { [weak self] _, line in self?.received(line) },
          closed: { [weak self] connection in self?.closed(connection) }),
        timeout: timeout)
    } catch {
      throw StateServerError.unavailable("no state server at \(socketPath)")
    }
    let (raced, tokens, gone) = state.withLock { state -> (Bool, [String: [String]], Bool) in
      if state.connection != nil || state.stopped { return (true, [:], false) }
      // Closed before it got here (the server gave up on a connection that said nothing in
      // time while this task waited to run): its `closed` callback found it not current, so
      // keeping it would leave a dead connection that fails every request by timeout.
      // Checked under the lock: a close after this calls `closed`, which finds it current.
      guard connection.channel.isActive else { return (false, [:], true) }
      state.connection = connection
      state.reconnect?.cancel()
      state.reconnect = nil
      return (false, state.tokens, false)
    }
    if gone { throw StateServerError.unavailable("lost the state server at \(socketPath)") }
    if raced {
      connection.close()
      return
    }
    _ = try await request(StateMessage(op: "hello", device: device))
    for (key, list) in tokens.sorted(by: { $0.key < $1.key }) {
      _ = try await request(StateMessage(op: "register", key: key, tokens: list))
    }
    onConnectionChange(true)
  }

  /// The value of a key (`nil`: never set). Throws `.unavailable` without a server.
  package func get(_ key: String) async throws -> String? {
    try await connect()
    return try await request(StateMessage(op: "get", key: key)).value
  }

  /// Sets a key's value and waits until the server has it; the server pushes to the other
  /// devices' tokens for it. Throws `.unavailable` without a server (or when it doesn't
  /// answer in time: the write may then still land, once a stopped server runs again) and
  /// `.refused` when it refuses.
  package func set(_ key: String, _ value: String) async throws {
    try await connect()
    _ = try await request(StateMessage(op: "set", key: key, value: value))
  }

  /// Replaces this device's push tokens for a key (kept, and registered again on reconnect).
  package func register(tokens: [String], for key: String) {
    state.withLock { $0.tokens[key] = tokens }
    guard let (connection, id) = try? prepare() else { return }
    connection.send(StateMessage(id: id, op: "register", key: key, tokens: tokens).json)
  }

  /// Disconnects for good (no reconnecting).
  package func stop() {
    let connection = state.withLock { state in
      state.stopped = true
      state.reconnect?.cancel()
      return state.connection
    }
    connection?.close()
  }

  /// Numbers a request whose reply nobody awaits (its continuation stays unset).
  private func prepare() throws -> (LineConnection, Int) {
    try state.withLock { state in
      guard let connection = state.connection else {
        throw StateServerError.unavailable("not connected to the state server at \(socketPath)")
      }
      defer { state.nextID += 1 }
      return (connection, state.nextID)
    }
  }

  private func request(_ message: StateMessage) async throws -> StateMessage {
    let reply = try await withCheckedThrowingContinuation { continuation in
      let sending = state.withLock { state -> (LineConnection, Int, Data)? in
        guard let connection = state.connection else { return nil }
        var message = message
        let id = state.nextID
        message.id = id
        state.nextID += 1
        let timer = LocalSockets.group.next().scheduleTask(in: timeout) { [weak self] in
          guard let self else { return }
          self.timedOut(id, on: connection)
        }
        state.pending[id] = Pending(
          continuation: continuation, timeout: timer,
          channel: ObjectIdentifier(connection.channel))
        return (connection, id, message.json)
      }
      guard let (connection, id, line) = sending else {
        continuation.resume(
          throwing: StateServerError.unavailable("lost the state server at \(socketPath)"))
        return
      }
      // Sent outside the lock: a failed write calls back at once when on the event loop.
      connection.send(line) { [weak self] in self?.writeFailed(id) }
    }
    if reply.ok == false { throw StateServerError.refused(reply.error ?? "refused") }
    return reply
  }

  /// A request got no reply in time: the server counts as lost (the connection is closed,
  /// which fails the other pending requests and starts reconnecting).
  private func timedOut(_ id: Int, on connection: LineConnection) {
    guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return }
    pending.continuation.resume(
      throwing: StateServerError.unavailable(
        "the state server at \(socketPath) didn't answer within \(timeout.secondsText) s"))
    connection.close()
  }

  /// A request couldn't be written (its connection closed first): it fails now, not after
  /// `timeout`.
  private func writeFailed(_ id: Int) {
    guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return }
    pending.timeout.cancel()
    pending.continuation.resume(
      throwing: StateServerError.unavailable("lost the state server at \(socketPath)"))
  }

  private func received(_ line: Data) {
    guard let message = try? JSONDecoder().decode(StateMessage.self, from: line) else { return }
    if message.op == "push", let token = message.token {
      onPush(token)
      return
    }
    guard let id = message.id else { return }
    guard let pending = state.withLock({ $0.pending.removeValue(forKey: id) }) else { return }
    pending.timeout.cancel()
    pending.continuation.resume(returning: message)
  }

  private func closed(_ connection: LineConnection) {
    // Only this connection's requests fail: a second connection made in a race (and closed at
    // once) must not fail the requests of the one kept.
    let channel = ObjectIdentifier(connection.channel)
    let (pending, wasCurrent) = state.withLock { state in
      let wasCurrent = state.connection?.channel === connection.channel
      if wasCurrent { state.connection = nil }
      let pending = state.pending.filter { $0.value.channel == channel }
      for id in pending.keys { state.pending[id] = nil }
      return (pending, wasCurrent)
    }
    for request in pending.values {
      request.timeout.cancel()
      request.continuation.resume(
        throwing: StateServerError.unavailable("lost the state server at \(socketPath)"))
    }
    guard wasCurrent else { return }
    onConnectionChange(false)
    scheduleReconnect()
  }

  private func scheduleReconnect() {
    state.withLock { state in
      guard !state.stopped, state.reconnect == nil else { return }
      state.reconnect = Task { [weak self] in
        var delay: Duration = .milliseconds(250)
        while !Task.isCancelled {
          try? await Task.sleep(for: delay)
          guard let self, !Task.isCancelled else { return }
          if (try? await self.connect()) != nil { return }
          delay = min(delay * 2, .seconds(2))
        }
      }
    }
  }
}

/// Why the state server could not answer.
package enum StateServerError: Error, CustomStringConvertible, Equatable {
  /// No server, or the connection broke.
  case unavailable(String)
  /// The server refused the request.
  case refused(String)

  package var description: String {
    switch self {
    case .unavailable(let reason): "state server unavailable: \(reason)"
    case .refused(let reason): "state server refused: \(reason)"
    }
  }
}
