import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// Headless dashboard sessions for the benchmarks, each in its own temporary state directory
/// under one root that `remove()` deletes.
@MainActor
final class BenchWorkspace {
  /// The apps every session hosts.
  let apps: [HostedApp]
  /// The theme every session draws with.
  let theme: Theme
  /// The directory holding every session's state.
  let root: URL
  private var created = 0

  /// Creates the root directory.
  init(apps: [HostedApp], theme: Theme) throws {
    self.apps = apps
    self.theme = theme
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-bench-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
  }

  /// A new, empty state directory.
  func directory() throws -> URL {
    created += 1
    let url = root.appendingPathComponent("session-\(created)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A session with the apps, started and settled, as `spaces snapshot` makes one (virtual
  /// clock at 09:41 UTC, empty containers).
  func session(size: TerminalSize) async throws -> ScriptedSession {
    await ScriptedSession(apps: apps, stateDirectory: try directory(), size: size, theme: theme)
  }

  /// Deletes every session's state.
  func remove() {
    try? FileManager.default.removeItem(at: root)
  }
}
