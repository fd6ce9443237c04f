import Foundation
import Testing

/// A layout file of 100,000 controls froze startup for two minutes, ignoring `q` and SIGTERM:
/// now the dashboard starts quickly, says that it shows at most 1,000 controls (the rest kept
/// in the file), and `q` or SIGTERM sent while it starts end it at once.
@Suite(
  "End to end in tmux: a 100,000-control layout", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"))
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
  func quitDuringStartup() throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = try Self.stateWithHugeLayout("spaces-e2e-huge-q")
    defer { state.remove() }
    let tmux = Tmux(name: "spaces-e2e-huge-q-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    // Started: the notice names the limit.
    try tmux.waitFor("at most 1000", timeout: 30)
    tmux.send("q")
    try tmux.waitFor("EXIT=0", timeout: 10)

    // Again, with q typed while the dashboard is still starting.
    let again = Tmux(name: "spaces-e2e-huge-q2-\(getpid())")
    defer { again.kill() }
    try again.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    Thread.sleep(forTimeInterval: 0.3)
    again.send("q")
    try again.waitFor("EXIT=0", timeout: 20)
  }

  @Test("SIGTERM while it starts ends it (128 + 15)")
  func terminateDuringStartup() throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = try Self.stateWithHugeLayout("spaces-e2e-huge-term")
    defer { state.remove() }
    let tmux = Tmux(name: "spaces-e2e-huge-term-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command: Tmux.command(binary, ["--state-dir", state.path]), width: 120, height: 30)
    // The dashboard's own process (the pane's shell names the directory too, via `env`).
    let deadline = Date() + 10
    var dashboard: pid_t?
    while dashboard == nil, Date() < deadline {
      dashboard = LeftoverProcesses.mentioning(state.path).first { pid in
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
          .hasPrefix("spaces") == true
      }
      if dashboard == nil { Thread.sleep(forTimeInterval: 0.05) }
    }
    let pid = try #require(dashboard, "the dashboard didn't start")
    Thread.sleep(forTimeInterval: 0.5)
    kill(pid, SIGTERM)
    try tmux.waitFor("EXIT=143", timeout: 20)
  }
}
