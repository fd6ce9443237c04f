import Foundation

/// An append-only text file capped in size: past `limit` bytes it is rotated to `<name>.1`
/// (replacing an older one) and started anew, so a log never holds more than twice the limit.
/// Safe to write from any thread.
package final class LogFile: @unchecked Sendable {
  /// The file's path.
  package let url: URL
  /// The most bytes the file grows to before it is rotated.
  package let limit: Int
  private let lock = NSLock()
  private var handle: FileHandle
  private var size: Int

  /// The default cap: 1 MiB.
  package static let defaultLimit = 1 << 20

  /// Opens (creating or appending to) the file; throws a message naming it when it can't.
  package init(url: URL, limit: Int = LogFile.defaultLimit) throws {
    self.url = url
    self.limit = limit
    (handle, size) = try Self.open(url, limit: limit)
  }

  deinit { try? handle.close() }

  /// The rotated file's URL (`spaces.log.1`).
  package var rotatedURL: URL { URL(fileURLWithPath: url.path + ".1") }

  /// Appends a line (a newline is added), rotating first if the line would pass the limit.
  /// A failed write is dropped: logging never stops the dashboard.
  package func append(_ line: String) {
    let data = Data((line + "\n").utf8)
    lock.lock()
    defer { lock.unlock() }
    if size > 0, size + data.count > limit {
      try? handle.close()
      try? FileManager.default.removeItem(at: rotatedURL)
      try? FileManager.default.moveItem(at: url, to: rotatedURL)
      guard let reopened = try? Self.open(url, limit: limit) else { return }
      (handle, size) = reopened
    }
    do {
      try handle.write(contentsOf: data)
      size += data.count
    } catch {}
  }

  /// Opens a file for appending, rotating it first when it is already over the limit.
  private static func open(_ url: URL, limit: Int) throws -> (FileHandle, Int) {
    let manager = FileManager.default
    var size = ((try? manager.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
    if size >= limit {
      let rotated = URL(fileURLWithPath: url.path + ".1")
      try? manager.removeItem(at: rotated)
      try? manager.moveItem(at: url, to: rotated)
      size = 0
    }
    if !manager.fileExists(atPath: url.path) {
      guard manager.createFile(atPath: url.path, contents: nil) else {
        throw DataError("can't create the log file \(url.path)")
      }
    }
    guard let handle = FileHandle(forWritingAtPath: url.path) else {
      throw DataError("can't open the log file \(url.path) for writing")
    }
    size = Int((try? handle.seekToEnd()) ?? UInt64(size))
    return (handle, size)
  }
}
