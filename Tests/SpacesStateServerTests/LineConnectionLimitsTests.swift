import Foundation
import NIOCore
import Synchronization
import Testing

@testable import SpacesStateServer

/// What a listener's connections must keep: answers awaited at most so many at once (a flood
/// waits in its own socket), lines finished in time, a first line soon, a few connections.
@Suite("Local sockets: bounded queues, timeouts, connection limit", .serialized)
struct LineConnectionLimitsTests {
  /// The answers a test holds back, to release later.
  final class Held: Sendable {
    private let answers = Mutex<[PushAnswer]>([])
    var count: Int { answers.withLock { $0.count } }
    func put(_ answer: PushAnswer) { answers.withLock { $0.append(answer) } }
    func releaseAll() {
      let taken = answers.withLock { answers in
        defer { answers.removeAll() }
        return answers
      }
      for answer in taken { answer.send(PushReply(ok: true, controls: 1)) }
    }
  }

  /// Waits (up to `seconds`) until `condition` holds.
  private func eventually(within seconds: Double = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < deadline {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  /// Writes as many copies of a push line as the socket takes without blocking; returns how
  /// many complete lines went out.
  private func fill(_ descriptor: Int32) -> Int {
    let line = Array(PushRequest.all.json) + [10]
    let chunk = Array([[UInt8]](repeating: line, count: 256).joined())
    var written = 0
    while true {
      let count = chunk.withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
      }
      guard count > 0 else { return written / line.count }
      written += count
    }
  }

  /// The reply lines that arrived, without waiting.
  private func replies(_ descriptor: Int32) -> Int {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var lines = 0
    while true {
      let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
      guard count > 0 else { return lines }
      lines += buffer[0..<count].count(where: { $0 == 10 })
    }
  }

  @Test("a flood on one connection: 16 pushes await answers, the rest wait in its socket")
  func floodIsBounded() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    let held = Held()
    let listener = try await PushListener.start(at: path) { report in
      if case .push(_, let answer) = report { held.put(answer) }
    }
    defer { listener.closeNow() }
    let client = openSocket(path)
    defer { close(client) }

    let sent = fill(client)
    #expect(sent > 32, "the client wrote on into its socket buffer")
    #expect(await eventually(within: 20) { held.count == 16 })
    try await Task.sleep(for: .milliseconds(300))
    #expect(held.count == 16, "no more are read while 16 await their answers")
    held.releaseAll()
    #expect(await eventually(within: 20) { held.count == 16 }, "answered, it reads on")
    var answered = 0
    #expect(
      await eventually(within: 20) {
        answered += replies(client)
        return answered == 16
      })
    held.releaseAll()  // the rest go with the connection
  }

  @Test("a line never finished closes the connection with a reason; so does silence")
  func timeouts() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    var limits = PushListener.limits
    limits.firstLineTimeout = .milliseconds(300)
    limits.lineTimeout = .milliseconds(300)
    limits.idleTimeout = .milliseconds(300)
    let reports = Inbox<String>()
    let listener = try await PushListener.start(at: path, limits: limits) { report in
      reports.put(describe(report))
      if case .push(_, let answer) = report { answer.send(PushReply(ok: true, controls: 1)) }
    }
    defer { listener.closeNow() }

    let start = ContinuousClock.now
    let partial = exchange(Data(#"{"kind":"#.utf8), with: path)
    #expect(partial.closed, "closed, not held")
    #expect(partial.reply.contains("no complete line within 0.3 s: closing the connection"))
    #expect(ContinuousClock.now - start < .seconds(2))
    #expect(
      await reports.next() == "rejected no complete line within 0.3 s: closing the connection")

    let silent = exchange(Data(), with: path)
    #expect(silent.closed)
    #expect(silent.reply.contains("no complete line within 0.3 s"))
    _ = await reports.next()

    // A push answered, then silence: closed too.
    let idle = exchange(Data(#"{"all":true}"#.utf8 + [10]), with: path)
    #expect(idle.reply.hasPrefix(#"{"controls":1,"ok":true}"#))
    #expect(idle.closed)
  }

  @Test("a sender that stops sending still gets its answers, then the connection closes")
  func halfClosed() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    let listener = try await PushListener.start(at: path) { report in
      if case .push(_, let answer) = report {
        // Answered later, as the dashboard answers once its engine acted.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) {
          answer.send(PushReply(ok: true, controls: 2))
        }
      }
    }
    defer { listener.closeNow() }
    let result = exchange(
      Data(#"{"all":true}"#.utf8 + [10] + #"{"kind":"a.B"}"#.utf8), with: path, halfClose: true)
    #expect(
      result.reply == #"{"controls":2,"ok":true}"# + "\n" + #"{"controls":2,"ok":true}"# + "\n")
    #expect(result.closed)
  }

  @Test("past the connection limit a connection is told so and closed")
  func connectionLimit() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    var limits = PushListener.limits
    limits.maxConnections = 2
    let listener = try await PushListener.start(at: path, limits: limits) { _ in }
    defer { listener.closeNow() }
    let held = (0..<2).map { _ in openSocket(path) }
    defer { held.forEach { close($0) } }
    try await Task.sleep(for: .milliseconds(100))
    let third = exchange(Data(), with: path)
    #expect(third.reply.contains("too many connections (2 open)"))
    #expect(third.closed)
  }

  @Test("a dashboard that doesn't answer: spaces push gives up after its timeout")
  func senderTimeout() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    let listener = try await PushListener.start(at: path) { _ in }  // never answers
    defer { listener.closeNow() }
    let start = ContinuousClock.now
    await #expect(throws: PushSendError.noAnswer(path: path, timeout: .milliseconds(400))) {
      _ = try await PushSender.send(.all, to: path, timeout: .milliseconds(400))
    }
    #expect(ContinuousClock.now - start < .seconds(3))
  }

  @Test("a state server that doesn't answer: requests fail after the client's timeout")
  func clientTimeout() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("server.sock").path
    let silent = try await LocalSockets.listen(
      at: path, limits: StateServer.limits,
      callbacks: { LineConnection.Callbacks(line: { _, _ in }) })
    defer { silent.closeNow() }
    let client = StateServerClient(socketPath: path, device: "ipad", timeout: .milliseconds(300))
    defer { client.stop() }
    let start = ContinuousClock.now
    await #expect {
      try await client.set("timer", "running")
    } throws: { error in
      "\(error)".contains("the state server at \(path) didn't answer within 0.3 s")
    }
    #expect(ContinuousClock.now - start < .seconds(3))
  }
}

/// A connected socket to a path (or -1).
func openSocket(_ path: String) -> Int32 {
  let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
  let connected = LocalSockets.withAddress(of: path) { connect(descriptor, $0, $1) }
  if connected != 0 {
    close(descriptor)
    return -1
  }
  return descriptor
}
