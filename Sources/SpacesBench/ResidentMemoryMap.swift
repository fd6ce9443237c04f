import Foundation

/// Where a process's resident memory is, by what it belongs to, read from a copy of its
/// `/proc/<pid>/smaps` taken as it exits (`PeakMemoryReport` writes it beside the peak figures).
///
/// File-backed pages count when the process maps them: the kernel maps a faulted page's cached
/// neighbours too (fault-around, 64 KiB), so a library that is in the page cache counts for much
/// more than the code that ran. The groups say which images those pages are in.
struct ResidentMemoryMap: Equatable {
  /// What a mapping belongs to.
  enum Group: String, CaseIterable {
    /// The executable itself (its code, metadata and data).
    case binary
    /// The Swift runtime and its libraries (`libswift*`, `libdispatch`, `libBlocksRuntime`).
    case swiftRuntime = "swift_runtime"
    /// Foundation (`libFoundation*`, `lib_Foundation*` but ICU's).
    case foundation
    /// ICU's code and data (`lib_FoundationICU`).
    case icu
    /// The C library, the C++ library, ncurses, libpng, libjpeg and the rest.
    case systemLibraries = "system_libraries"
    /// Heap, stacks and other anonymous memory.
    case anonymous
  }

  /// KiB resident in each group.
  var kibibytes: [Group: Int] = [:]

  init() {}

  /// Reads `smaps` text: each mapping's `Rss:` added to its group; `executable` is the path of
  /// the process's binary with its symbolic links resolved (as `smaps` names it).
  init(smaps: String, executable: String) {
    var group = Group.anonymous
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let first = fields.first else { continue }
      if first.contains("-"), first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
        group =
          fields.count > 5
          ? Self.group(of: fields[5...].joined(separator: " "), executable: executable)
          : .anonymous
      } else if first == "Rss:", fields.count > 1, let value = Int(fields[1]) {
        kibibytes[group, default: 0] += value
      }
    }
  }

  /// The group of a mapping's path (or `[heap]`, `[stack]`…).
  static func group(of path: String, executable: String) -> Group {
    guard path.hasPrefix("/") else { return .anonymous }
    if path == executable { return .binary }
    let name = (path as NSString).lastPathComponent
    if name.hasPrefix("lib_FoundationICU") { return .icu }
    if name.hasPrefix("libFoundation") || name.hasPrefix("lib_Foundation")
      || name.hasPrefix("libCoreFoundation")
    {
      return .foundation
    }
    if name.hasPrefix("libswift") || name.hasPrefix("libdispatch")
      || name.hasPrefix("libBlocksRuntime")
    {
      return .swiftRuntime
    }
    return .systemLibraries
  }

  /// Keeps each group's larger value.
  mutating func keepLarger(_ other: ResidentMemoryMap) {
    kibibytes.merge(other.kibibytes, uniquingKeysWith: max)
  }
}
