#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads how many bytes the calling thread has passed to `write(2)` so far.
///
/// ncurses (6.1 and later) writes a frame with `write(2)` on the output FILE's descriptor,
/// bypassing stdio, so a counting `FILE` (`fopencookie`) never sees its bytes. What the kernel
/// counts per thread does: on Linux, `/proc/thread-self/io`'s `wchar`. Sampling it on the
/// curses thread before and after `doupdate` gives exactly the bytes ncurses wrote for a frame
/// (plus the one byte a signal handler may write to the wake pipe if a signal lands on that
/// thread meanwhile).
///
/// The file is opened by `init` and stays bound to the thread that opened it: create and use a
/// counter on one thread. Where there is no such file (macOS, no task I/O accounting) `init`
/// returns `nil` and callers report nothing.
final class ThreadWriteCounter {
  private let descriptor: Int32
  private var buffer = [UInt8](repeating: 0, count: 512)

  /// Opens the calling thread's I/O counters; `nil` when the platform has none.
  init?() {
    #if os(Linux)
      let descriptor = open("/proc/thread-self/io", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      self.descriptor = descriptor
      guard bytesWritten() != nil else { return nil }  // deinit closes the descriptor
    #else
      return nil
    #endif
  }

  deinit { close(descriptor) }

  /// The bytes this thread has written so far (`wchar`), or `nil` when the read failed.
  func bytesWritten() -> Int? {
    let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0 else { return nil }
    return Self.field("wchar", in: buffer[0..<count])
  }

  /// The number after `name:` in `/proc/…/io` text.
  static func field(_ name: String, in text: ArraySlice<UInt8>) -> Int? {
    let key = Array((name + ":").utf8)
    var index = text.startIndex
    while index < text.endIndex {
      let lineEnd = text[index...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
      let line = text[index..<lineEnd]
      if line.starts(with: key) {
        var value = 0
        var sawDigit = false
        for byte in line.dropFirst(key.count) {
          if byte == UInt8(ascii: " ") && !sawDigit { continue }
          guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { break }
          value = value * 10 + Int(byte - UInt8(ascii: "0"))
          sawDigit = true
        }
        return sawDigit ? value : nil
      }
      index = lineEnd < text.endIndex ? text.index(after: lineEnd) : lineEnd
    }
    return nil
  }
}
