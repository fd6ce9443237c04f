import Foundation

/// A test's own directory (a state directory, a recording's), removed afterwards together with
/// every process still running on it: a dashboard, a state server it started (each names the
/// directory on its command line). Made in a test, it is removed when the test ends
/// (`Teardown`), and by the `Watchdog` should the test process die first.
struct ScratchDirectory {
  let url: URL
  /// Who removes the directory should this process die (`nil`: nobody).
  let watchdog: Watchdog?

  /// A new path `<parent>/<prefix>-<unique>`, not created yet (the binary creates its state
  /// directory).
  init(
    _ prefix: String, in parent: URL = FileManager.default.temporaryDirectory,
    watchdog: Watchdog? = .shared
  ) {
    url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    self.watchdog = watchdog
    watchdog?.watch(path: url.path)
    Teardown.add { [self] in await remove() }
  }

  var path: String { url.path }

  /// Kills what runs on the directory, then deletes it.
  func remove() async {
    await LeftoverProcesses.killAll(mentioning: path)
    try? FileManager.default.removeItem(at: url)
    watchdog?.finished(path)
  }
}
