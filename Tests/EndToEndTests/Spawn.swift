import Foundation
import SpacesStateServer

/// Runs a program to its end with its output in files: posix_spawn and waitpid, like the tmux
/// helper. Foundation's `Process.waitUntilExit()` was seen to miss a child's exit for ten
/// minutes when other tests spawned processes at the same time.
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
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // Not the test process's sockets (SwiftNIO's aren't close-on-exec).
    InheritedDescriptors.closeAll(in: &actions)
    var cArgs = ([executable.path] + arguments).map { strdup($0) } + [nil]
    defer { cArgs.forEach { free($0) } }
    var pid: pid_t = 0
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    var cEnv = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { cEnv.forEach { free($0) } }
    let spawned = posix_spawn(&pid, executable.path, &actions, nil, &cArgs, &cEnv)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, and 128 + the signal for a signalled child.
    let exited = status & 0x7f == 0
    return Result(
      status: exited ? (status >> 8) & 0xff : 128 + (status & 0x7f),
      stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
      stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
  }
}
