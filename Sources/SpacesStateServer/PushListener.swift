import Foundation
import NIOCore

/// A dashboard's push socket: accepts push messages from other processes (`spaces push`, a
/// state server) and hands them over; a malformed or oversized message is answered with an
/// error, reported, and its connection closed. It never throws past its callbacks.
package enum PushListener {
  /// What the listener reports, from its event-loop thread.
  package enum Report: Sendable, Hashable {
    /// A valid push.
    case push(PushRequest)
    /// A rejected message and why.
    case rejected(String)
  }

  /// Listens at a path (claimed as `LocalSockets.claim` says; the socket 0600).
  package static func start(
    at path: String, report: @escaping @Sendable (Report) -> Void
  ) async throws -> LocalListener {
    try await LocalSockets.listen(at: path, maxLineLength: PushRequest.maxLength) {
      LineConnection.Callbacks(
        line: { connection, line in
          if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
            return  // blank lines are ignored
          }
          do throws(PushRequestError) {
            let request = try PushRequest(json: line)
            report(.push(request))
            connection.send(PushReply(ok: true).json)
          } catch {
            report(.rejected(error.description))
            connection.send(PushReply(ok: false, error: error.description).json)
            connection.close()
          }
        },
        error: { connection, error in
          let reason = (error as? LineTooLongError)?.description ?? "\(error)"
          report(.rejected(reason))
          connection.send(PushReply(ok: false, error: reason).json)
        })
    }
  }
}

/// Sends pushes to a dashboard's push socket (the `spaces push` side).
package enum PushSender {
  /// Sends one push and waits for the dashboard's reply. Throws `LocalSocketError.noSocket`
  /// when no dashboard listens at the path.
  package static func send(_ request: PushRequest, to path: String) async throws -> PushReply {
    let (replies, continuation) = AsyncStream<PushReply>.makeStream()
    let connection = try await LineConnection.connect(
      to: path, maxLineLength: PushRequest.maxLength,
      callbacks: LineConnection.Callbacks(
        line: { _, line in
          continuation.yield(
            (try? JSONDecoder().decode(PushReply.self, from: line))
              ?? PushReply(ok: false, error: "unreadable reply \(PushRequest.excerpt(line))"))
          continuation.finish()
        },
        closed: { _ in continuation.finish() }))
    defer { connection.close() }
    connection.send(request.json)
    for await reply in replies { return reply }
    return PushReply(ok: false, error: "the dashboard closed the connection without a reply")
  }
}
