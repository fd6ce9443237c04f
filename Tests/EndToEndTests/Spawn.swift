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
  /// environment with `environment` added. With a `timeout` (seconds), a child still running
  /// then is killed (SIGKILL) and `timedOut` is set.
  static func run(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    timeout: TimeInterval? = nil
  ) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
    let out = directory.appendingPathComponent("spawn-out-\(UUID().uuidString)")
    let err = directory.appendingPathComponent("spawn-err-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    var options = ChildProcess.Options()
    options.standardOutput = .file(out.path)
    options.standardError = .file(err.path)
    options.environment = environment
    let pid = try ChildProcess.spawn(executable.path, arguments, options: options)
    var timedOut = false
    if let timeout {
      let deadline = Date().addingTimeInterval(timeout)
      var status: Int32 = 0
      while true {
        let reaped = waitpid(pid, &status, WNOHANG)
        if reaped == pid {
          return Result(
            status: status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f),
            stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
        }
        if reaped == -1, errno != EINTR { break }
        if Date() >= deadline {
          timedOut = true
          kill(pid, SIGKILL)
          break
        }
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
    let status = ChildProcess.waitForExit(pid)
    return Result(
      status: status, timedOut: timedOut,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}
