import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The spaces whose own suites don't already record every golden size and theme — the Action
/// button, the Control Lab and Shortcuts — at 80×24, 120×40 and 200×60, as plain text and with
/// SGR styles in each built-in theme (Control Center, the Lock Screen and the Home Screen are
/// recorded by their phone suites). Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter SpaceGoldenMatrixTests`, then read every changed
/// file.
@MainActor
@Suite("Every space at every golden size and theme", .serialized)
struct SpaceGoldenMatrixTests {
  static let spaces: [Space] = [.actionButton, .controlLab, .shortcuts]

  /// Records one space at every size: the text frame, and the styled frame per theme; and checks
  /// that what a size can't show is marked, not cut silently.
  func record(_ space: Space) async throws {
    for (width, height) in ThemedRender.goldenSizes {
      let pilot = try await Pilot(
        apps: SampleCatalog.all, size: TerminalSize(width: width, height: height))
      defer { pilot.close() }
      await pilot.press(.character(space.key))
      #expect(pilot.state.navigation.space == space)
      let name = "matrix-\(space.rawValue)-\(width)x\(height)"
      let screen = pilot.screen
      let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(rows.count == height, "\(name): the frame fills the window")
      #expect(rows.allSatisfy { CellWidth.of(String($0)) <= width }, "\(name)")
      #expect(screen.contains(space.title) || screen.contains(space.shortTitle), "\(name)'s tab")
      GoldenFrame.assertMatches(screen, named: name)
      let plain = try ThemedRender.frame(pilot.state, themeName: "default", now: pilot.now)
      #expect(plain.text == screen, "\(name): default is what runs")
      try ThemedRender.assertThemedGoldens(pilot.state, now: pilot.now, named: name)
    }
  }

  @Test("the Action button: the button beside the canvas, its hint and last result")
  func actionButton() async throws { try await record(.actionButton) }

  @Test("the Control Lab: every control in every size and state, marked where it's cut")
  func controlLab() async throws { try await record(.controlLab) }

  @Test("Shortcuts: every app's App Shortcuts as tiles, grouped by app")
  func shortcuts() async throws { try await record(.shortcuts) }
}
