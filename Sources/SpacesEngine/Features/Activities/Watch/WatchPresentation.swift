import SpacesKit

/// What a paired Apple Watch's Smart Stack shows of a Live Activity (watchOS 11 with iOS 18):
/// the app's name on its title row, then the activity's `.small` presentation when its
/// configuration declares `supplementalActivityFamilies([.small])`, else the Dynamic Island's
/// compact leading and trailing views side by side.
package struct WatchPresentation: Equatable, Sendable {
  /// The app that started the activity (its title row).
  package var appName: String
  /// The `.small` presentation (`nil`: not declared; the island's compact views show).
  package var smallView: ViewNode?

  package init(appName: String, smallView: ViewNode? = nil) {
    self.appName = appName
    self.smallView = smallView
  }
}
