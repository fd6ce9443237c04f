import Foundation
import SpacesKit
import SpacesStateServer
import Synchronization

/// The timers kept on the state server the devices share, as a server-backed app keeps them:
/// fetched asynchronously (throwing when the server can't be reached), written through, and
/// cached for the synchronous reads the app and its intents make.
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

  /// Writes the timers to the server (the other devices get a push), and then to the cache.
  /// Without a server this throws and nothing changes: the intent that asked fails with it.
  func saveAll(_ timers: [TimerRecord]) throws {
    let data = try TimerRecord.encoder().encode(timers)
    try client.set(Self.key, String(decoding: data, as: UTF8.self))
    cache.withLock { $0 = timers }
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
