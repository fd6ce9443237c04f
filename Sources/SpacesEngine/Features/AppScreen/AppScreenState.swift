import Foundation
import SpacesKit

/// An app's screen, presented when the app opens (an `OpenIntent`, an intent with
/// `openAppWhenRun`): its view as last resolved and the focused interactive element.
package struct AppScreenState: Equatable, Sendable {
  /// The app's name (the screen's title).
  package var app: String
  /// The app's view, resolved; `nil` until the first resolution comes back.
  package var view: ViewNode?
  /// The focused interactive element (an index of `view.interactiveElements`).
  package var focus = 0
  /// The URL the app was opened with (a view's `openURL`), if any.
  package var url: URL?

  /// A screen for an app whose view is still being resolved.
  package init(app: String, view: ViewNode? = nil, focus: Int = 0) {
    self.app = app
    self.view = view
    self.focus = focus
  }

  /// The interactive elements of the view (buttons, toggles, a Siri tip's ×, a Shortcuts
  /// link), in focus order.
  package var elements: [ViewNode] { view?.interactiveElements ?? [] }

  /// The keys the screen names, for its hint line (the dashboard's own `/`, `t`, `?` and `q`
  /// work over an app's screen too).
  package static let hint = "Tab focus  Enter/click press  Esc home  / Siri  t theme  q quit"
}
