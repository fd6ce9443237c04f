import Foundation

/// Reads the process's resident set size (VmRSS) from `/proc/self/status`.
///
/// On systems without `/proc` (macOS) the reading is `nil`; callers report it as unknown.
package enum ResidentMemory {
  /// The resident set size in KiB, or `nil` when it can't be read.
  package static func currentKiB() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let digits = line.dropFirst(6).filter(\.isNumber)
      return Int(digits)
    }
    return nil
  }
}
