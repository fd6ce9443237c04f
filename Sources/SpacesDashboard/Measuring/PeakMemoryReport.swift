import Foundation

/// Writes this process's peak resident memory to a file as it exits, when the bench asks.
///
/// A spawned child's `ru_maxrss` (from `wait4` or `getrusage`) includes its parent's peak: the
/// kernel folds the memory a process had before `exec` into it, and a `posix_spawn`ed child's
/// is the parent's. `VmHWM` counts only the image after `exec`. So `spaces bench` sets
/// `SPACES_PEAK_RSS_FILE` for the processes it measures, and each writes there at exit one line
/// of three decimal KiB figures: its `VmHWM`, and of its resident memory then, the anonymous
/// part (`RssAnon`: heap and stacks) and the file-backed part (`RssFile`: the pages of the
/// binary, the Swift runtime, Foundation and ICU's data that it touched); beside it, in the
/// file named with `.smaps` added, a copy of its `/proc/self/smaps`, which the bench sorts by
/// image (the binary, the runtime, Foundation, ICU, the other libraries, the heap).
package enum PeakMemoryReport {
  /// The environment variable naming the file.
  package static let environmentKey = "SPACES_PEAK_RSS_FILE"

  /// Arranges the write at exit if the environment asks for it; otherwise does nothing.
  package static func installIfRequested() {
    guard ProcessInfo.processInfo.environment[environmentKey] != nil else { return }
    atexit { PeakMemoryReport.write() }
  }

  private static func write() {
    guard let path = getenv(environmentKey).map({ String(cString: $0) }),
      let peak = ProcessMemory.peakResidentKiB()
    else { return }
    let anonymous = ProcessMemory.field("RssAnon:") ?? 0
    let file = ProcessMemory.field("RssFile:") ?? 0
    try? "\(peak) \(anonymous) \(file)\n".write(toFile: path, atomically: false, encoding: .utf8)
    // Read to its end: `String(contentsOfFile:)` stops at the first page of a /proc file.
    if let smaps = FileHandle(forReadingAtPath: "/proc/self/smaps")?.readDataToEndOfFile() {
      _ = FileManager.default.createFile(atPath: path + ".smaps", contents: smaps)
    }
  }
}
