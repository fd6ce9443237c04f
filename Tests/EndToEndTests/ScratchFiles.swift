import Foundation

/// Where this test process keeps its short-lived files (tmux's and spawned programs' output,
/// a paste, a broken theme): one directory, `<tmp>/spaces-e2e-files-<pid>-<unique>`, that the
/// `Watchdog` deletes when the process ends, however it ends. Each test also removes its files
/// as soon as it is done with them.
enum ScratchFiles {
  /// The directory, made at first use; the temporary directory itself when there is no
  /// watchdog to delete it.
  static let directory: URL = {
    let temporary = FileManager.default.temporaryDirectory
    guard let watchdog = Watchdog.shared else { return temporary }
    let directory = temporary.appendingPathComponent(
      "spaces-e2e-files-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return temporary
    }
    watchdog.watch(path: directory.path)
    return directory
  }()

  /// A new file's path in the directory, `<prefix>-<unique><suffix>` (not created).
  static func file(_ prefix: String, suffix: String = "") -> URL {
    directory.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
  }
}
