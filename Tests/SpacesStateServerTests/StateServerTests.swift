import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesStateServer

@Suite("State server: values, pushes to other devices, reconnecting", .serialized)
struct StateServerTests {
  @Test("a change on one device pushes the other's tokens; values persist across restarts")
  func pushesAndReconnects() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let socket = directory.appendingPathComponent("server.sock").path
    let store = directory.appendingPathComponent("server-state.json")
    let limits = StateServer.testLimits
    var server = try await StateServer.start(socketPath: socket, storeURL: store, limits: limits)

    let phonePushes = Inbox<String>()
    let padPushes = Inbox<String>()
    let padConnection = Inbox<Bool>()
    let phone = StateServerClient(
      socketPath: socket, device: "iphone", timeout: .seconds(30),
      onPush: { phonePushes.put($0) })
    let pad = StateServerClient(
      socketPath: socket, device: "ipad", timeout: .seconds(30), onPush: { padPushes.put($0) },
      onConnectionChange: { padConnection.put($0) })
    defer {
      phone.stop()
      pad.stop()
    }
    try await phone.connect()
    try await pad.connect()
    #expect(await padConnection.next(within: 30) == true)
    phone.register(tokens: ["aa01"], for: "timer")
    pad.register(tokens: ["bb02", "bb03"], for: "timer")
    #expect(try await pad.get("timer") == nil, "never set")

    try await phone.set("timer", "running")
    #expect(await padPushes.next(within: 30) == "bb02")
    #expect(await padPushes.next(within: 30) == "bb03")
    #expect(try await pad.get("timer") == "running")
    #expect(await phonePushes.next(within: 0.3) == nil, "the changing device isn't pushed")

    server.stop()
    #expect(await padConnection.next(within: 30) == false)
    await #expect(throws: StateServerError.self) { _ = try await pad.get("timer") }
    await #expect(throws: StateServerError.self) { try await pad.set("timer", "x") }

    server = try await StateServer.start(socketPath: socket, storeURL: store, limits: limits)
    defer { server.stop() }
    #expect(await padConnection.next(within: 30) == true, "reconnected by itself")
    #expect(try await pad.get("timer") == "running", "the value persisted")
    // Tokens were registered again on reconnect.
    try await phone.connect()
    try await phone.set("timer", "stopped")
    #expect(await padPushes.next() == "bb02")
  }

  @Test("connections made at once: one is kept, and closing the others fails none of its requests")
  func racingConnects() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let socket = directory.appendingPathComponent("server.sock").path
    let server = try await StateServer.start(
      socketPath: socket, storeURL: directory.appendingPathComponent("state.json"))
    defer { server.stop() }
    for _ in 0..<5 {
      let connected = Inbox<Bool>()
      let client = StateServerClient(
        socketPath: socket, device: "ipad", onConnectionChange: { connected.put($0) })
      client.register(tokens: ["aa"], for: "timer")
      // As a reconnect and a value provider's fetch may both connect after a server restart.
      let failures = await withTaskGroup(of: Bool.self) { group in
        for _ in 0..<10 { group.addTask { (try? await client.connect()) == nil } }
        return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(failures == 0, "a raced connection failed the kept one's hello")
      #expect(await connected.next() == true, "the kept connection says so")
      #expect(try await client.get("timer") == nil)
      client.stop()
    }
  }

  @Test("bad requests get an error reply and the connection stays usable")
  func badRequests() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let socket = directory.appendingPathComponent("server.sock").path
    let server = try await StateServer.start(
      socketPath: socket, storeURL: directory.appendingPathComponent("state.json"))
    defer { server.stop() }
    let result = exchange(
      Data(#"{"id":1,"op":"fly"}"#.utf8 + [10] + #"{"id":2,"op":"get","key":"k"}"#.utf8 + [10]),
      with: socket, seconds: 1)
    #expect(result.reply.contains(#""error":"unknown op 'fly'""#))
    #expect(result.reply.contains(#"{"id":2,"ok":true}"#))
    let mode = try FileManager.default.attributesOfItem(atPath: socket)[.posixPermissions]
    #expect((mode as? Int) == 0o600)
  }

  @Test(
    "a connection closed before its hello fails the request at once, not after the timeout",
    .timeLimit(.minutes(1)))
  func closedBeforeHello() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let socket = directory.appendingPathComponent("server.sock").path
    // A server that gives up on each connection at once, as the real one does on a client
    // that said nothing for 5 s (a starved task between connecting and its hello).
    let closer = try ClosingListener(path: socket)
    let client = StateServerClient(socketPath: socket, device: "ipad", timeout: .seconds(10))
    defer { client.stop() }
    for _ in 0..<20 {
      await #expect(throws: StateServerError.self) { _ = try await client.get("timer") }
    }
    closer.stop()
    // No dead connection was kept: with a real server there, the next request is answered.
    let server = try await StateServer.start(
      socketPath: socket, storeURL: directory.appendingPathComponent("state.json"))
    defer { server.stop() }
    var value: String?? = .none
    for _ in 0..<100 where value == nil {
      value = try? await client.get("timer")
      if value == nil { try await Task.sleep(for: .milliseconds(20)) }
    }
    #expect(value == .some(nil), "answered: never set")
  }

  @Test("an idle server stops by itself")
  func idleExit() async throws {
    let directory = try socketDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let socket = directory.appendingPathComponent("server.sock").path
    let server = try await StateServer.start(
      socketPath: socket, storeURL: directory.appendingPathComponent("state.json"),
      exitWhenIdle: 0.2)
    try await server.closed?.get()
    #expect(!LocalSockets.isListening(socket))
  }
}
