import Foundation

/// Where this test process keeps the short-lived files its commands write (tmux's output, a
/// spawned program's): one directory, `<tmp>/spaces-e2e-output-<pid>-<unique>`, that the
/// `Watchdog` deletes when the process ends, however it ends. Each file is also removed as
/// soon as it has been read.
enum CommandOutputFiles {
  /// The directory, made at first use; the temporary directory itself when there is no
  /// watchdog to delete it.
  static let directory: URL = {
    let temporary = FileManager.default.temporaryDirectory
    guard let watchdog = Watchdog.shared else { return temporary }
    let directory = temporary.appendingPathComponent(
      "spaces-e2e-output-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    guard
      (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true))
        != nil
    else { return temporary }
    watchdog.watch(path: directory.path)
    return directory
  }()

  /// A new file's path in the directory, `<prefix>-<unique>` (not created).
  static func file(_ prefix: String) -> URL {
    directory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  }
}
