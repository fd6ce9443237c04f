import Foundation
import NIOCore
import Synchronization

/// Frames a connection's bytes into lines for its owner and keeps the connection's `Limits`:
/// the longest line, the time a line may take, the lines awaiting answers (reading pauses while
/// too many do, and while the peer doesn't read what was written to it: answers can't pile up
/// either) and the listener's count of connections.
///
/// A last line without a newline counts as a line when the peer stops sending (half-closes) or
/// the connection closes. Everything here runs on the channel's event loop.
final class LineChannelHandler: ChannelDuplexHandler {
  typealias InboundIn = ByteBuffer
  typealias OutboundIn = OutboundLine
  typealias OutboundOut = ByteBuffer

  private let connection: LineConnection
  private let limits: LineConnection.Limits
  private let callbacks: LineConnection.Callbacks
  private let counter: ConnectionCounter?

  /// Bytes read and not yet handed over as lines.
  private var buffer: ByteBuffer?
  /// Lines handed over and not yet answered (only counted with `maxUnanswered`).
  private var unanswered = 0
  /// Whether reading stopped because too many lines await answers, or the peer reads nothing.
  private var isPaused = false
  /// Whether a read was asked for while paused.
  private var readPending = false
  /// Whether the loop handing over lines runs (an answer written from a line callback must
  /// not start it again).
  private var isDelivering = false
  /// Whether the connection failed (a limit broken): nothing more is handed over.
  private var failed = false
  /// Whether the peer stopped sending.
  private var inputClosed = false
  /// Whether a connection slot was taken from the counter.
  private var holdsSlot = false
  /// Whether a complete line arrived yet.
  private var sawLine = false
  /// When the unfinished line at the end of the buffer started.
  private var partialSince: NIODeadline?
  /// When the peer last had nothing to wait for (connected, or its last line answered).
  private var idleSince = NIODeadline.now()
  /// The timeout check that is scheduled, and for when.
  private var timer: (task: Scheduled<Void>, at: NIODeadline)?

  init(
    connection: LineConnection, limits: LineConnection.Limits,
    callbacks: LineConnection.Callbacks, counter: ConnectionCounter?
  ) {
    self.connection = connection
    self.limits = limits
    self.callbacks = callbacks
    self.counter = counter
  }

  // MARK: Inbound

  func channelActive(context: ChannelHandlerContext) {
    if let counter {
      guard counter.acquire() else {
        fail(context, TooManyConnectionsError(limit: counter.limit))
        return
      }
      holdsSlot = true
    }
    idleSince = .now()
    rearm(context)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !failed else { return }
    var incoming = unwrapInboundIn(data)
    if buffer == nil || buffer?.readableBytes == 0 {
      buffer = incoming
    } else {
      buffer?.writeBuffer(&incoming)
    }
    deliverLines(context)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    guard let event = event as? ChannelEvent, event == .inputClosed else {
      context.fireUserInboundEventTriggered(event)
      return
    }
    inputClosed = true
    // What is left without its newline is the last line.
    if let buffer, buffer.readableBytes > 0, buffer.readableBytesView.last != UInt8(ascii: "\n") {
      self.buffer?.writeInteger(UInt8(ascii: "\n"))
    }
    deliverLines(context)
  }

  func channelInactive(context: ChannelHandlerContext) {
    if !failed {
      // The connection is gone: what it sent still counts (its answers can't be written), up
      // to the lines it may have waiting; a flood's backlog is dropped with the connection.
      isPaused = false
      if let buffer, buffer.readableBytes > 0, buffer.readableBytesView.last != UInt8(ascii: "\n") {
        self.buffer?.writeInteger(UInt8(ascii: "\n"))
      }
      deliverLines(context, ignoringWritability: true)
    }
    failed = true
    timer?.task.cancel()
    timer = nil
    buffer = nil
    if holdsSlot {
      holdsSlot = false
      counter?.release()
    }
    callbacks.closed(connection)
    context.fireChannelInactive()
  }

  func channelWritabilityChanged(context: ChannelHandlerContext) {
    if context.channel.isWritable { resume(context) }
    context.fireChannelWritabilityChanged()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    fail(context, error)
  }

  // MARK: Outbound

  func read(context: ChannelHandlerContext) {
    if isPaused {
      readPending = true
    } else {
      context.read()
    }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    let outbound = unwrapOutboundIn(data)
    switch outbound {
    case .line(let line), .answer(let line):
      var bytes = context.channel.allocator.buffer(capacity: line.count + 1)
      bytes.writeBytes(line)
      bytes.writeInteger(UInt8(ascii: "\n"))
      context.write(wrapOutboundOut(bytes), promise: promise)
    case .nothing:
      promise?.succeed()
    }
    if case .line = outbound { return }
    if limits.maxUnanswered != nil { answered(context) }
  }

  // MARK: Lines

