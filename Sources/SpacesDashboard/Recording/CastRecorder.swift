import Foundation
import SpacesKit
import SpacesRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes an asciicast v2 file (asciinema's format) of the frames the dashboard shows.
///
/// The first line is the header (`version` 2, `width`, `height`, `timestamp`, `env` with
/// `TERM` and `SHELL`, `title`); then one `[seconds, "o", data]` event per frame with the
/// bytes a terminal needs to show it: the first frame (and the one after a resize, which also
/// gets an `[seconds, "r", "WxH"]` event) clears the screen and draws every row, later ones
/// redraw only the rows that changed, each row whole, in SGR colours (`ANSIText`).
///
/// These are the frames, not the bytes curses wrote: ncurses writes with `write(2)` on the
/// terminal's descriptor, which can't be teed without putting the dashboard behind a
/// pseudo-terminal of its own. Replayed, the recording shows the same screens at the same times.
/// Safe to call from any thread.
package final class CastRecorder: @unchecked Sendable {
  /// The file written.
  package let url: URL
  private let lock = NSLock()
  private let handle: FileHandle
  private let start: ContinuousClock.Instant
  private let startDate: Date
  private let environment: [String: String]
  private var wroteHeader = false
  private var last: (width: Int, height: Int, rows: [String])?
  /// Events written (frames and resizes).
  package private(set) var eventCount = 0

  /// The terminal's size when the recording started: frames of another size before the first
  /// one of this size are skipped (the dashboard draws one at its default size before the
  /// terminal's first resize arrives).
  private var expectedSize: (width: Int, height: Int)?

  /// Creates (or truncates) the file now, so an unwritable path fails before the screen is
  /// touched; the header is written with the first frame recorded.
  package init(
    url: URL, terminalSize: (width: Int, height: Int)? = nil,
    environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = WallClock.now()
  ) throws {
    self.url = url
    expectedSize = terminalSize
    self.environment = environment
    startDate = now
    start = .now
    guard FileManager.default.createFile(atPath: url.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: url.path)
    else {
      throw RecordingError(path: url.path, reason: Self.reason(for: url))
    }
    self.handle = handle
  }

  deinit { try? handle.close() }

  /// Records a frame shown now.
  package func record(_ frame: Frame) {
    record(frame, at: (ContinuousClock.now - start).seconds)
  }

  /// Records a frame shown `seconds` after the recording started.
  package func record(_ frame: Frame, at seconds: Double) {
    lock.lock()
    defer { lock.unlock() }
    if let expectedSize {
      guard expectedSize.width == frame.width, expectedSize.height == frame.height else { return }
      self.expectedSize = nil
    }
    if !wroteHeader { writeHeader(width: frame.width, height: frame.height) }
    let rows = ANSIText.rows(frame)
    var data = ""
    if let last, last.width == frame.width, last.height == frame.height {
      for (index, row) in rows.enumerated() where row != last.rows[index] {
        data += "\u{1B}[\(index + 1);1H" + row
      }
      guard !data.isEmpty else { return }
    } else {
      if last != nil { writeEvent(seconds, "r", "\(frame.width)x\(frame.height)") }
      data = "\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[H" + rows.joined(separator: "\r\n")
    }
    last = (frame.width, frame.height, rows)
    writeEvent(seconds, "o", data)
  }

  /// Ends the recording: writes the header if no frame came, and flushes the file.
  package func finish() {
    lock.lock()
    defer { lock.unlock() }
    if !wroteHeader {
      writeHeader(width: expectedSize?.width ?? 80, height: expectedSize?.height ?? 24)
    }
    let seconds = (ContinuousClock.now - start).seconds
    writeEvent(seconds, "o", "\u{1B}[0m\u{1B}[?25h")
    try? handle.synchronize()
  }

  private func writeHeader(width: Int, height: Int) {
    wroteHeader = true
    var env: [String: String] = [:]
    for key in ["TERM", "SHELL"] { env[key] = environment[key] ?? "" }
    let header: [String: Any] = [
      "version": 2, "width": width, "height": height,
      "timestamp": Int(startDate.timeIntervalSince1970), "env": env, "title": Dashboard.commandName,
    ]
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: header, options: [.sortedKeys, .withoutEscapingSlashes])
    else { return }
    write(data + Data("\n".utf8))
  }

  private func writeEvent(_ seconds: Double, _ code: String, _ text: String) {
    guard
      let json = try? JSONSerialization.data(
        withJSONObject: [text], options: [.withoutEscapingSlashes]),
      var line = String(data: json, encoding: .utf8)
    else { return }
    // `[text]` encodes as `["…"]`: splice the time and code in front of the string.
    line.removeFirst()
    line = "[" + String(format: "%.6f", seconds) + ", \"\(code)\", " + line + "\n"
    eventCount += 1
    write(Data(line.utf8))
  }

  private func write(_ data: Data) {
    do { try handle.write(contentsOf: data) } catch {}
  }

  /// Why a file can't be created: it is a directory, its directory is missing, or it isn't
  /// writable.
  static func reason(for url: URL) -> String {
    let directory = url.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return "it is a directory"
    }
    if !FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory)
      || !isDirectory.boolValue
    {
      return "no such directory \(directory)"
    }
    return "permission denied"
  }
}

/// A recording that can't be written: exit status 73 (EX_CANTCREAT).
package struct RecordingError: Error, CustomStringConvertible {
  package var path: String
  package var reason: String
  package var description: String { "can't write the recording \(path): \(reason)" }
}

/// The size of the terminal on standard output, `nil` when it isn't one.
package func standardOutputSize() -> (width: Int, height: Int)? {
  var size = winsize()
  guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
  else { return nil }
  return (Int(size.ws_col), Int(size.ws_row))
}
