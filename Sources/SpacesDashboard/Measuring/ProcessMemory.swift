import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The memory this process and its children used, from the kernel's own counters.
package enum ProcessMemory {
  /// This process's peak resident set size in KiB (`VmHWM` in `/proc/self/status`), or `nil`
  /// where there is no `/proc`.
  package static func peakResidentKiB() -> Int? {
    field("VmHWM:")
  }

  /// This process's resident set size now in KiB (`VmRSS`), or `nil` where there is no
  /// `/proc`.
  package static func residentKiB() -> Int? {
    field("VmRSS:")
  }

  /// The largest peak resident set size in KiB among the children waited for so far
  /// (`getrusage(RUSAGE_CHILDREN)`).
  package static func childrenPeakResidentKiB() -> Int? {
    var usage = rusage()
    #if os(Linux)
      guard getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage) == 0 else { return nil }
      return usage.ru_maxrss
    #else
      guard getrusage(RUSAGE_CHILDREN, &usage) == 0 else { return nil }
      return usage.ru_maxrss / 1024  // bytes on Darwin
    #endif
  }

  /// A `/proc/self/status` figure in KiB (`"VmHWM:"`, `"RssAnon:"` …), or `nil`.
  static func field(_ name: String) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix(name) {
      return Int(line.dropFirst(name.count).filter(\.isNumber))
    }
    return nil
  }
}
