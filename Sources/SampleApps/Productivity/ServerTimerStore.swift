import Foundation
import SpacesKit
import SpacesStateServer
import Synchronization

/// The timer kept on the state server the devices share, as a server-backed app keeps it:
/// fetched asynchronously (throwing when the server can't be reached), written through, and
/// cached for the synchronous reads the app and its intents make.
final class ServerTimerStore: Sendable {
  /// The server key the timer is stored under.
  static let key = "productivity.timer"

  let client: StateServerClient
  private let cache = Mutex<ProductivityTimer?>(nil)

  init(client: StateServerClient) { self.client = client }

  /// The timer as last fetched or written.
  var cached: ProductivityTimer? { cache.withLock { $0 } }

  /// Fetches the timer from the server.
  func fetch() async throws -> ProductivityTimer? {
    let timer = try await client.get(Self.key).map { value in
      try Self.decoder.decode(ProductivityTimer.self, from: Data(value.utf8))
    }
    cache.withLock { $0 = timer }
    return timer
  }

  /// Writes the timer to the server (the other devices get a push); without a server the
  /// change stays local and the control's next reload shows the server's error.
  func save(_ timer: ProductivityTimer) {
    cache.withLock { $0 = timer }
    guard let data = try? Self.encoder.encode(timer) else { return }
    try? client.set(Self.key, String(decoding: data, as: UTF8.self))
  }

  /// Registers this device's push tokens for the timer with the server.
  func register(pushTokens: [String]) {
    client.register(tokens: pushTokens, for: Self.key)
  }

  private static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  private static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
