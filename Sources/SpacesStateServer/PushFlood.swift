import Foundation

/// A load generator for the push socket (the benchmarks' and tests' flood client): one
/// connection that writes the same push line as fast as the dashboard takes it, for a while,
/// reading the replies as they come, with plain non-blocking POSIX calls on the calling thread.
package enum PushFlood {
  /// What a flood did.
  package struct Result: Sendable, Equatable {
    /// Complete lines written.
    package var sent: Int
    /// Reply lines read.
    package var replies: Int
    /// Whether the dashboard closed the connection.
    package var closed: Bool
  }

  /// Floods the socket at `path` with `line` (a newline is added) for `duration`; blocks the
  /// calling thread meanwhile. `nil` when it can't connect.
  package static func run(to path: String, line: Data, for duration: Duration) -> Result? {
    let descriptor = socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    let connected = LocalSockets.withAddress(of: path) { connect(descriptor, $0, $1) }
    guard connected == 0 else { return nil }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)

    let message = Array(line) + [UInt8(ascii: "\n")]
    let chunk = Array([[UInt8]](repeating: message, count: max(1, 16_384 / message.count)).joined())
    var result = Result(sent: 0, replies: 0, closed: false)
    var written = 0  // bytes of all chunks so far
    var offset = 0  // into the current chunk
    var incoming = [UInt8](repeating: 0, count: 65_536)
    let end = ContinuousClock.now + duration
    while ContinuousClock.now < end, !result.closed {
      let count = chunk[offset...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count > 0 {
        written += count
        offset = (offset + count) % chunk.count
      } else if count < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
        result.closed = true
      }
      result.replies += drain(descriptor, into: &incoming, closed: &result.closed)
      if count <= 0 {
        var ready = pollfd(fd: descriptor, events: Int16(POLLOUT | POLLIN), revents: 0)
        _ = poll(&ready, 1, 10)
      }
    }
    result.sent = written / message.count
    // The replies to what was sent, for a moment.
    let grace = ContinuousClock.now + .milliseconds(200)
    while ContinuousClock.now < grace, !result.closed {
      var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 20) > 0 else { continue }
      result.replies += drain(descriptor, into: &incoming, closed: &result.closed)
    }
    return result
  }

  /// Reads what arrived without waiting; returns the lines (newlines) in it.
  private static func drain(_ descriptor: Int32, into buffer: inout [UInt8], closed: inout Bool)
    -> Int
  {
    var lines = 0
    while true {
      let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
      if count == 0 { closed = true }
      guard count > 0 else { return lines }
      lines += buffer[0..<count].count(where: { $0 == UInt8(ascii: "\n") })
    }
  }
}
