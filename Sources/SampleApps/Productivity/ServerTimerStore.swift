import Foundation
import SpacesKit
import SpacesStateServer
import Synchronization

/// The timers kept on the state server the devices share, as a server-backed app keeps them:
/// fetched asynchronously (throwing when the server can't be reached), written through and
/// acknowledged (a write the server doesn't take throws, and the cache keeps what the server
/// has), and cached for the synchronous reads the app and its intents make.
final class ServerTimerStore: TimerStore {
  /// The server key the timers are stored under.
  static let key = "productivity.timers"

  let client: StateServerClient
  private let cache = Mutex<[TimerRecord]?>(nil)

  init(client: StateServerClient) { self.client = client }

  /// The timers as last fetched or written (the defaults before the first fetch).
  func loadAll() throws -> [TimerRecord] {
    cache.withLock { $0 } ?? TimerRecord.defaults
  }

  /// Writes the timers to the server and returns once it has them (the other devices get a
  /// push); throws, changing nothing, when the server doesn't take them.
  func storeAll(_ timers: [TimerRecord]) async throws {
    let data = try TimerRecord.encoder().encode(timers)
    try await client.set(Self.key, String(decoding: data, as: UTF8.self))
    cache.withLock { $0 = timers }
  }

  /// Writes the timers to the server without waiting (tidying at launch: a write that doesn't
  /// land leaves the server's copy, which the next fetch shows).
  func saveAll(_ timers: [TimerRecord]) throws {
    let data = try TimerRecord.encoder().encode(timers)
    let client = self.client
    cache.withLock { $0 = timers }
    Task { try? await client.set(Self.key, String(decoding: data, as: UTF8.self)) }
  }

  /// Fetches the timers from the server; a server that has none yet gets the defaults.
  func fetchAll() async throws -> [TimerRecord] {
    let timers =
      try await client.get(Self.key).map { value in
        try TimerRecord.decoder.decode([TimerRecord].self, from: Data(value.utf8))
      } ?? TimerRecord.defaults
    cache.withLock { $0 = timers }
    return timers
  }

  /// Registers this device's push tokens for the timers with the server.
  func register(pushTokens: [String]) {
    client.register(tokens: pushTokens, for: Self.key)
  }
}
