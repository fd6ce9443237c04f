import Foundation

/// Context switches per live thread of this process, from `/proc/self/task/*/status`, to say
/// which threads wake while the dashboard idles.
enum ThreadSwitches {
  /// Voluntary plus involuntary switches of each live thread, by thread id, with its name: of
  /// this process, or of the process whose `/proc/<pid>/task` directory `tasks` names.
  static func now(in tasks: String = "/proc/self/task") -> [Int: (name: String, switches: Int)] {
    guard let ids = try? FileManager.default.contentsOfDirectory(atPath: tasks) else {
      return [:]
    }
    var result: [Int: (name: String, switches: Int)] = [:]
    for id in ids {
      guard let tid = Int(id),
        let status = try? String(contentsOfFile: "\(tasks)/\(id)/status", encoding: .utf8)
      else { continue }
      var name = ""
      var switches = 0
      for line in status.split(separator: "\n") {
        if line.hasPrefix("Name:") {
          name = line.dropFirst(5).trimmingCharacters(in: .whitespaces)
        } else if line.hasPrefix("voluntary_ctxt_switches:")
          || line.hasPrefix("nonvoluntary_ctxt_switches:")
        {
          switches += Int(line.split(separator: ":").last?.filter(\.isNumber) ?? "") ?? 0
        }
      }
      result[tid] = (name, switches)
    }
    return result
  }

  /// The switches between two readings, grouped: the main thread, libdispatch's threads (its
  /// manager and the worker pool Swift concurrency runs on: names with "qos"), SwiftNIO's
  /// event loop, others; threads that ended in between are in `total` (`getrusage`) only.
  static func breakdown(
    from before: [Int: (name: String, switches: Int)],
    to after: [Int: (name: String, switches: Int)]
  ) -> [(group: String, switches: Int)] {
    var groups: [String: Int] = [:]
    let main = Int(getpid())
    for (tid, thread) in after {
      let delta = thread.switches - (before[tid]?.switches ?? 0)
      let group =
        tid == main
        ? "main"
        : thread.name.contains("qos")
          ? "dispatch" : thread.name.hasPrefix("NIO") ? "nio" : "other"
      groups[group, default: 0] += delta
    }
    return ["main", "dispatch", "nio", "other"].map { ($0, groups[$0] ?? 0) }
  }
}
