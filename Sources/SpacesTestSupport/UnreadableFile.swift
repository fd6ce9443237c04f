import Foundation

/// Ways to make a file unreadable that work as root too, where `chmod 000` stops no read: each
/// makes `open(2)` fail with a reason a test can expect.
package enum UnreadableFile: String, CaseIterable, Sendable, CustomStringConvertible {
  /// A directory where the file should be: EISDIR.
  case directory
  /// A symbolic link to itself: ELOOP.
  case symlinkLoop

  /// The reason the system gives for it.
  package var reason: String {
    switch self {
    case .directory: "Is a directory"
    case .symlinkLoop: "Too many levels of symbolic links"
    }
  }

  package var description: String { rawValue }

  /// Puts it at a path (whose folder is created).
  package func make(at url: URL) throws {
    let manager = FileManager.default
    try manager.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    switch self {
    case .directory:
      try manager.createDirectory(at: url, withIntermediateDirectories: false)
    case .symlinkLoop:
      try manager.createSymbolicLink(atPath: url.path, withDestinationPath: url.lastPathComponent)
    }
  }

  /// Whether it is still at a path, as made (nothing replaced it).
  package func isStill(at url: URL) -> Bool {
    let manager = FileManager.default
    switch self {
    case .directory:
      var isDirectory: ObjCBool = false
      return manager.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    case .symlinkLoop:
      return (try? manager.destinationOfSymbolicLink(atPath: url.path)) == url.lastPathComponent
    }
  }
}
