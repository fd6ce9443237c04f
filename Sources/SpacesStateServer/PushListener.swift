import Foundation
import NIOCore

/// A dashboard's push socket: accepts push messages from other processes (`spaces push`, a
/// state server) and hands them over, each with the `PushAnswer` its sender waits for; a
/// malformed or oversized message is answered with an error, reported, and its connection
/// closed. It never throws past its callbacks.
///
/// A connection keeps `limits`: a message of at most 4 KiB, a complete line within 5 s of
/// connecting (and of its last answer; a line once started, within 5 s), at most 16 messages
/// awaiting their answers (then it reads nothing more until they are answered: a flood waits
/// in its sender's socket, not in the dashboard), and at most 64 connections at once.
package enum PushListener {
  /// What the listener reports, from its event-loop thread.
  package enum Report: Sendable {
    /// A valid push; answer it once (`PushAnswer.send`).
    case push(PushRequest, PushAnswer)
    /// A rejected message (or connection) and why.
    case rejected(String)
  }

  /// The push socket's limits.
  package static let limits = LineConnection.Limits(
    maxLineLength: PushRequest.maxLength, firstLineTimeout: .seconds(5),
    lineTimeout: .seconds(5), idleTimeout: .seconds(5), maxUnanswered: 16, maxConnections: 64)

  /// Listens at a path (claimed as `LocalSockets.claim` says; the socket 0600).
  package static func start(
    at path: String, limits: LineConnection.Limits = PushListener.limits,
    report: @escaping @Sendable (Report) -> Void
  ) async throws -> LocalListener {
    try await LocalSockets.listen(at: path, limits: limits) {
      LineConnection.Callbacks(
        line: { connection, line in
          if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
            connection.ignore()
            return  // blank lines are ignored
          }
          do throws(PushRequestError) {
            let request = try PushRequest(json: line)
            report(.push(request, PushAnswer(connection: connection)))
          } catch {
            report(.rejected(error.description))
            connection.answer(PushReply(ok: false, error: error.description).json)
            connection.close()
          }
        },
        error: { connection, error in
          let reason = "\(error)"
          report(.rejected(reason))
          connection.send(PushReply(ok: false, error: reason).json)
        })
    }
  }
}

/// Where the answer to one push goes: its connection. Answer each push once.
package struct PushAnswer: Sendable {
  let connection: LineConnection

  /// Sends the reply (from any thread).
  package func send(_ reply: PushReply) { connection.answer(reply.json) }
}

/// Sends pushes to a dashboard's push socket (the `spaces push` side).
package enum PushSender {
  /// How long `spaces push` waits for a dashboard's answer by default.
  package static let defaultTimeout: Duration = .seconds(5)

  /// Sends one push and waits for the dashboard's reply. Throws `LocalSocketError.noSocket`
  /// when no dashboard listens at the path, and `PushSendError.noAnswer` when it doesn't answer
  /// within `timeout` (a stopped dashboard: Ctrl-Z, SIGSTOP).
  package static func send(
    _ request: PushRequest, to path: String, timeout: Duration = defaultTimeout
  ) async throws -> PushReply {
    let amount = TimeAmount.nanoseconds(
      timeout.components.seconds * 1_000_000_000 + timeout.components.attoseconds / 1_000_000_000)
    let (replies, continuation) = AsyncStream<PushReply?>.makeStream()
    let timer = LocalSockets.group.next().scheduleTask(in: amount) {
      continuation.yield(nil)
      continuation.finish()
    }
    defer { timer.cancel() }
    let connection = try await LineConnection.connect(
      to: path, maxLineLength: PushRequest.maxLength,
      callbacks: LineConnection.Callbacks(
        line: { _, line in
          continuation.yield(
            (try? JSONDecoder().decode(PushReply.self, from: line))
              ?? PushReply(ok: false, error: "unreadable reply \(PushRequest.excerpt(line))"))
          continuation.finish()
        },
        closed: { _ in continuation.finish() }),
      timeout: amount)
    defer { connection.close() }
    connection.send(request.json)
    for await reply in replies {
      guard let reply else { throw PushSendError.noAnswer(path: path, timeout: timeout) }
      return reply
    }
    return PushReply(ok: false, error: "the dashboard closed the connection without a reply")
  }
}

/// Why a push got no reply.
package enum PushSendError: Error, CustomStringConvertible, Equatable {
  /// The dashboard took the connection but didn't answer in time.
  case noAnswer(path: String, timeout: Duration)

  package var description: String {
    switch self {
    case .noAnswer(let path, let timeout):
      "the dashboard at \(path) didn't answer within \(timeout.components.seconds) s "
        + "(is it stopped, with Ctrl-Z or SIGSTOP?)"
    }
  }
}
