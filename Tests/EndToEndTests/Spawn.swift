import Foundation
import SpacesStateServer

/// Runs a program to its end with its output in files, through `ChildProcess` (posix_spawn and
/// waitpid, a clean signal mask). Foundation's `Process.waitUntilExit()` was seen to miss a
/// child's exit for ten minutes when other tests spawned processes at the same time.
enum Spawn {
  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    /// Whether it was killed for running past its timeout.
    var timedOut = false
    var stdout: String
    var stderr: String
  }

  /// Runs `executable` with `arguments`, standard input from /dev/null, in this process's
  /// environment with `environment` added (and `NO_COLOR` emptied unless it sets it). With a `timeout` (seconds), a child still running
  /// then is killed (SIGKILL) and `timedOut` is set. The wait holds no thread (`ChildExit`).
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    timeout: TimeInterval? = nil
  ) async throws -> Result {
    let out = ScratchFiles.file("spawn-out")
    let err = ScratchFiles.file("spawn-err")
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    var options = ChildProcess.Options()
    options.standardOutput = .file(out.path)
    options.standardError = .file(err.path)
    // `swift test` sets NO_COLOR=1 for the tests; an empty one is unset (no-color.org), so the
    // child draws in the theme it is asked for unless a test sets NO_COLOR itself.
    options.environment = ["NO_COLOR": ""].merging(environment) { $1 }
    let pid = try ChildProcess.spawn(executable.path, arguments, options: options)
    var timedOut = false
    var status = try await ChildExit.status(of: pid, timeout: timeout)
    if status == nil {
      timedOut = true
      kill(pid, SIGKILL)
      status = try await ChildExit.status(of: pid)
    }
    return Result(
      status: status ?? -1, timedOut: timedOut,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}
