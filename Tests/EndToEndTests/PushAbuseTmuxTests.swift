import Foundation
import SpacesStateServer
import Testing

/// The push socket of the real binary in tmux under abuse: a flood of valid pushes on one
/// connection, clients that never finish a line, a stopped dashboard, and payloads with
/// control characters.
@Suite(
  "End to end: pushes under abuse", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct PushAbuseTmuxTests {
  static let timerKind = "com.apple.Productivity.TimerToggle"

  /// A fresh state directory in /tmp (socket paths must stay under 108 bytes).
  private func stateDirectory() -> ScratchDirectory {
    ScratchDirectory("spaces-abuse", in: URL(fileURLWithPath: "/tmp", isDirectory: true))
  }

  /// The dashboard process running on a state directory (not a state server, not a push).
  static func dashboardPID(_ binary: URL, _ state: URL) async throws -> pid_t {
    var dashboard: pid_t?
    _ = try await Polling.until(timeout: 10) {
      dashboard = LeftoverProcesses.mentioning(state.path).first { pid in
        let words = LeftoverProcesses.commandLine(of: pid)
        return words.first == binary.path && !words.contains("server") && !words.contains("push")
      }
      return dashboard != nil
    }
    guard let dashboard else { throw Tmux.Timeout(waitingFor: "the dashboard's pid", screen: "") }
    return dashboard
  }

  /// A process's resident memory in KiB.
  static func residentKiB(_ pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      return Int(line.dropFirst(6).filter(\.isNumber))
    }
    return nil
  }

  /// A process's CPU time so far (user and system), in seconds.
  static func cpuSeconds(_ pid: pid_t) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // After the name: state is field 3; utime and stime are fields 14 and 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  @Test("a flood of pushes on one connection: nothing queues, frames stay under 60 a second")
  func flood() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url
    let tmux = Tmux(name: "spaces-flood-\(getpid())")
    let started = Date()
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path, "--stats"]), width: 130,
      height: 40)
    try await tmux.waitFor("Productivity Timer")
    let pid = try await Self.dashboardPID(binary, state)
    try await Task.sleep(for: .seconds(1))  // settled: its memory after the first frames
    let before = try #require(Self.residentKiB(pid))
    let socket = state.appendingPathComponent("push.sock").path
    let line = Data(#"{"kind":"\#(Self.timerKind)"}"#.utf8)

    // A flood that changes nothing on screen (the value stays), then one that does (the
    // inspector's event log).
    var sent = 0
    var busyAfter: [Double] = []
    for inspector in [false, true] {
      if inspector {
        await tmux.send("i")
        try await tmux.waitFor("value TimerToggle")
      }
      // The flood keeps a thread busy for 3 s: one of its own, not one of the pool's.
      let result = try #require(
        await OwnThread.run("push flood") {
          PushFlood.run(to: socket, line: line, for: .seconds(3))
        })
      sent += result.sent
      // Nothing left queued: once the flood stops, the dashboard soon sleeps.
      let cpu = try #require(Self.cpuSeconds(pid))
      try await Task.sleep(for: .seconds(2))  // the window CPU time is measured over
      busyAfter.append(try #require(Self.cpuSeconds(pid)) - cpu)
    }
    #expect(sent > 1000, "the flood ran")
    #expect(
      busyAfter.allSatisfy { $0 < 0.3 }, "CPU seconds in the 2 s after each flood: \(busyAfter)")
    let after = try #require(Self.residentKiB(pid))
    #expect(after - before < 8 * 1024, "memory \(before) KiB → \(after) KiB after the floods")

    await tmux.send("q")
    try await tmux.waitFor("EXIT=0", timeout: 60)
    let seconds = Date().timeIntervalSince(started)
    let screen = await tmux.capture()
    let presented = try #require(
      screen.split(separator: "\n").first { $0.hasPrefix("stats.frames.presented: ") }
        .flatMap { Int($0.split(separator: " ").last ?? "") }, "\(screen)")
    #expect(
      Double(presented) <= 62 * seconds,
      "\(presented) frames in \(Int(seconds)) s (\(sent) pushes)")
  }

  @Test("fifty clients that never finish a line are closed with a reason within seconds")
  func slowClients() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url
    let tmux = Tmux(name: "spaces-slow-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 130, height: 40)
    try await tmux.waitFor("Productivity Timer")
    let socketPath = state.appendingPathComponent("push.sock").path

    var clients: [Int32] = []
    defer { clients.forEach { close($0) } }
    for _ in 0..<50 {
      let descriptor = socket(
        AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      let connected = LocalSockets.withAddress(of: socketPath) { connect(descriptor, $0, $1) }
      #expect(connected == 0)
      _ = #"{"kind":"#.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
      clients.append(descriptor)
    }
    // Each is answered with the reason and closed, within the 5 s line timeout and a margin.
    var open = Set(clients)
    var replies: [Int32: String] = [:]
    var buffer = [UInt8](repeating: 0, count: 4096)
    _ = try await Polling.until(timeout: 10, every: .milliseconds(50)) {
      for descriptor in open {
        let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count > 0 {
          replies[descriptor, default: ""] += String(decoding: buffer[0..<count], as: UTF8.self)
        } else if count == 0 {
          open.remove(descriptor)
        }
      }
      return open.isEmpty
    }
    #expect(open.isEmpty, "\(open.count) of 50 slow clients still held after 10 s")
    #expect(
      replies.values.filter { $0.contains("no complete line within 5 s") }.count == 50,
      "\(Set(replies.values))")
    // The dashboard still takes pushes.
    let push = try await Spawn.run(
      binary, ["push", "--kind", Self.timerKind, "--state-dir", state.path], timeout: 20)
    #expect(push.status == 0, "\(push.stderr)")
  }

  @Test("spaces push to a stopped dashboard gives up after a few seconds, exit 1")
  func stoppedDashboard() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url
    let tmux = Tmux(name: "spaces-stopped-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 130, height: 40)
    try await tmux.waitFor("Productivity Timer")
    let pid = try await Self.dashboardPID(binary, state)
    #expect(kill(pid, SIGSTOP) == 0)
    defer { kill(pid, SIGCONT) }
    let start = Date()
    let push = try await Spawn.run(
      binary, ["push", "--kind", Self.timerKind, "--state-dir", state.path], timeout: 30)
    let seconds = Date().timeIntervalSince(start)
    #expect(!push.timedOut, "spaces push still waiting after 30 s")
    #expect(push.status == 1)
    #expect(push.stderr.contains("didn't answer within 5 s"), "\(push.stderr)")
    #expect(seconds < 15, "gave up after \(Int(seconds)) s")
  }

  @Test("control characters in push payloads never reach spaces.log raw")
  func controlCharactersInTheLog() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = stateDirectory()
    let state = scratch.url
    let tmux = Tmux(name: "spaces-escape-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 130, height: 40)
    try await tmux.waitFor("Productivity Timer")
    let socketPath = state.appendingPathComponent("push.sock").path
    for payload in [
      Data(#"{"kind":"com.x\u001b[2J\u0000Evil"}"#.utf8) + [10],
      Data([0x1B, 0x5B, 0x32, 0x4A, 0x00, 0x7B, 0x0A]),
    ] {
      let descriptor = socket(
        AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
      defer { close(descriptor) }
      _ = LocalSockets.withAddress(of: socketPath) { connect(descriptor, $0, $1) }
      _ = payload.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
      // The reply (or the close), within 5 s.
      var buffer = [UInt8](repeating: 0, count: 1024)
      _ = try await Polling.until(timeout: 5, every: .milliseconds(20)) {
        recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT)) >= 0
          || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
      }
    }
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    let log = try Data(contentsOf: state.appendingPathComponent("spaces.log"))
    #expect(!log.contains(0x1B), "no raw ESC in spaces.log")
    #expect(!log.contains(0x00), "no raw NUL in spaces.log")
    #expect(String(decoding: log, as: UTF8.self).contains("push rejected"))
  }
}
