import Foundation
import SpacesKit

/// The toggles pressed in one Live Activity banner, shown flipped at once as iOS shows them,
/// for as long as the activity still shows the view they were pressed in (its update replaces
/// them) and their intent runs.
package struct PressedToggles: Equatable, Sendable {
  /// The activity's view when they were pressed.
  package var view: ViewNode
  /// The state each pressed toggle shows, by element index.
  package var toggles: [Int: Bool] = [:]

  package init(view: ViewNode) { self.view = view }

  /// The state a pressed toggle shows while the activity still shows `current`.
  func value(of element: Int, on current: ViewNode) -> Bool? {
    current == view ? toggles[element] : nil
  }
}

extension DashboardState {
  /// The Lock Screen's activities as their banners show them: pressed toggles flipped until
  /// the activity's update lands.
  package var displayedBanners: [LiveActivityState] {
    activities.values.map { activity in
      guard let pressed = liveActivityBanners.pressedToggles[activity.id],
        pressed.view == activity.view, !pressed.toggles.isEmpty
      else { return activity }
      var shown = activity
      var counter = 0
      shown.view = activity.view.applying(pressed.toggles, pending: false, counter: &counter)
      return shown
    }
  }
}
