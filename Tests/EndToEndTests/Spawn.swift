import Foundation
import SpacesStateServer

/// Runs a program to its end with its output in files, through `ChildProcess` (posix_spawn and
/// waitpid, a clean signal mask). Foundation's `Process.waitUntilExit()` was seen to miss a
/// child's exit for ten minutes when other tests spawned processes at the same time.
enum Spawn {
  /// What a run printed and how it ended.
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// Runs `executable` with `arguments`, standard input from /dev/null, in this process's
  /// environment with `environment` added.
  static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:])
    throws -> Result
  {
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
    let status = try ChildProcess.run(executable.path, arguments, options: options)
    return Result(
      status: status,
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}