  /// Hands over the complete lines in the buffer, until too many await answers.
  private func deliverLines(
    _ context: ChannelHandlerContext, ignoringWritability: Bool = false
  ) {
    guard !isDelivering else { return }
    isDelivering = true
    defer { isDelivering = false }
    var delivered = false
    while !failed {
      if mustPause(context, ignoringWritability: ignoringWritability) {
        isPaused = true
        break
      }
      guard let line = nextLine(context) else { break }
      delivered = true
      sawLine = true
      if limits.maxUnanswered != nil { unanswered += 1 }
      callbacks.line(connection, line)
    }
    guard !failed else { return }
    if buffer?.readableBytes == 0 {
      buffer?.clear()
    } else if let readerIndex = buffer?.readerIndex, readerIndex > 1 << 16 {
      buffer?.discardReadBytes()
    }
    let waitsForPeer = !isPaused && (buffer?.readableBytes ?? 0) > 0
    if !waitsForPeer {
      partialSince = nil
    } else if delivered || partialSince == nil {
      partialSince = .now()
    }
    if delivered { idleSince = .now() }
    closeIfDone()
    rearm(context)
  }

  /// The next complete line, if the buffer holds one; fails the connection on one too long.
  private func nextLine(_ context: ChannelHandlerContext) -> Data? {
    guard let view = buffer?.readableBytesView else { return nil }
    guard let newline = view.firstIndex(of: UInt8(ascii: "\n")) else {
      if view.count > limits.maxLineLength {
        fail(context, LineTooLongError(maxLength: limits.maxLineLength))
      }
      return nil
    }
    let length = newline - view.startIndex
    guard length <= limits.maxLineLength else {
      fail(context, LineTooLongError(maxLength: limits.maxLineLength))
      return nil
    }
    let line = Data(view[view.startIndex..<newline])
    buffer?.moveReaderIndex(forwardBy: length + 1)
    return line
  }

  /// One line was answered: another may be read in its place.
  private func answered(_ context: ChannelHandlerContext) {
    unanswered = max(0, unanswered - 1)
    if unanswered == 0 { idleSince = .now() }
    resume(context)
    closeIfDone()
    if !isDelivering { rearm(context) }
  }

  /// Whether to stop handing over lines and reading: too many await answers, or answers wait
  /// to be written because the peer reads nothing.
  private func mustPause(
    _ context: ChannelHandlerContext, ignoringWritability: Bool = false
  ) -> Bool {
    guard let max = limits.maxUnanswered else { return false }
    return unanswered >= max || (!ignoringWritability && !context.channel.isWritable)
  }

  /// Reads again once nothing holds it back.
  private func resume(_ context: ChannelHandlerContext) {
    guard isPaused, !mustPause(context) else { return }
    isPaused = false
    if !isDelivering { deliverLines(context) }
    if !isPaused, readPending {
      readPending = false
      context.read()
    }
  }

  /// A peer that stopped sending is closed once every line it sent is answered.
  private func closeIfDone() {
    guard inputClosed, !failed, unanswered == 0, (buffer?.readableBytes ?? 0) == 0 else { return }
    failed = true  // nothing more to hand over
    // After the answer being written now goes out.
    connection.channel.eventLoop.execute { [connection] in connection.close() }
  }

  /// Tells the owner which limit the peer broke (other failures, such as a reset, say
  /// nothing), then closes the connection (after the owner's reply).
  private func fail(_ context: ChannelHandlerContext, _ error: any Error) {
    guard !failed else { return }
    failed = true
    timer?.task.cancel()
    timer = nil
    if let broken = error as? any LineLimitError { callbacks.error(connection, broken) }
    context.eventLoop.execute { [connection] in connection.close() }
  }

  // MARK: Timeouts

  /// When the peer's time runs out, and how long it had: a started line must finish, a
  /// first line must come, an idle peer must send again (each as the limits say).
  private func deadline() -> (at: NIODeadline, allowed: TimeAmount)? {
    guard !failed, !inputClosed else { return nil }
    if let since = partialSince, let timeout = limits.lineTimeout {
      return (since + timeout, timeout)
    }
    guard unanswered == 0, !isPaused else { return nil }
    if !sawLine, let timeout = limits.firstLineTimeout { return (idleSince + timeout, timeout) }
    if sawLine, let timeout = limits.idleTimeout { return (idleSince + timeout, timeout) }
    return nil
  }

  /// Schedules the timeout check for the current deadline. A check already scheduled no later
  /// than the deadline stays (it looks again when it fires), so a busy connection doesn't
  /// reschedule for every line.
  private func rearm(_ context: ChannelHandlerContext) {
    guard let (at, _) = deadline() else {
      timer?.task.cancel()
      timer = nil
      return
    }
    if let timer, timer.at <= at { return }
    timer?.task.cancel()
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    let task = context.eventLoop.scheduleTask(deadline: at) {
      let (handler, context) = loopBound.value
      handler.timerFired(context)
    }
    timer = (task, at)
  }

  private func timerFired(_ context: ChannelHandlerContext) {
    timer = nil
    guard let (at, allowed) = deadline() else { return }
    if at <= .now() {
      let seconds = Double(allowed.nanoseconds) / 1_000_000_000
      fail(context, LineTimeoutError(seconds: seconds))
    } else {
      rearm(context)
    }
  }
}

/// A listener's count of open connections, against its limit.
final class ConnectionCounter: Sendable {
  /// The most connections at once.
  let limit: Int
  private let open = Mutex(0)

  init(limit: Int) { self.limit = limit }

  /// Takes a slot; `false` when every one is taken.
  func acquire() -> Bool {
    open.withLock { count in
      guard count < limit else { return false }
      count += 1
      return true
    }
  }

  /// Gives a slot back.
  func release() { open.withLock { $0 -= 1 } }
}
