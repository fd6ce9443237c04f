import Foundation

/// Finds and ends processes a test started that outlive it: a state server a dashboard started
/// in a session of its own, a dashboard whose pane is gone. Reads `/proc` (Linux); elsewhere
/// it finds nothing.
enum LeftoverProcesses {
  /// Whether a process runs (a zombie waiting for its parent counts as gone).
  static func isRunning(_ pid: pid_t) -> Bool {
    guard kill(pid, 0) == 0 else { return false }
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return true }
    let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
    return state != "Z" && state != "X"
  }

  /// Waits until none of `pids` runs; `false` if some still do after `timeout` seconds.
  static func waitUntilGone(_ pids: [pid_t], timeout: TimeInterval) async -> Bool {
    // Cancelled, it answers from one last look.
    (try? await Polling.until(timeout: timeout, every: .milliseconds(50)) {
      !pids.contains(where: isRunning)
    }) ?? !pids.contains(where: isRunning)
  }

  /// The processes, other than this one, whose command line contains `text`.
  static func mentioning(_ text: String) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.compactMap(pid_t.init).filter { pid in
      pid != getpid() && commandLine(of: pid).contains { $0.contains(text) }
    }
  }

  /// A process's arguments, its program name first (empty when it is gone).
  static func commandLine(of pid: pid_t) -> [String] {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
      return []
    }
    return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Sends SIGKILL to each pid (a negative one: the process group).
  static func forceKill(_ pids: [pid_t]) {
    for pid in pids { kill(pid, SIGKILL) }
  }

  /// `pids` and every process below them (a crashed program's backtracer, say), from each
  /// process's parent in `/proc/<pid>/stat`.
  static func withDescendants(_ pids: [pid_t]) -> [pid_t] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    var children: [pid_t: [pid_t]] = [:]
    for pid in entries.compactMap(pid_t.init) {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { continue }
      // After the name: the state, then the parent's pid.
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, let parent = pid_t(fields[1]) {
        children[parent, default: []].append(pid)
      }
    }
    var all = pids
    var index = 0
    while index < all.count {
      all += children[all[index]] ?? []
      index += 1
    }
    return all
  }

  /// Kills (SIGKILL) every process whose command line contains `text`, with the processes below
  /// them, and waits for them.
  static func killAll(mentioning text: String) async {
    let pids = withDescendants(mentioning(text))
    forceKill(pids)
    _ = await waitUntilGone(pids, timeout: 5)
  }
}
