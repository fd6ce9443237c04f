import Foundation
import Testing

/// A layout file of 100,000 controls froze startup for two minutes, ignoring `q` and SIGTERM:
/// now the dashboard starts quickly, says that it shows at most 1,000 controls (the rest kept
/// in the file), and `q` or SIGTERM sent while it starts end it at once.
@Suite(
  "End to end in tmux: a 100,000-control layout", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct LargeLayoutTmuxTests {
  /// The controls the layout lists, the System app's in turn.
  static let modules = 100_000

  /// A state directory holding a version 2 `layout.json` that lists `modules` controls.
  static func stateWithHugeLayout(_ prefix: String) throws -> ScratchDirectory {
    let state = ScratchDirectory(prefix)
    try FileManager.default.createDirectory(at: state.url, withIntermediateDirectories: true)
    let kinds = ["Flashlight", "DarkMode", "AirplaneMode"].map { "com.systemspaces.System.\($0)" }
    let entries = (0..<modules).map { index in
      #"{"control":{"kind":"\#(kinds[index % kinds.count])"},"size":"small"}"#
    }
    let json =
      #"{"version":2,"controlCenter":["# + entries.joined(separator: ",")
      + #"],"lockScreen":[null,null],"actionButton":null}"#
    try Data(json.utf8).write(to: state.url.appendingPathComponent("layout.json"))
    return state
  }

  @Test("q pressed while it starts quits at once; the notice says how many controls it shows")
  func quitDuringStartup() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = try Self.stateWithHugeLayout("spaces-e2e-huge-q")
    let tmux = Tmux(name: "spaces-e2e-huge-q-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    // Started: the notice names the limit.
    try await tmux.waitFor("at most 1000", timeout: 30)
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0", timeout: 10)

    // Again, with q typed while the dashboard is still starting.
    let again = Tmux(name: "spaces-e2e-huge-q2-\(getpid())")
    try await again.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    try await Task.sleep(for: .milliseconds(300))
    await again.send("q")
    try await again.waitFor("EXIT=0", timeout: 20)
  }

  @Test("SIGTERM while it starts ends it (128 + 15)")
  func terminateDuringStartup() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = try Self.stateWithHugeLayout("spaces-e2e-huge-term")
    let tmux = Tmux(name: "spaces-e2e-huge-term-\(getpid())")
    try await tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    // The dashboard's own process (the pane's shell names the directory too, via `env`).
    var dashboard: pid_t?
    _ = try await Polling.until(timeout: 10, every: .milliseconds(50)) {
      dashboard = LeftoverProcesses.mentioning(state.path).first { pid in
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
          .hasPrefix("spaces") == true
      }
      return dashboard != nil
    }
    let pid = try #require(dashboard, "the dashboard didn't start")
    try await Task.sleep(for: .milliseconds(500))  // into its start, not past it
    kill(pid, SIGTERM)
    // Three fresh-clone CI runs in four (27 November 2026) found the dashboard still running
    // here: the termination deadline's SIGALRM handler had interrupted `malloc` on the main
    // thread and then allocated (a `String` path turned into a C string), waiting on malloc's
    // lock forever. The report below (threads, signals, stacks) is for a failure to come.
    do {
      try await tmux.waitFor("EXIT=143", timeout: 20)
    } catch {
      Issue.record("still running after SIGTERM:\n\(await Self.signalState(of: pid))")
      throw error
    }
  }

  /// A process's and its threads' run states, pending and blocked signals and what they wait
  /// in (`/proc`), for a process that outlived a termination signal.
  static func signalState(of pid: pid_t) async -> String {
    let keys = ["State:", "SigPnd:", "ShdPnd:", "SigBlk:", "SigIgn:", "SigCgt:"]
    func lines(_ path: String) -> [String] {
      ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n")
        .map(String.init).filter { line in keys.contains { line.hasPrefix($0) } }
    }
    var report = lines("/proc/\(pid)/status")
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for task in tasks.sorted() {
      let base = "/proc/\(pid)/task/\(task)"
      let name = (try? String(contentsOfFile: base + "/comm", encoding: .utf8)) ?? "?"
      let wait = (try? String(contentsOfFile: base + "/wchan", encoding: .utf8)) ?? "?"
      report.append(
        "thread \(task) \(name.trimmingCharacters(in: .whitespacesAndNewlines)) in \(wait)")
      report += lines(base + "/status").map { "  " + $0 }
    }
    // Each thread's stack, where a debugger is at hand.
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb"),
      let stacks = try? await Spawn.run(
        URL(fileURLWithPath: "/usr/bin/gdb"),
        ["-p", "\(pid)", "-batch", "-ex", "thread apply all bt 25"], timeout: 60)
    {
      report.append(stacks.stdout)
    }
    return report.joined(separator: "\n")
  }
}
