import Foundation
import NIOCore
import NIOPosix

/// One connection on a local socket that carries newline-delimited messages, either side:
/// lines arrive through callbacks on the event loop's thread; `send` may be called from any
/// thread (writes go out in the order sent).
package final class LineConnection: Sendable {
  /// What a connection's owner is told.
  package struct Callbacks: Sendable {
    /// A line arrived (without its newline).
    package var line: @Sendable (LineConnection, Data) -> Void
    /// The stream broke its rules (a line too long) or failed; the connection closes after.
    package var error: @Sendable (LineConnection, any Error) -> Void
    /// The connection closed.
    package var closed: @Sendable (LineConnection) -> Void

    package init(
      line: @escaping @Sendable (LineConnection, Data) -> Void,
      error: @escaping @Sendable (LineConnection, any Error) -> Void = { _, _ in },
      closed: @escaping @Sendable (LineConnection) -> Void = { _ in }
    ) {
      self.line = line
      self.error = error
      self.closed = closed
    }
  }

  let channel: any Channel

  init(channel: any Channel) { self.channel = channel }

  /// Sends a line (a newline is added).
  package func send(_ line: Data) {
    var buffer = channel.allocator.buffer(capacity: line.count + 1)
    buffer.writeBytes(line)
    buffer.writeInteger(UInt8(ascii: "\n"))
    channel.writeAndFlush(buffer, promise: nil)
  }

  /// Sends a line and waits until it was written.
  package func sendAndWait(_ line: Data) async throws {
    var buffer = channel.allocator.buffer(capacity: line.count + 1)
    buffer.writeBytes(line)
    buffer.writeInteger(UInt8(ascii: "\n"))
    try await channel.writeAndFlush(buffer).get()
  }

  /// Closes the connection (after the writes already sent).
  package func close() { channel.close(promise: nil) }

  /// Connects to a Unix-domain socket. Throws `LocalSocketError.noSocket` when nothing listens
  /// there.
  package static func connect(
    to path: String, maxLineLength: Int, callbacks: Callbacks,
    group: any EventLoopGroup = LocalSockets.group
  ) async throws -> LineConnection {
    let bootstrap = ClientBootstrap(group: group).channelInitializer { channel in
      channel.eventLoop.makeCompletedFuture {
        try LineConnection.install(on: channel, maxLineLength: maxLineLength, callbacks: callbacks)
      }
    }
    do {
      let channel = try await bootstrap.connect(unixDomainSocketPath: path).get()
      return LineConnection(channel: channel)
    } catch {
      throw LocalSocketError.noSocket(path: path, underlying: "\(error)")
    }
  }

  /// Adds the line decoder and the callbacks to a channel's pipeline (on its event loop).
  static func install(on channel: any Channel, maxLineLength: Int, callbacks: Callbacks) throws {
    let connection = LineConnection(channel: channel)
    try channel.pipeline.syncOperations.addHandler(
      ByteToMessageHandler(LineDecoder(maxLength: maxLineLength)))
    try channel.pipeline.syncOperations.addHandler(
      LineCallbackHandler(connection: connection, callbacks: callbacks))
  }
}

/// Hands a connection's lines, errors and close to its callbacks.
final class LineCallbackHandler: ChannelInboundHandler {
  typealias InboundIn = ByteBuffer

  let connection: LineConnection
  let callbacks: LineConnection.Callbacks
  private var failed = false

  init(connection: LineConnection, callbacks: LineConnection.Callbacks) {
    self.connection = connection
    self.callbacks = callbacks
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !failed else { return }
    let buffer = unwrapInboundIn(data)
    callbacks.line(connection, Data(buffer.readableBytesView))
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard !failed else { return }
    failed = true
    callbacks.error(connection, error)
    // Let the callback's reply go out first, then close.
    context.eventLoop.execute { [connection] in connection.close() }
  }

  func channelInactive(context: ChannelHandlerContext) {
    callbacks.closed(connection)
    context.fireChannelInactive()
  }
}
