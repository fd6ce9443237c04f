import Foundation
import Testing

@testable import SpacesStateServer

@Suite("Push socket: messages, limits, permissions, stale sockets", .serialized)
struct PushListenerTests {
  @Test("messages parse into pushes; malformed ones say what is wrong")
  func parsing() throws {
    #expect(try PushRequest(json: Data(#"{"kind":"com.a.B"}"#.utf8)) == .kind("com.a.B"))
    #expect(try PushRequest(json: Data(#"{"token":"00AbFF"}"#.utf8)) == .token("00abff"))
    #expect(try PushRequest(json: Data(#"{"all":true}"#.utf8)) == .all)
    let bad: [(String, String)] = [
      ("hello", "not a JSON object: 'hello'"),
      ("[1]", "not a JSON object: '[1]'"),
      (#"{"kind":"a","all":true}"#, "give exactly one of kind, token or all"),
      (#"{"colour":"red"}"#, "unknown field 'colour' (use kind, token, all or activity)"),
      (#"{"kind":""}"#, "'kind' must be a non-empty string without spaces or control characters"),
      (
        #"{"kind":"a b"}"#, "'kind' must be a non-empty string without spaces or control characters"
      ),
      (
        #"{"kind":"a\u001b[31mb"}"#,
        "'kind' must be a non-empty string without spaces or control characters"
      ),
      ("\u{1B}[2J\u{0}", "not a JSON object: '?[2J?'"),
      (#"{"token":"xyz1"}"#, "'token' must be hexadecimal"),
      (#"{"all":false}"#, "'all' must be true"),
    ]
    for (line, reason) in bad {
      #expect(throws: PushRequestError(reason)) { try PushRequest(json: Data(line.utf8)) }
    }
    for request in [PushRequest.kind("k.K"), .token("0a"), .all] {
      #expect(try PushRequest(json: request.json) == request)
    }
  }

  @Test("Live Activity pushes parse as APNs' aps fields; bad ones name the field")
  func activityPushes() throws {
    let line = #"{"activity":"activity-1","content-state":{"stop":3,"line":"4"},"stale-date":10}"#
    let parsed = try PushRequest(json: Data(line.utf8))
    guard case .activity(let push) = parsed else {
      Issue.record("not an activity push: \(parsed)")
      return
    }
    #expect(push.activity == "activity-1")
    #expect(push.event == .update)
    #expect(push.contentState == Data(#"{"line":"4","stop":3}"#.utf8), "canonical: sorted keys")
    #expect(push.staleDate == 10)
    #expect(try PushRequest(json: parsed.json) == parsed)
    let end = try PushRequest(json: Data(#"{"activity":"ABCD","event":"end"}"#.utf8))
    #expect(end == .activity(ActivityPush(activity: "abcd", event: .end, contentState: nil)))
    let bad: [(String, String)] = [
      (#"{"activity":"a-1"}"#, "an update needs 'content-state'"),
      (#"{"activity":"a-1","event":"pause"}"#, "'event' must be update, end or start, not 'pause'"),
      (#"{"activity":"a-1","content-state":[1]}"#, "'content-state' must be a JSON object"),
      (
        #"{"activity":"a 1","event":"end"}"#,
        "'activity' must be an activity's identifier or push token"
      ),
      (#"{"activity":"a-1","event":"end","stale-date":"soon"}"#, "'stale-date' must be a number"),
    ]
    for (line, reason) in bad {
      #expect(throws: PushRequestError(reason)) { try PushRequest(json: Data(line.utf8)) }
    }
  }

  @Test("a push-to-start names a type (its case kept) with attributes and content state")
  func pushToStart() throws {
    let line =
      #"{"activity":"DeliveryAttributes","event":"start","attributes":{"order":"1042"},"#
      + #""content-state":{"minutes":12}}"#
    let parsed = try PushRequest(json: Data(line.utf8))
    #expect(
      parsed
        == .activity(
          ActivityPush(
            activity: "DeliveryAttributes", event: .start,
            contentState: Data(#"{"minutes":12}"#.utf8),
            attributes: Data(#"{"order":"1042"}"#.utf8))))
    #expect(try PushRequest(json: parsed.json) == parsed)
    let bad: [(String, String)] = [
      (#"{"activity":"T","event":"start","content-state":{}}"#, "a start needs 'attributes'"),
      (#"{"activity":"T","event":"start","attributes":{}}"#, "a start needs 'content-state'"),
      (
        #"{"activity":"a-1","attributes":{},"content-state":{}}"#,
        "'attributes' must be a JSON object, with event start"
      ),
    ]
    for (line, reason) in bad {
      #expect(throws: PushRequestError(reason)) { try PushRequest(json: Data(line.utf8)) }
    }
  }

  @Test("the socket is 0600 in a 0700 directory and delivers valid pushes")
  func deliversAndPermissions() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    let reports = Inbox<String>()
    let listener = try await PushListener.start(at: path) { report in
      reports.put(describe(report))
      if case .push(_, let answer) = report { answer.send(PushReply(ok: true, controls: 2)) }
    }
    let socketMode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]
    let directoryMode = try FileManager.default.attributesOfItem(atPath: directory.path)[
      .posixPermissions]
    #expect((socketMode as? Int) == 0o600)
    #expect((directoryMode as? Int) == 0o700)

    let reply = try await PushSender.send(
      .kind("com.example.Timer"), to: path, timeout: .seconds(30))
    #expect(reply == PushReply(ok: true, controls: 2))
    #expect(await reports.next() == "push kind com.example.Timer")
    await listener.close()
    #expect(!FileManager.default.fileExists(atPath: path), "closing removes the socket file")
  }

  @Test("malformed and oversized messages are rejected, answered, and their connection closed")
  func rejects() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    let reports = Inbox<String>()
    let listener = try await PushListener.start(at: path) { report in
      reports.put(describe(report))
      if case .push(_, let answer) = report { answer.send(PushReply(ok: true, controls: 1)) }
    }
    defer { listener.closeNow() }

    let malformed = exchange(Data("{nope\n".utf8), with: path)
    #expect(malformed.reply.contains(#""ok":false"#))
    #expect(malformed.reply.contains("not a JSON object"))
    #expect(malformed.closed)
    #expect(await reports.next() == "rejected not a JSON object: '{nope'")

    let oversized = exchange(Data(repeating: UInt8(ascii: "x"), count: 5000), with: path)
    #expect(oversized.reply.contains("message longer than 4096 bytes"))
    #expect(oversized.closed)
    #expect(await reports.next() == "rejected message longer than 4096 bytes")

    // A long line with its newline is rejected too; the listener still serves others.
    let long = Data(repeating: UInt8(ascii: "y"), count: 4097) + Data("\n".utf8)
    #expect(exchange(long, with: path).reply.contains("message longer than 4096 bytes"))
    #expect(await reports.next() == "rejected message longer than 4096 bytes")
    #expect(try await PushSender.send(.all, to: path, timeout: .seconds(30)).ok)
    #expect(await reports.next() == "push all controls")
  }

  @Test("a stale socket is replaced; a live one is refused; a plain file is moved aside")
  func claiming() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    // A socket file nobody listens on, as a crashed dashboard leaves it.
    let descriptor = socket(
      AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    let bound = LocalSockets.withAddress(of: path) { bind(descriptor, $0, $1) }
    #expect(bound == 0)
    close(descriptor)
    #expect(FileManager.default.fileExists(atPath: path))
    #expect(!LocalSockets.isListening(path))

    let listener = try await PushListener.start(at: path) { _ in }
    #expect(LocalSockets.isListening(path))
    await #expect(throws: LocalSocketError.inUse(path: path)) {
      _ = try await PushListener.start(at: path) { _ in }
    }
    #expect(LocalSockets.isListening(path), "the refused second listener left the first alone")
    await listener.close()

    try Data("not a socket".utf8).write(to: URL(fileURLWithPath: path))
    let again = try await PushListener.start(at: path) { _ in }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains { $0.hasPrefix("push.sock.not-a-socket-") })
    await again.close()
  }

  @Test("sending with no listener fails with no socket")
  func noListener() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("push.sock").path
    await #expect {
      _ = try await PushSender.send(.all, to: path)
    } throws: { error in
      if case LocalSocketError.noSocket = error { return true }
      return false
    }
  }
}
