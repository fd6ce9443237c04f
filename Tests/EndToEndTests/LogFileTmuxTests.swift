import Foundation
import Testing

/// The dashboard's log file, from the real binary in tmux.
@Suite(
  "End to end: the log file", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .teardown, .takesTurns)
struct LogFileTmuxTests {
  @Test("startup, events and shutdown go to <state-dir>/spaces.log, the inspector shows its path")
  func logFile() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = ScratchDirectory("spaces-e2e-log")
    let state = scratch.url
    let tmux = Tmux(name: "spaces-e2e-log-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    try await tmux.waitFor("Violin")
    await tmux.send("Enter")
    try await tmux.waitFor("Running")
    await tmux.send("i")
    try await tmux.waitFor("\(state.lastPathComponent.suffix(8))/spaces.log")
    #expect(await tmux.capture().contains("│ log …"), "the path's beginning gives way")
    #expect(await !tmux.capture().contains("spaces: "), "nothing logged onto the screen")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    let log = try String(contentsOf: state.appendingPathComponent("spaces.log"), encoding: .utf8)
    let lines = log.split(separator: "\n")
    #expect(lines.first?.contains("info spaces: start") == true, "\(log)")
    #expect(
      lines.contains { $0.contains("info spaces: reload ") && $0.contains(" cause=added") },
      "\(log)")
    #expect(
      lines.contains { $0.contains("info spaces: value ") && $0.hasSuffix(" = Running") }, "\(log)")
    #expect(lines.last?.contains("info spaces: stop") == true, "\(log)")
    #expect(lines.last?.contains("status=0") == true)
  }

  @Test("a device dashboard logs to devices/NAME/spaces.log; the server it starts, to server.log")
  func deviceAndServerLogs() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = ScratchDirectory(
      "spaces-e2e-dlog", in: URL(fileURLWithPath: "/tmp", isDirectory: true))
    let state = scratch.url
    let tmux = Tmux(name: "spaces-e2e-dlog-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path, "--device", "ipad"]),
      width: 130, height: 40)
    try await tmux.waitFor("Productivity Timer")
    // The log file, not the inspector: on a loaded machine the line scrolls out of the
    // inspector behind the first reloads.
    try await DeviceLog(state: state, device: "ipad").waitFor("state server connected")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    let device = state.appendingPathComponent("devices/ipad/spaces.log")
    let log = (try? String(contentsOf: device, encoding: .utf8)) ?? ""
    #expect(log.split(separator: "\n").first?.contains("info spaces: start") == true, "\(log)")
    #expect(log.contains("info spaces: state server connected"), "\(log)")
    let server =
      (try? String(
        contentsOf: state.appendingPathComponent("server.log"), encoding: .utf8)) ?? ""
    #expect(server.contains("info server: state server listening at"), "\(server)")
    #expect(server.contains("info server: ipad connected"), "\(server)")
  }

  @Test("what the user types into Siri stays out of the log at the default level")
  func typedTextStaysOut() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = ScratchDirectory("spaces-e2e-siri-log")
    let state = scratch.url
    let tmux = Tmux(name: "spaces-e2e-siri-log-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    try await tmux.waitFor("Productivity Timer")
    await tmux.send("/")
    await tmux.send("-l", "Log a Meditation note")
    await tmux.send("Enter")
    try await tmux.waitFor("What's on your mind?")
    await tmux.send("-l", "my secret pw hunter2")
    await tmux.send("Enter")
    try await tmux.waitFor("Noted")
    await tmux.send("Escape")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    let log = try String(contentsOf: state.appendingPathComponent("spaces.log"), encoding: .utf8)
    #expect(log.contains("info spaces: answer Log Meditation Note: [redacted]"), "\(log)")
    #expect(!log.contains("hunter2"), "\(log)")
  }
}
