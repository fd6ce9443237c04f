import Foundation
import Synchronization

@testable import SpacesStateServer

/// A short temporary directory for sockets (a Unix socket path holds at most 107 bytes).
func socketDirectory() throws -> URL {
  let url = URL(fileURLWithPath: "/tmp/sst-\(UUID().uuidString.prefix(8))", isDirectory: true)
  try LocalSockets.prepareDirectory(url)
  return url
}

/// Values that arrive from other threads, taken in order with a time limit (the test checks
/// every 10 ms; bounded by the limit).
final class Inbox<Value: Sendable>: Sendable {
  private let values = Mutex<[Value]>([])

  func put(_ value: Value) { values.withLock { $0.append(value) } }

  /// The next value, or `nil` after `seconds`.
  func next(within seconds: Double = 5) async -> Value? {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    // Looked at once more after the deadline: on a loaded machine this task may wake only
    // after it, with the value already there.
    while true {
      let value = values.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      if let value { return value }
      if ContinuousClock.now >= deadline { return nil }
      try? await Task.sleep(for: .milliseconds(10))
    }
  }
}

/// Sends raw bytes to a socket with a plain POSIX socket (then, with `halfClose`, stops
/// sending) and returns what comes back until the peer closes or `seconds` pass.
func exchange(
  _ bytes: Data, with path: String, seconds: Int = 3, halfClose: Bool = false
) -> (reply: String, closed: Bool) {
  let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
  defer { close(descriptor) }
  let connected = LocalSockets.withAddress(of: path) { connect(descriptor, $0, $1) }
  guard connected == 0 else { return ("", false) }
  var timeout = timeval(tv_sec: seconds, tv_usec: 0)
  setsockopt(
    descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
  if halfClose { shutdown(descriptor, Int32(SHUT_WR)) }
  var received = Data()
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = recv(descriptor, &buffer, buffer.count, 0)
    if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
    if count < 0 { return (String(decoding: received, as: UTF8.self), false) }
    received.append(contentsOf: buffer[0..<count])
  }
}

/// A push listener's report as a line a test compares: `push kind com.a.B`, `rejected why`.
func describe(_ report: PushListener.Report) -> String {
  switch report {
  case .push(let request, _): "push \(request)"
  case .rejected(let reason): "rejected \(reason)"
  }
}

/// A Unix-domain listener that accepts each connection and closes it at once (on a thread of
/// its own), until stopped.
final class ClosingListener: Sendable {
  private let descriptor: Int32
  private let path: String

  init(path: String) throws {
    self.path = path
    descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    let bound = LocalSockets.withAddress(of: path) { bind(descriptor, $0, $1) }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw LocalSocketError.cannotListen(path: path, reason: "errno \(errno)")
    }
    let listening = descriptor
    Thread.detachNewThread {
      while true {
        let connection = accept(listening, nil, nil)
        guard connection >= 0 else { return }  // stopped
        close(connection)
      }
    }
  }

  /// Stops accepting (the thread ends) and removes the socket file.
  func stop() {
    shutdown(descriptor, Int32(SHUT_RDWR))
    close(descriptor)
    unlink(path)
  }
}
