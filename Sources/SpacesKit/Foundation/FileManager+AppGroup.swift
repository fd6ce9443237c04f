import Foundation

#if !canImport(Darwin)
  extension FileManager {
    /// The app group's shared container, as on iOS: a folder under the dashboard's state directory.
    ///
    /// On iOS the widget extension and its app share data through this folder. SystemSpaces keeps
    /// each group at `<state-dir>/containers/<group identifier>/`, created on first use. Outside
    /// a dashboard (app code run without its host) there is none: `nil`, as iOS answers an app
    /// without the app group's entitlement.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL?
    {
      guard let url = SystemHost.current.containerURL(forGroup: groupIdentifier) else {
        return nil
      }
      try? createDirectory(at: url, withIntermediateDirectories: true)
      return url
    }
  }
#endif
