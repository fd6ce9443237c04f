import Foundation

/// Where the dashboard keeps its state: `--state-dir`, else `$XDG_STATE_HOME/spaces`, else
/// `~/.local/state/spaces`.
public enum StateDirectory {
  /// The default state directory for an environment.
  public static func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    if let xdg = environment["XDG_STATE_HOME"], !xdg.isEmpty {
      return URL(fileURLWithPath: xdg).appendingPathComponent("spaces", isDirectory: true)
    }
    let home =
      environment["HOME"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appendingPathComponent(".local/state/spaces", isDirectory: true)
  }

  /// Creates the directory if needed; throws a message naming it when that fails.
  public static func prepare(_ url: URL) throws -> URL {
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw DataError("can't create the state directory \(url.path): \(error.localizedDescription)")
    }
    return url
  }
}

/// A problem with data the user gave (a file, a directory): exit status 65.
public struct DataError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
