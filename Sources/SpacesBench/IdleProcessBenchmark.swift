import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesStateServer
import SpacesTerminal

/// An idle interactive `spaces` process, every thread of it counted: `spaces run` on a
/// pseudo-terminal at 200×60 (Control Center, the sample apps, nothing running), left to
/// settle, then watched over an idle stretch.
///
/// - `idle.process.context_switches_per_s`: the voluntary and involuntary context switches of
///   all its threads (`/proc/<pid>/task/*/status`) per second: each is a thread waking. The goal
///   is 0.2 a second (the minute clock); a note names the threads that woke;
/// - `idle.process.threads`: its threads then;
/// - `memory.session_process.rss`, `.peak_rss`: its resident memory then, and its peak
///   (`VmHWM`), with every sample app installed and the first frames drawn.
@MainActor
enum IdleProcessBenchmark {
  static func run(
    _ suite: BenchSuite, executable: URL, report: (BenchLine) -> Void
  ) async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-bench-idle-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let terminal: PseudoTerminal
    do {
      terminal = try PseudoTerminal(width: 200, height: 60)
    } catch {
      report(.note("idle.process: not measured (\(error))"))
      return
    }
    defer { terminal.close() }
    var options = ChildProcess.Options()
    options.standardInput = .file(terminal.slavePath)
    options.standardOutput = .file(terminal.slavePath)
    options.newSession = true
    options.environment["TERM"] = "xterm-256color"
    let pid = try ChildProcess.spawn(
      executable.path, ["run", "--state-dir", directory.path], options: options)
    defer {
      kill(pid, SIGTERM)
      _ = ChildProcess.waitForExit(pid)
    }
    // Start, the apps' first reloads, the first frames.
    await MainQueueSleep.sleep(for: .seconds(suite.quick ? 2 : 4))
    let seconds = suite.quick ? 3 : 20
    let task = "/proc/\(pid)/task"
    let before = ThreadSwitches.now(in: task)
    await MainQueueSleep.sleep(for: .seconds(seconds))
    let after = ThreadSwitches.now(in: task)
    guard !before.isEmpty, !after.isEmpty else {
      report(.note("idle.process: not measured (no \(task))"))
      return
    }
    var total = 0
    var byName: [String: Int] = [:]
    for (tid, thread) in after {
      let delta = thread.switches - (before[tid]?.switches ?? 0)
      total += delta
      byName[thread.name, default: 0] += delta
    }
    report(
      .figure(
        name: "idle.process.context_switches_per_s", value: Double(total) / Double(seconds),
        unit: "/s", decimals: 2))
    report(.count("idle.process.threads", after.count))
    let woke = byName.filter { $0.value > 0 }.sorted { $0.key < $1.key }
      .map { "\($0.key) \($0.value)" }
    report(
      .note(
        "idle.process: \(total) switches in \(seconds) s by thread: "
          + (woke.isEmpty ? "none" : woke.joined(separator: ", "))))
    if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) {
      let field = { (name: String) in
        status.split(separator: "\n").first { $0.hasPrefix(name) }
          .flatMap { Int($0.filter(\.isNumber)) }
      }
      if let rss = field("VmRSS:") {
        report(.mebibytes("memory.session_process.rss", kibibytes: rss))
      }
      if let peak = field("VmHWM:") {
        report(.mebibytes("memory.session_process.peak_rss", kibibytes: peak))
      }
    }
  }
}
