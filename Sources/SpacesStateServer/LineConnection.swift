import Foundation
import NIOCore
import NIOPosix

/// One connection on a local socket that carries newline-delimited messages, either side:
/// lines arrive through callbacks on the event loop's thread; `send` and `answer` may be called
/// from any thread (writes go out in the order sent).
///
/// A listener's connections keep `Limits`: a line no longer than the limit, finished in time, at
/// most so many lines awaiting their answers (past that the connection stops reading, so a fast
/// peer waits in its own socket buffer instead of growing a queue here), and at most so many
/// connections at once. A connection that breaks one is told why (`Callbacks.error`) and closed.
package final class LineConnection: Sendable {
  /// What a connection's owner is told.
  package struct Callbacks: Sendable {
    /// A line arrived (without its newline).
    package var line: @Sendable (LineConnection, Data) -> Void
    /// The peer broke the connection's limits (`LineLimitError`: a line too long or too slow,
    /// too many connections); it closes after (once the writes the callback made went out).
    package var error: @Sendable (LineConnection, any LineLimitError) -> Void
    /// The connection closed.
    package var closed: @Sendable (LineConnection) -> Void

    package init(
      line: @escaping @Sendable (LineConnection, Data) -> Void,
      error: @escaping @Sendable (LineConnection, any LineLimitError) -> Void = { _, _ in },
      closed: @escaping @Sendable (LineConnection) -> Void = { _ in }
    ) {
      self.line = line
      self.error = error
      self.closed = closed
    }
  }

  /// The rules a peer keeps on a connection.
  package struct Limits: Sendable {
    /// The longest line accepted, in bytes.
    package var maxLineLength: Int
    /// How long the peer may take from connecting to its first complete line (`nil`: no limit).
    package var firstLineTimeout: TimeAmount?
    /// How long a line may stay unfinished once it started (`nil`: no limit).
    package var lineTimeout: TimeAmount?
    /// How long the peer may stay silent after its first line while none of its lines awaits
    /// an answer (`nil`: as long as it likes).
    package var idleTimeout: TimeAmount?
    /// The most lines delivered and not yet answered (`answer(_:)`): while that many wait, the
    /// connection reads nothing more. `nil`: lines are not answered (a client hearing replies).
    package var maxUnanswered: Int?
    /// The most connections a listener keeps at once; one more is told so and closed.
    package var maxConnections: Int?

    package init(
      maxLineLength: Int, firstLineTimeout: TimeAmount? = nil, lineTimeout: TimeAmount? = nil,
      idleTimeout: TimeAmount? = nil, maxUnanswered: Int? = nil, maxConnections: Int? = nil
    ) {
      self.maxLineLength = maxLineLength
      self.firstLineTimeout = firstLineTimeout
      self.lineTimeout = lineTimeout
      self.idleTimeout = idleTimeout
      self.maxUnanswered = maxUnanswered
      self.maxConnections = maxConnections
    }

    /// A client's side: replies of at most `maxLineLength` bytes, no timeouts of its own.
    package static func client(maxLineLength: Int) -> Limits {
      Limits(maxLineLength: maxLineLength)
    }
  }

  let channel: any Channel

  init(channel: any Channel) { self.channel = channel }

  /// Sends a line (a newline is added) that answers none of the peer's lines.
  package func send(_ line: Data) {
    channel.writeAndFlush(OutboundLine.line(line), promise: nil)
  }

  /// Sends a line (a newline is added) that answers none of the peer's lines; `failed` is
  /// called (on the event loop) when it can't be written.
  package func send(_ line: Data, failed: @escaping @Sendable () -> Void) {
    let promise = channel.eventLoop.makePromise(of: Void.self)
    promise.futureResult.whenFailure { _ in failed() }
    channel.writeAndFlush(OutboundLine.line(line), promise: promise)
  }

  /// Sends the answer to one of the peer's lines (a newline is added): the connection may read
  /// another line in its place.
  package func answer(_ line: Data) {
    channel.writeAndFlush(OutboundLine.answer(line), promise: nil)
  }

  /// Answers one of the peer's lines with nothing (a line that needs no reply): the
  /// connection may read another line in its place.
  package func ignore() {
    channel.writeAndFlush(OutboundLine.nothing, promise: nil)
  }

  /// Sends a line and waits until it was written.
  package func sendAndWait(_ line: Data) async throws {
    try await channel.writeAndFlush(OutboundLine.line(line)).get()
  }

  /// Closes the connection (after the writes already sent).
  package func close() { channel.close(promise: nil) }

  /// Connects to a Unix-domain socket. Throws `LocalSocketError.noSocket` when nothing listens
  /// there (or nothing accepted the connection within `timeout`).
  package static func connect(
    to path: String, maxLineLength: Int, callbacks: Callbacks,
    timeout: TimeAmount = .seconds(5), group: any EventLoopGroup = LocalSockets.group
  ) async throws -> LineConnection {
    let limits = Limits.client(maxLineLength: maxLineLength)
    let bootstrap = ClientBootstrap(group: group)
      .connectTimeout(timeout)
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          try LineConnection.install(on: channel, limits: limits, callbacks: callbacks)
        }
      }
    do {
      let channel = try await bootstrap.connect(unixDomainSocketPath: path).get()
      return LineConnection(channel: channel)
    } catch {
      throw LocalSocketError.noSocket(path: path, underlying: "\(error)")
    }
  }

  /// Adds the line handler to a channel's pipeline (on its event loop); `counter` keeps a
  /// listener's `maxConnections`.
  static func install(
    on channel: any Channel, limits: Limits, callbacks: Callbacks,
    counter: ConnectionCounter? = nil
  ) throws {
    let connection = LineConnection(channel: channel)
    try channel.pipeline.syncOperations.addHandler(
      LineChannelHandler(
        connection: connection, limits: limits, callbacks: callbacks, counter: counter))
  }
}

/// What the owner writes on a connection.
enum OutboundLine: Sendable {
  /// A line of its own.
  case line(Data)
  /// The answer to one of the peer's lines.
  case answer(Data)
  /// One of the peer's lines needs no answer.
  case nothing
}

/// A peer broke one of a connection's `Limits`: its owner is told (`Callbacks.error`) so it can
/// say why before the connection closes. Other failures (the peer reset the connection) close
/// it quietly.
package protocol LineLimitError: Error, CustomStringConvertible {}

/// A line was longer than the limit.
package struct LineTooLongError: LineLimitError {
  /// The limit, in bytes.
  package var maxLength: Int
  package var description: String { "message longer than \(maxLength) bytes" }
}

/// A peer took too long to send a complete line.
package struct LineTimeoutError: LineLimitError {
  /// How long it had.
  package var seconds: Double
  package var description: String {
    "no complete line within \(TimeAmount.secondsText(seconds)) s: closing the connection"
  }
}

/// A listener had as many connections as it keeps.
package struct TooManyConnectionsError: LineLimitError {
  /// The limit.
  package var limit: Int
  package var description: String {
    "too many connections (\(limit) open): try again later"
  }
}

extension TimeAmount {
  /// A number of seconds as messages print it: "5", "0.3".
  static func secondsText(_ seconds: Double) -> String {
    seconds.rounded() == seconds ? "\(Int(seconds))" : "\(seconds)"
  }

  /// The amount in seconds as messages print it.
  var secondsText: String { Self.secondsText(Double(nanoseconds) / 1_000_000_000) }
}
