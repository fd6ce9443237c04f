import Foundation
import Synchronization

/// A device's connection to the state server, shared by the app code (values) and the system
/// (pushes): `get` and `set` values, `register` push tokens for a key, and hear pushes.
///
/// One connection; requests are answered in order, matched by id. When the server goes away,
/// pending requests fail with `StateServerError.unavailable`, `onConnectionChange(false)` is
/// called, and the client reconnects by itself with backoff (0.25 s doubling to 2 s — timers
/// only while disconnected); once back it says hello, registers its tokens again and calls
/// `onConnectionChange(true)`. `get` while disconnected tries to connect once, then throws.
package final class StateServerClient: Sendable {
  private struct State {
    var connection: LineConnection?
    var nextID = 1
    var pending: [Int: CheckedContinuation<StateMessage, any Error>] = [:]
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

  /// Creates a client; nothing connects until `connect()` or the first request.
  package init(
    socketPath: String, device: String, onPush: @escaping @Sendable (String) -> Void = { _ in },
    onConnectionChange: @escaping @Sendable (Bool) -> Void = { _ in }
  ) {
    self.socketPath = socketPath
    self.device = device
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
          closed: { [weak self] connection in self?.closed(connection) }))
    } catch {
      throw StateServerError.unavailable("no state server at \(socketPath)")
    }
    let (raced, tokens) = state.withLock { state -> (Bool, [String: [String]]) in
      if state.connection != nil || state.stopped { return (true, [:]) }
      state.connection = connection
      state.reconnect?.cancel()
      state.reconnect = nil
      return (false, state.tokens)
    }
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

  /// Sets a key's value; the server pushes to the other devices' tokens for it. Sent at once
  /// without waiting (writes on the connection keep their order, so a `get` after it sees it);
  /// throws `.unavailable` when not connected.
  package func set(_ key: String, _ value: String) throws {
    let (connection, id) = try prepare()
    connection.send(StateMessage(id: id, op: "set", key: key, value: value).json)
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
      let connection = state.withLock { state -> LineConnection? in
        guard let connection = state.connection else { return nil }
        var message = message
        message.id = state.nextID
        state.pending[state.nextID] = continuation
        state.nextID += 1
        connection.send(message.json)
        return connection
      }
      if connection == nil {
        continuation.resume(
          throwing: StateServerError.unavailable("lost the state server at \(socketPath)"))
      }
    }
    if reply.ok == false { throw StateServerError.refused(reply.error ?? "refused") }
    return reply
  }

  private func received(_ line: Data) {
    guard let message = try? JSONDecoder().decode(StateMessage.self, from: line) else { return }
    if message.op == "push", let token = message.token {
      onPush(token)
      return
    }
    guard let id = message.id else { return }
    let continuation = state.withLock { $0.pending.removeValue(forKey: id) }
    continuation?.resume(returning: message)
  }

  private func closed(_ connection: LineConnection) {
    let (pending, wasCurrent) = state.withLock { state in
      let wasCurrent = state.connection?.channel === connection.channel
      if wasCurrent { state.connection = nil }
      let pending = state.pending
      state.pending = [:]
      return (pending, wasCurrent)
    }
    for continuation in pending.values {
      continuation.resume(
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
