import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal a test owns: the test holds the master side and reads it only when it
/// chooses (a terminal that stops reading), a child process opens the slave side by its path.
/// Linux (the C library's `posix_openpt` family, looked up by name: Swift's C library module
/// hides them).
final class PseudoTerminalPair {
  /// The master side: what a terminal emulator reads and writes.
  let master: Int32
  /// The slave side's device path, for the child's standard streams.
  let slavePath: String
  /// The slave side, held open by the test so its modes can be read after the child ends.
  let slave: Int32

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Opens a pseudo-terminal of `width` × `height` cells.
  init(width: Int, height: Int) throws {
    typealias OpenMaster = @convention(c) (Int32) -> Int32
    typealias Control = @convention(c) (Int32) -> Int32
    typealias SlaveName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32
    guard let process = dlopen(nil, RTLD_NOW),
      let openMaster = dlsym(process, "posix_openpt"), let grant = dlsym(process, "grantpt"),
      let unlock = dlsym(process, "unlockpt"), let slaveName = dlsym(process, "ptsname_r")
    else { throw Failure(description: "no posix_openpt in the C library") }
    let master = unsafeBitCast(openMaster, to: OpenMaster.self)(O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw Failure(description: "posix_openpt: errno \(errno)") }
    var name = [CChar](repeating: 0, count: 256)
    guard unsafeBitCast(grant, to: Control.self)(master) == 0,
      unsafeBitCast(unlock, to: Control.self)(master) == 0,
      unsafeBitCast(slaveName, to: SlaveName.self)(master, &name, name.count) == 0
    else {
      Glibc.close(master)
      throw Failure(description: "cannot set up the pseudo-terminal: errno \(errno)")
    }
    let path = String(
      decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let slave = open(path, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      Glibc.close(master)
      throw Failure(description: "cannot open \(path): errno \(errno)")
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    self.master = master
    self.slave = slave
    slavePath = path
    resize(width: width, height: height)
  }

  /// Sets the size (the slave's foreground process group gets SIGWINCH).
  func resize(width: Int, height: Int) {
    var size = winsize(
      ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0,
      ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// The slave side's modes now.
  var modes: termios {
    var modes = termios()
    tcgetattr(slave, &modes)
    return modes
  }

  /// Reads what the master side has now, without waiting.
  func readAvailable() -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return result }
      result += chunk[0..<count]
    }
  }

  /// Closes both sides.
  func close() {
    Glibc.close(slave)
    Glibc.close(master)
  }
}
