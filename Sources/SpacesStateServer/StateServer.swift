import Foundation
import NIOCore
import Synchronization

/// The local state server two dashboards ("devices") share: a small key-value store over a
/// Unix-domain socket (JSON lines, `StateMessage`) that, when one connection changes a key,
/// pushes to the tokens every other connection registered for it — the app server and push
/// service of the WWDC24 session's cross-device step, on one machine.
///
/// Values persist in a JSON file next to the socket (written atomically on every change; an
/// unreadable file is moved aside). With `exitWhenIdle`, the server stops once no client has
/// been connected for that long (a one-shot timer, armed only when the last client leaves).
package final class StateServer: Sendable {
  private struct Client {
    var device: String?
    var tokens: [String: [String]] = [:]
  }

  private struct Store {
    var values: [String: String] = [:]
    var clients: [ObjectIdentifier: (connection: LineConnection, client: Client)] = [:]
    var idleTimer: Scheduled<Void>?
  }

  /// The socket path.
  package let socketPath: String
  /// Where values persist.
  package let storeURL: URL
  private let store: Mutex<Store>
  private let idleExit: TimeInterval?
  private let log: @Sendable (String) -> Void
  private let listener = Mutex<LocalListener?>(nil)

  private init(
    socketPath: String, storeURL: URL, exitWhenIdle: TimeInterval?,
    log: @escaping @Sendable (String) -> Void
  ) {
    self.socketPath = socketPath
    self.storeURL = storeURL
    self.idleExit = exitWhenIdle
    self.log = log
    self.store = Mutex(Store(values: Self.load(storeURL, log: log)))
  }

  /// A connection's limits: a message of at most 64 KiB, a first line within 5 s of
  /// connecting and every line within 5 s of its start (a device may then stay connected,
  /// silent, as long as it likes), 64 requests awaiting replies, 64 connections at once.
  package static let limits = LineConnection.Limits(
    maxLineLength: StateMessage.maxLength, firstLineTimeout: .seconds(5),
    lineTimeout: .seconds(5), maxUnanswered: 64, maxConnections: 64)

  /// Starts a server at a socket path (its directory made 0700, the socket 0600; a stale socket
  /// is replaced, a live one throws `LocalSocketError.inUse`); `limits` are `StateServer.limits`
  /// unless a test on a starved machine needs longer timeouts.
  package static func start(
    socketPath: String, storeURL: URL, exitWhenIdle: TimeInterval? = nil,
    limits: LineConnection.Limits = StateServer.limits,
    log: @escaping @Sendable (String) -> Void = { _ in }
  ) async throws -> StateServer {
    let server = StateServer(
      socketPath: socketPath, storeURL: storeURL, exitWhenIdle: exitWhenIdle, log: log)
    let listener = try await LocalSockets.listen(at: socketPath, limits: limits) { [server] in
      LineConnection.Callbacks(
        line: { connection, line in server.handle(line, from: connection) },
        error: { connection, error in
          server.log("closed a connection: \(error)")
          connection.send(StateMessage(ok: false, error: "\(error)").json)
        },
        closed: { connection in server.disconnected(connection) })
    }
    server.listener.withLock { $0 = listener }
    server.armIdleTimer()
    log("state server listening at \(socketPath)")
    return server
  }

  /// Completes when the server stopped.
  package var closed: EventLoopFuture<Void>? { listener.withLock { $0?.closed } }

  /// Stops the server: closes every client connection and the socket (removing its file).
  package func stop() {
    listener.withLock { $0 }?.closeNow()
    let connections = store.withLock { $0.clients.values.map(\.connection) }
    for connection in connections { connection.close() }
  }

  private func handle(_ line: Data, from connection: LineConnection) {
    guard let message = try? JSONDecoder().decode(StateMessage.self, from: line) else {
      connection.answer(
        StateMessage(ok: false, error: "not a state message: \(PushRequest.excerpt(line))").json)
      return
    }
    let id = ObjectIdentifier(connection)
    let reply: StateMessage
    var pushes: [(LineConnection, String)] = []
    switch message.op {
    case "hello":
      store.withLock { store in
        store.idleTimer?.cancel()
        store.idleTimer = nil
        store.clients[id, default: (connection, Client())].client.device = message.device
      }
      log("\(message.device ?? "a device") connected")
      reply = StateMessage(id: message.id, ok: true)
    case "get":
      guard let key = message.key else { return refuse(message, "get needs a key", connection) }
      let value = store.withLock { $0.values[key] }
      reply = StateMessage(id: message.id, value: value, ok: true)
    case "set":
      guard let key = message.key, let value = message.value else {
        return refuse(message, "set needs a key and a value", connection)
      }
      let values = store.withLock { store -> [String: String] in
        store.values[key] = value
        for (other, entry) in store.clients where other != id {
          for token in entry.client.tokens[key] ?? [] { pushes.append((entry.connection, token)) }
        }
        return store.values
      }
      save(values)
      reply = StateMessage(id: message.id, ok: true)
    case "register":
      guard let key = message.key, let tokens = message.tokens else {
        return refuse(message, "register needs a key and tokens", connection)
      }
      store.withLock { store in
        store.clients[id, default: (connection, Client())].client.tokens[key] = tokens
      }
      reply = StateMessage(id: message.id, ok: true)
    default:
      return refuse(message, "unknown op '\(message.op ?? "")'", connection)
    }
    connection.answer(reply.json)
    for (target, token) in pushes { target.send(StateMessage(op: "push", token: token).json) }
  }

  private func refuse(_ message: StateMessage, _ reason: String, _ connection: LineConnection) {
    connection.answer(StateMessage(id: message.id, ok: false, error: reason).json)
  }

  private func disconnected(_ connection: LineConnection) {
    let device = store.withLock { $0.clients.removeValue(forKey: ObjectIdentifier(connection)) }
    if let device { log("\(device.client.device ?? "a device") disconnected") }
    armIdleTimer()
  }

  /// With `exitWhenIdle`, stops the server that long after the last client left.
  private func armIdleTimer() {
    guard let idleExit else { return }
    store.withLock { store in
      guard store.clients.isEmpty, store.idleTimer == nil else { return }
      store.idleTimer = LocalSockets.group.next().scheduleTask(
        in: .milliseconds(Int64(idleExit * 1000))
      ) { [weak self] in
        guard let self else { return }
        let idle = self.store.withLock { store in
          store.idleTimer = nil
          return store.clients.isEmpty
        }
        if idle {
          self.log("no client for \(Int(idleExit)) s: stopping")
          self.stop()
        }
      }
    }
  }

  private func save(_ values: [String: String]) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try encoder.encode(values).write(to: storeURL, options: .atomic)
    } catch {
      log("can't save \(storeURL.path): \(error)")
    }
  }

  private static func load(_ url: URL, log: @Sendable (String) -> Void) -> [String: String] {
    guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
    if let values = try? JSONDecoder().decode([String: String].self, from: data) { return values }
    let aside = url.path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
    try? FileManager.default.moveItem(atPath: url.path, toPath: aside)
    log("\(url.path) was unreadable; moved to \(aside), starting empty")
    return [:]
  }
}
