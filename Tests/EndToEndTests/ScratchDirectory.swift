import Foundation

/// A test's own directory (a state directory, a recording's), removed afterwards together with
/// every process still running on it: a dashboard, a state server it started (each names the
/// directory on its command line). Made in a test, it is removed when the test ends
/// (`Teardown`).
struct ScratchDirectory {
  let url: URL

  /// A new path `<parent>/<prefix>-<unique>`, not created yet (the binary creates its state
  /// directory).
  init(_ prefix: String, in parent: URL = FileManager.default.temporaryDirectory) {
    url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    Teardown.add { [self] in await remove() }
  }

  var path: String { url.path }

  /// Kills what runs on the directory, then deletes it.
  func remove() async {
    await LeftoverProcesses.killAll(mentioning: path)
    try? FileManager.default.removeItem(at: url)
  }
}
