import Foundation

/// Context switches of this process, every thread (also those that ended), from `getrusage`.
enum ContextSwitches {
  static func ofThisProcess() -> Int? {
    var usage = rusage()
    #if os(Linux)
      guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return nil }
    #else
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
    #endif
    return usage.ru_nvcsw + usage.ru_nivcsw
  }
}
