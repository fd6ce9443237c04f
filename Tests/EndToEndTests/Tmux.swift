import Foundation
import SpacesStateServer
import Testing

/// A private tmux server for one test (`tmux -L NAME`): its own socket, sessions and panes.
///
/// Made in a test, it is killed when the test ends (`Teardown`, the suite's `.teardown`
/// trait), and by the `Watchdog` should the test process die first.
struct Tmux {
  let name: String
  /// Who ends the server should this process die (`nil`: nobody).
  let watchdog: Watchdog?

  /// A server `tmux -L name` (started by `start(command:width:height:)`), watched by
  /// `watchdog` and killed when the running test ends.
  init(name: String, watchdog: Watchdog? = .shared) {
    self.name = name
    self.watchdog = watchdog
    watchdog?.watch(tmux: name)
    Teardown.add { [self] in await kill() }
  }

  static var isAvailable: Bool { which("tmux") != nil }

  /// The `spaces` binary built beside the test bundle, or the one `SPACES_E2E_BINARY` names
  /// (to run the end-to-end tests against another build: main's, to see a test fail there).
  static var spacesBinary: URL? {
    if let path = ProcessInfo.processInfo.environment["SPACES_E2E_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("spaces")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  /// Starts the real binary in a server `spaces-e2e-<name>-<pid>` with its own state
  /// directory; it prints `EXIT=<status>` when it ends.
  static func launchSpaces(
    _ name: String, width: Int, height: Int, environment: KeyValuePairs<String, String> = [:]
  ) async throws -> (Tmux, ScratchDirectory) {
    let binary = try #require(spacesBinary)
    let state = ScratchDirectory("spaces-e2e-\(name)")
    let tmux = Tmux(name: "spaces-e2e-\(name)-\(getpid())")
    try await tmux.start(
      command: command(binary, ["--state-dir", state.path], environment: environment),
      width: width, height: height)
    return (tmux, state)
  }

  static func which(_ tool: String) -> String? {
    for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(
      separator: ":")
    {
      let path = "\(dir)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
  }

  /// The shell command a pane runs: `binary` with `arguments` in a UTF-8 xterm-256color
  /// terminal without `NO_COLOR` (with `environment` added and the variables in `unsetting`
  /// removed), then
  /// `EXIT=<status>`, `afterExit`, and a long sleep that keeps the pane's last screen readable.
  static func command(
    _ binary: URL, _ arguments: [String], environment: KeyValuePairs<String, String> = [:],
    unsetting: [String] = [], afterExit: String = ""
  ) -> String {
    // `swift test` sets NO_COLOR=1 for the tests (its output is not a terminal); the pane is a
    // colour terminal unless a test asks for NO_COLOR itself.
    let variables =
      (["NO_COLOR"] + unsetting).map { "-u \($0)" }
      + ["TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8"]
      + environment.map { "\($0.key)=\($0.value)" }
    let words = ([binary.path] + arguments).map { "'\($0)'" }
    return "env \(variables.joined(separator: " ")) \(words.joined(separator: " ")); "
      + "echo EXIT=$?; \(afterExit)sleep 600"
  }

  /// What a pane runs after the dashboard to show the terminal's modes: `stty -a`, then a line
  /// `TerminalModes.end` says it printed them all.
  static let printModes = "stty -a; echo \(TerminalModes.end); "

  /// Runs a tmux command and returns what it printed. Output goes through a file and the child
  /// is reaped with waitpid (`ChildExit`, without holding a thread): a server started by
  /// new-session keeps inherited pipes open. `ChildProcess` starts tmux with a clean signal
  /// mask, so the server it forks can be stopped.
  @discardableResult
  func run(_ arguments: [String]) async -> String {
    guard let tmux = Tmux.which("tmux") else { return "" }
    let output = ScratchFiles.file("tmux-out")
    defer { try? FileManager.default.removeItem(at: output) }
    var options = ChildProcess.Options()
    options.standardOutput = .file(output.path)
    // What the server starts with, its panes get: a program that crashes in a pane prints its
    // backtrace and ends, instead of leaving Swift's interactive backtracer waiting on a
    // terminal that is gone.
    options.environment = ["SWIFT_BACKTRACE": "interactive=no"]
    guard let pid = try? ChildProcess.spawn(tmux, ["-L", name] + arguments, options: options),
      (try? await ChildExit.status(of: pid)) != nil
    else { return "" }
    return (try? String(contentsOf: output, encoding: .utf8)) ?? ""
  }

  func start(command: String, width: Int, height: Int) async throws {
    await run([
      "-f", "/dev/null", "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)",
      command,
    ])
  }

  func send(_ keys: String...) async { await run(["send-keys", "-t", "e2e"] + keys) }

  func capture() async -> String { await run(["capture-pane", "-p", "-t", "e2e"]) }

  /// The pane's whole history and screen, wrapped lines joined (`stty -a`'s words whole).
  func captureJoined() async -> String {
    await run(["capture-pane", "-p", "-J", "-S", "-", "-t", "e2e"])
  }

  /// The pid of the `binary` process running on `stateDirectory` in this server's pane (the
  /// dashboard, not the shell that started it nor a state server it started).
  func dashboardProcess(_ binary: URL, stateDirectory: String, timeout: TimeInterval = 10)
    async throws -> pid_t
  {
    var dashboard: pid_t?
    let found = try await Polling.until(timeout: timeout, every: .milliseconds(50)) {
      dashboard = LeftoverProcesses.mentioning(stateDirectory).first { pid in
        let words = LeftoverProcesses.commandLine(of: pid)
        return words.first == binary.path && !words.contains("server")
      }
      return dashboard != nil
    }
    guard found, let dashboard else {
      throw Timeout(waitingFor: "the dashboard's process", screen: await capture())
    }
    return dashboard
  }

  /// Ends the server and everything its panes ran, however the test went: `kill-server`
  /// (which hangs up the panes), then, after 5 s, SIGKILL for the server and each pane's
  /// process group if they are still there; the socket goes too. Tells the watchdog it's done.
  func kill() async {
    let listing = await run(["list-panes", "-a", "-F", "#{pid} #{pane_pid} #{socket_path}"])
    var server: pid_t?
    var panes: [pid_t] = []
    var socket: String?
    for line in listing.split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 2)
      guard fields.count == 3, let serverID = pid_t(fields[0]), let pane = pid_t(fields[1])
      else { continue }
      server = serverID
      panes.append(pane)
      socket = String(fields[2])
    }
    await run(["kill-server"])
    let everyone = panes + (server.map { [$0] } ?? [])
    if await !LeftoverProcesses.waitUntilGone(everyone, timeout: 5) {
      // A pane's shell leads its process group, with the dashboard in it.
      LeftoverProcesses.forceKill(panes.map { -$0 } + (server.map { [$0] } ?? []))
      _ = await LeftoverProcesses.waitUntilGone(everyone, timeout: 5)
    }
    if let socket { try? FileManager.default.removeItem(atPath: socket) }
    watchdog?.finished(name)
  }

  struct Timeout: Error, CustomStringConvertible {
    var waitingFor: String
    var screen: String
    var description: String { "timed out waiting for \(waitingFor); screen:\n\(screen)" }
  }

  /// Waits until the screen shows `text`.
  func waitFor(_ text: String, timeout: TimeInterval = 15) async throws {
    guard try await Polling.until(timeout: timeout, { await capture().contains(text) }) else {
      throw Timeout(waitingFor: text, screen: await capture())
    }
  }

  /// Waits until the screen shows `text` no more.
  func waitForAbsence(of text: String, timeout: TimeInterval = 15) async throws {
    guard try await Polling.until(timeout: timeout, { await !capture().contains(text) }) else {
      throw Timeout(waitingFor: "\(text) to go", screen: await capture())
    }
  }

  /// Waits until the screen matches the regular expression `pattern` (with something else
  /// than `other`, when given); returns what matched.
  func waitForMatch(_ pattern: String, other: String? = nil, timeout: TimeInterval = 15)
    async throws -> String
  {
    var match: String?
    let found = try await Polling.until(timeout: timeout) {
      let screen = await capture()
      match = screen.range(of: pattern, options: .regularExpression).map { String(screen[$0]) }
      return match != nil && match != other
    }
    guard found, let match else {
      let waitingFor = other.map { "\(pattern) other than \($0)" } ?? pattern
      throw Timeout(waitingFor: waitingFor, screen: await capture())
    }
    return match
  }
}
