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
    /// The executable's code (its `r-x` mappings: `.text` and the sections beside it), a part
    /// of `binary`.
    case binaryCode = "binary.code"
    /// The executable's read-only data (`r--`: its symbols, `.rodata`, unwind tables), a part
    /// of `binary`.
    case binaryReadOnly = "binary.read_only"
    /// The executable's writable data (`rw-`: metadata, `.data`, `.bss`, and ICU's data in a
    /// static build), a part of `binary`.
    case binaryWritable = "binary.writable"
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

  /// KiB resident in each group (`binary`'s parts are counted in `binary` too).
  var kibibytes: [Group: Int] = [:]

  init() {}

  /// Reads `smaps` text: each mapping's `Rss:` added to its group; `executable` is the path of
  /// the process's binary with its symbolic links resolved (as `smaps` names it).
  init(smaps: String, executable: String) {
    var group = Group.anonymous
    var part: Group?
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let first = fields.first else { continue }
      if first.contains("-"), first.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
        group =
          fields.count > 5
          ? Self.group(of: fields[5...].joined(separator: " "), executable: executable)
          : .anonymous
        part = group == .binary && fields.count > 1 ? Self.binaryPart(of: fields[1]) : nil
      } else if first == "Rss:", fields.count > 1, let value = Int(fields[1]) {
        kibibytes[group, default: 0] += value
        if let part { kibibytes[part, default: 0] += value }
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

  /// The part of the executable a mapping with these permissions (`r-xp`, `r--p`, `rw-p`) is.
  static func binaryPart(of permissions: Substring) -> Group {
    if permissions.dropFirst(2).first == "x" { return .binaryCode }
    return permissions.dropFirst().first == "w" ? .binaryWritable : .binaryReadOnly
  }

  /// Keeps each group's larger value.
  mutating func keepLarger(_ other: ResidentMemoryMap) {
    kibibytes.merge(other.kibibytes, uniquingKeysWith: max)
  }
}
