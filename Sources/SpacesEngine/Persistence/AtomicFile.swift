import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writes files so that a crash leaves either the old or the new content, never a mix:
/// a temporary file in the same folder, `fsync`, `rename` over the target, `fsync` of the folder.
/// A file that can't be read is moved aside with a timestamp, never deleted.
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

  /// Replaces a file's content atomically.
  package static func write(_ data: Data, to url: URL) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let temporary = directory.appendingPathComponent(
      ".\(url.lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw Failure(path: temporary.path, reason: errnoText()) }
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

  /// Moves an unreadable file aside as `<name>.corrupt-<yyyyMMdd'T'HHmmss'Z'>` and returns the
  /// new location.
  package static func moveAside(_ url: URL, at date: Date) throws -> URL {
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
      throw Failure(path: url.path, reason: "can't move aside: \(errnoText())")
    }
    return target
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

/// `write(2)`. Outside `AtomicFile`, whose own `write(_:to:)` would shadow the C function, and
/// without a module name, so the same call resolves to Glibc, Musl or Darwin.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
