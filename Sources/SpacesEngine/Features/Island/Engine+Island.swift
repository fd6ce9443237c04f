import Foundation
import SpacesKit

extension Engine {
  /// Opens the app that declares a Live Activity's attributes type with a URL.
  func openActivityApp(_ attributesType: String, with url: URL) {
    openApp(apps.activityApps[attributesType], with: url)
  }
}
