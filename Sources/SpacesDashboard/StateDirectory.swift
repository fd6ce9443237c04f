import Foundation

/// Where the dashboard keeps its state: `--state-dir`, else `$XDG_STATE_HOME/spaces`, else
/// `~/.local/state/spaces` (a `@main` widget bundle's program: `apps/<program>` under it).
package enum StateDirectory {
  /// The default state directory's path under `spaces`: `nil` for the `spaces` command;
  /// `apps/<program>` for a `@main` widget bundle's program, so that its layout and containers
  /// don't mix with the sample apps'. Set once at start, before any command runs.
  nonisolated(unsafe) package static var appSubdirectory: String?

  /// The subdirectory a `@main` widget bundle's program keeps its state in.
  package static func appSubdirectory(forProgram program: String) -> String {
    "apps/" + (program.isEmpty || program.hasPrefix(".") ? "app" : program)
  }

  /// The default state directory for an environment (under `appSubdirectory` of it, if any).
  package static func defaultURL(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    appSubdirectory: String? = StateDirectory.appSubdirectory
  ) -> URL {
    let spaces: URL
    if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty {
      spaces = URL(fileURLWithPath: xdg).appendingPathComponent("spaces", isDirectory: true)
    } else {
      let home =
        environment["HOME"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.homeDirectoryForCurrentUser
      spaces = home.appendingPathComponent(".local/state/spaces", isDirectory: true)
    }
    guard let appSubdirectory else { return spaces }
    return spaces.appendingPathComponent(appSubdirectory, isDirectory: true)
  }

  /// Creates the directory if needed; throws a message naming it when that fails.
  package static func prepare(_ url: URL) throws -> URL {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw DataError("can't create the state directory \(url.path): \(error.localizedDescription)")
    }
    return url
  }
}
