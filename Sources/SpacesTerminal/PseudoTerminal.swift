import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal whose master side is drained, and counted, on a helper thread.
///
/// Whatever is written to the slave side (`slave`) reaches the master side as a terminal
/// emulator would receive it (after the line discipline's output processing). A helper thread
/// reads it as it arrives, so a writer never blocks on a full buffer. `bytesUntilMark()` splits
/// the stream: it writes a marker through the slave and returns how many bytes arrived before
/// it, which attributes bytes exactly to what was written since the previous mark.
package final class PseudoTerminal: @unchecked Sendable {
  /// A DCS string no curses output contains.
  static let marker: [UInt8] = Array("\u{1B}P+spaces-meter-mark\u{1B}\\".utf8)

  /// The slave side's descriptor: hand it to the writer (curses).
  let slave: Int32
  /// The slave side's path (`/dev/pts/N`), for a child process to open as its terminal.
  package let slavePath: String

  private let master: Int32
  private let received = Mutex<(bytes: [UInt8], stop: Bool)>(([], false))
  private let arrived = DispatchSemaphore(value: 0)
  private let finished = DispatchGroup()
  private var isClosed = false

  /// Opens a pseudo-terminal of a size and starts draining it.
  package init(width: Int, height: Int) throws(TerminalError) {
    guard let api = PseudoTerminalAPI.load() else {
      throw .initializationFailed("the C library has no posix_openpt")
    }
    let master = api.openMaster(O_RDWR | O_NOCTTY)
    guard master >= 0 else {
      throw .initializationFailed("cannot open a pseudo-terminal (errno \(errno))")
    }
    var name = [CChar](repeating: 0, count: 256)
    guard api.grant(master) == 0, api.unlock(master) == 0,
      api.slaveName(master, &name, name.count) == 0
    else {
      let error = errno
      closeDescriptor(master)
      throw .initializationFailed("cannot set up a pseudo-terminal (errno \(error))")
    }
    let slave = open(name, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      let error = errno
      closeDescriptor(master)
      throw .initializationFailed("cannot open the pseudo-terminal's slave (errno \(error))")
    }
    var size = winsize(
      ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    self.master = master
    self.slave = slave
    slavePath = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    finished.enter()
    let thread = Thread { [self] in drain() }
    thread.name = "spaces.pty-drain"
    thread.start()
  }

  deinit { close() }

  /// Writes the marker through the slave and returns the bytes that arrived before it (since
  /// the previous mark); `nil` if the marker did not arrive within `timeout`.
  func bytesUntilMark(timeout: Duration = .seconds(5)) -> Int? {
    var written = 0
    while written < Self.marker.count {
      let result = Self.marker[written...].withUnsafeBytes {
        write(slave, $0.baseAddress, $0.count)
      }
      if result < 0, errno == EINTR { continue }
      guard result > 0 else { return nil }
      written += result
    }
    let deadline = ContinuousClock.now + timeout
    while true {
      let count = received.withLock { received -> Int? in
        guard let range = Self.range(of: Self.marker, in: received.bytes) else { return nil }
        received.bytes.removeSubrange(..<range.upperBound)
        return range.lowerBound
      }
      if let count { return count }
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else { return nil }
      let milliseconds = Int(remaining.components.seconds * 1000) + 1
      _ = arrived.wait(timeout: .now() + .milliseconds(min(milliseconds, 100)))
    }
  }

  /// Closes both sides and stops the helper thread. Idempotent.
  package func close() {
    guard !isClosed else { return }
    isClosed = true
    closeDescriptor(slave)
    received.withLock { $0.stop = true }
    finished.wait()
    closeDescriptor(master)
  }

  /// The helper thread: reads the master side until `close()`.
  private func drain() {
    defer { finished.leave() }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while !received.withLock({ $0.stop }) {
      descriptor.revents = 0
      let ready = poll(&descriptor, 1, 20)
      guard ready > 0 else { continue }
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      if count > 0 {
        received.withLock { $0.bytes.append(contentsOf: chunk[0..<count]) }
        arrived.signal()
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        // EIO: the slave is closed. Wait for `close()` without spinning.
        usleep(5_000)
      }
    }
  }

  /// The first range of `needle` in `haystack`.
  private static func range(of needle: [UInt8], in haystack: [UInt8]) -> Range<Int>? {
    guard haystack.count >= needle.count else { return nil }
    var start = 0
    while start + needle.count <= haystack.count {
      guard let first = haystack[start...].firstIndex(of: needle[0]) else { return nil }
      guard first + needle.count <= haystack.count else { return nil }
      if haystack[first..<(first + needle.count)].elementsEqual(needle) {
        return first..<(first + needle.count)
      }
      start = first + 1
    }
    return nil
  }
}

/// `close(2)`, callable where a `close()` method hides it.
private func closeDescriptor(_ descriptor: Int32) {
  _ = close(descriptor)
}

/// The C library's pseudo-terminal functions, which Swift's C library module hides (they are
/// declared only under `_XOPEN_SOURCE`); looked up by name.
private struct PseudoTerminalAPI {
  typealias OpenMaster = @convention(c) (Int32) -> Int32
  typealias Control = @convention(c) (Int32) -> Int32
  typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

  var openMaster: OpenMaster
  var grant: Control
  var unlock: Control
  var slaveName: SlaveName

  /// Looks the functions up in the running process; `nil` when one is missing.
  static func load() -> PseudoTerminalAPI? {
    guard let process = dlopen(nil, RTLD_NOW),
      let openMaster = dlsym(process, "posix_openpt"),
      let grant = dlsym(process, "grantpt"),
      let unlock = dlsym(process, "unlockpt"),
      let slaveName = dlsym(process, "ptsname_r")
    else { return nil }
    return PseudoTerminalAPI(
      openMaster: unsafeBitCast(openMaster, to: OpenMaster.self),
      grant: unsafeBitCast(grant, to: Control.self),
      unlock: unsafeBitCast(unlock, to: Control.self),
      slaveName: unsafeBitCast(slaveName, to: SlaveName.self))
  }
}
