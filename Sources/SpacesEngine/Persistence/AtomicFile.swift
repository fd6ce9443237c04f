import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes files so that a crash leaves either the old or the new content, never a mix:
/// a temporary file in the same folder (`.<name>.tmp-<pid>-<random>`), `fsync`, `rename` over
/// the target, `fsync` of the folder. Reads tell a missing file from one that can't be read. A
/// file that can't be parsed is moved aside with a timestamp, never deleted; temporary files a
/// killed process left are removed at the next start (`removeStaleTemporaries`).
///
/// Plain POSIX calls, so Linux (Glibc, Musl) and Darwin share the code. On Darwin `fsync` only
/// hands the data to the drive, so the file is flushed with `fcntl(F_FULLFSYNC)` (falling back
/// to `fsync` where the file system doesn't support it), as Apple's `fsync(2)` recommends.
package enum AtomicFile {
  /// A write or move that failed, naming the file.
  package struct Failure: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }
  }

  /// What reading a file found.
  package enum Contents: Equatable, Sendable {
    /// There is no file (nor the folder it would be in).
    case missing
    /// The file's bytes.
    case data(Data)
    /// The file is there but can't be read; the reason is the system's ("Permission denied").
    case unreadable(reason: String)
  }

  /// Reads a whole file, telling a missing one from one that can't be read (a directory, no
  /// permission, a symbolic link loop…), which callers must keep rather than write over.
  package static func read(_ url: URL) -> Contents {
    let fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      return errno == ENOENT ? .missing : .unreadable(reason: errnoText())
    }
    defer { close(fd) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress!, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .unreadable(reason: errnoText())
      }
      if count == 0 { return .data(data) }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  /// Replaces a file's content atomically.
  package static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw Failure(path: directory.path, reason: "can't create the folder: \(describe(error))")
    }
    let temporary = directory.appendingPathComponent(
      "\(temporaryPrefix(for: url))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw Failure(path: url.path, reason: errnoText()) }
    var ok = data.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let written = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
    ok = ok && flushToDisk(fd)
    let reason = errnoText()
    close(fd)
    guard ok else {
      unlink(temporary.path)
      throw Failure(path: url.path, reason: reason)
    }
    guard rename(temporary.path, url.path) == 0 else {
      let reason = errnoText()
      unlink(temporary.path)
      throw Failure(path: url.path, reason: reason)
    }
    let dirfd = open(directory.path, O_RDONLY)
    if dirfd >= 0 {
      _ = flushToDisk(dirfd)
      close(dirfd)
    }
  }

  /// Moves a file that can't be parsed aside as `<name>.corrupt-<yyyyMMdd'T'HHmmss'Z'>` and
  /// returns the new location; throws (the system's reason) when it can't be moved.
  package static func moveAside(_ url: URL, at date: Date) throws(Failure) -> URL {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let stamp = String(
      format: "%04d%02d%02dT%02d%02d%02dZ", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0,
      c.minute ?? 0, c.second ?? 0)
    var target = url.deletingLastPathComponent().appendingPathComponent(
      "\(url.lastPathComponent).corrupt-\(stamp)")
    var n = 1
    while FileManager.default.fileExists(atPath: target.path) {
      n += 1
      target = url.deletingLastPathComponent().appendingPathComponent(
        "\(url.lastPathComponent).corrupt-\(stamp)-\(n)")
    }
    guard rename(url.path, target.path) == 0 else {
      throw Failure(path: url.path, reason: errnoText())
    }
    return target
  }

  /// Removes the temporary files that writes of these files left behind when their process
  /// was killed mid-write: only names of `write(_:to:)`'s own pattern, `.<name>.tmp-<pid>-<n>`,
  /// beside each file, and only where that process is gone. Returns the names removed.
  package static func removeStaleTemporaries(of files: [URL]) -> [String] {
    var removed: [String] = []
    for (directory, files) in Dictionary(grouping: files, by: { $0.deletingLastPathComponent() }) {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
      else { continue }
      let prefixes = files.map(temporaryPrefix(for:))
      for name in names.sorted() {
        guard let prefix = prefixes.first(where: name.hasPrefix),
          let pid = stalePID(in: name.dropFirst(prefix.count)), !isRunning(pid)
        else { continue }
        if unlink(directory.appendingPathComponent(name).path) == 0 { removed.append(name) }
      }
    }
    return removed
  }

  /// The start of a temporary file's name for a target: `.layout.json.tmp-`.
  private static func temporaryPrefix(for url: URL) -> String {
    ".\(url.lastPathComponent).tmp-"
  }

  /// The process identifier in the rest of a temporary file's name, `<pid>-<digits>`.
  private static func stalePID(in rest: Substring) -> pid_t? {
    let parts = rest.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil
    else { return nil }
    return pid
  }

  /// Whether a process runs (it may be another user's: then `kill` says EPERM).
  private static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// An error as the system words it: a Foundation error by the POSIX error underneath.
  static func describe(_ error: any Error) -> String {
    // Linux Foundation keeps the POSIX error as `any Error`, which `as? NSError` doesn't match.
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error {
      let posix = underlying as NSError
      if posix.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(posix.code))) }
    }
    return "\(error)"
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }

  /// Flushes a file's data to stable storage; `false` (with `errno` set) when that failed.
  private static func flushToDisk(_ fd: Int32) -> Bool {
    #if canImport(Darwin)
      if fcntl(fd, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(fd) == 0
  }
}

/// `read(2)`, beside `posixWrite` for the same reason.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// `write(2)`. Outside `AtomicFile`, whose own `write(_:to:)` would shadow the C function, and
/// without a module name, so the same call resolves to Glibc, Musl or Darwin.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
