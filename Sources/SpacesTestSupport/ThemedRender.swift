import Foundation
import SpacesEngine
import SpacesRender
import Testing

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

  /// Checks a state's frame in each built-in theme, with its SGR styles, against the goldens
  /// `ansi-<name>-<theme>` beside the calling test.
  package static func assertThemedGoldens(
    _ state: DashboardState, now: Date, named name: String, deviceFrame: Bool = false,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    for theme in themeNames {
      let frame = try frame(state, themeName: theme, now: now, deviceFrame: deviceFrame)
      GoldenFrame.assertMatches(
        ANSIText.render(frame), named: "ansi-\(name)-\(theme)", filePath: filePath,
        sourceLocation: sourceLocation)
    }
  }
}
