import Foundation

#if !canImport(Darwin)
  extension FileManager {
    /// The app group's shared container, as on iOS: a folder under the dashboard's state directory.
    ///
    /// On iOS the widget extension and its app share data through this folder. SystemSpaces keeps
    /// each group at `<state-dir>/containers/<group identifier>/`, created on first use.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL?
    {
      let url = SystemHost.current.containerURL(forGroup: groupIdentifier)
      try? createDirectory(at: url, withIntermediateDirectories: true)
      return url
    }
  }
#endif
