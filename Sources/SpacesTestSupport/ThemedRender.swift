import Foundation
import SpacesEngine
import SpacesRender

/// Renders a dashboard state as golden tests compare it: a given theme, the pilot's virtual
/// clock in UTC, optionally with the device outline (`--frame`).
package enum ThemedRender {
  /// The built-in themes' names.
  package static var themeNames: [String] { ThemeLoader.builtInNames }

  /// The golden sizes every phone space is recorded at.
  package static let goldenSizes = [(80, 24), (120, 40), (200, 60)]

  /// The frame `state` draws in a theme (by built-in name or path) at `now`.
  package static func frame(
    _ state: DashboardState, themeName: String, now: Date, deviceFrame: Bool = false,
    asciiOnly: Bool = false
  ) throws -> Frame {
    try frame(
      state, theme: ThemeLoader.load(nameOrPath: themeName), now: now, deviceFrame: deviceFrame,
      asciiOnly: asciiOnly)
  }

  /// The frame `state` draws in `theme` at `now`.
  package static func frame(
    _ state: DashboardState, theme: Theme, now: Date, deviceFrame: Bool = false,
    asciiOnly: Bool = false
  ) -> Frame {
    var context = RenderContext(
      theme: theme, now: now, timeZone: TimeZone(identifier: "UTC")!, asciiOnly: asciiOnly,
      clockIsVirtual: true)
    context.deviceFrame = deviceFrame
    return DashboardRenderer.render(state, context: context)
  }
}
