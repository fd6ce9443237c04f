import Foundation
import SpacesStateServer
import Synchronization
import Testing

/// A child starts clean whatever the spawning thread blocks or ignores: a blocked SIGTERM
/// passed on to a tmux server made `kill-server` a no-op and left servers behind.
@Suite struct ChildProcessTests {
  #if os(Linux)
    @Test("a child spawned from a thread that blocks SIGTERM and ignores SIGPIPE starts clean")
    func cleanSignalState() throws {
      let output = FileManager.default.temporaryDirectory.appendingPathComponent(
        "child-signals-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: output) }
      // SIGPIPE is ignored in this process anyway (SwiftNIO ignores it); the child must not be.
      signal(SIGPIPE, SIG_IGN)
      let status = Mutex<Result<Int32, any Error>?>(nil)
      let done = DispatchSemaphore(value: 0)
      let thread = Thread {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGTERM)
        sigaddset(&blocked, SIGHUP)
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        var options = ChildProcess.Options()
        options.standardOutput = .file(output.path)
        let result = Result {
          try ChildProcess.run(
            "/bin/sh", ["-c", "grep -E '^Sig(Blk|Ign):' /proc/self/status"], options: options)
        }
        status.withLock { $0 = result }
        done.signal()
      }
      thread.start()
      done.wait()
      let exit = try #require(status.withLock { $0 }).get()
      #expect(exit == 0)
      let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
      #expect(lines.count == 2, "\(lines)")
      // Signals 32 and 33 are glibc's own (below its SIGRTMIN): its posix_spawn ignores them in
      // the child, and a glibc program installs its handlers for them again at start.
      let glibcInternal: UInt64 = 1 << 31 | 1 << 32
      for line in lines {
        let mask = try #require(UInt64(line.split(separator: "\t").last ?? "", radix: 16))
        #expect(mask & ~glibcInternal == 0, "\(line)")
      }
    }
  #endif

  @Test("exit statuses and the signal that ended a child")
  func exitStatus() throws {
    #expect(try ChildProcess.run("/bin/sh", ["-c", "exit 3"]) == 3)
    #expect(try ChildProcess.run("/bin/sh", ["-c", "kill -TERM $$"]) == 128 + SIGTERM)
    #expect(throws: (any Error).self) { try ChildProcess.run("/nonexistent/program", []) }
  }

  @Test("standard output to a file, and the environment added to this process's")
  func outputAndEnvironment() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "child-env-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    var options = ChildProcess.Options()
    options.standardOutput = .file(output.path)
    options.environment = ["CHILD_PROCESS_TEST": "yes"]
    #expect(
      try ChildProcess.run("/bin/sh", ["-c", "echo $CHILD_PROCESS_TEST"], options: options) == 0)
    #expect(try String(contentsOf: output, encoding: .utf8) == "yes\n")
  }
}
