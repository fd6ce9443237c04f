import Foundation
import SpacesEngine
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The inspector wraps a long line (its detail is usually at the end) instead of cutting it,
/// and `W` widens it to half the window.
@MainActor
@Suite struct InspectorWrappingTests {
  @Test("a long line wraps at spaces, its continuation two columns in; a short one stays whole")
  func wrapping() {
    let line = "09:41:00 reload DoNotDisturb cause=interaction (queued behind a running reload)"
    let rows = InspectorView.wrapped(line, width: 30)
    #expect(rows.count > 1)
    #expect(rows.allSatisfy { CellWidth.of($0) <= 30 })
    #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(
      rows.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == line,
      "every word shows, none cut: \(rows)")
    #expect(InspectorView.wrapped("09:41:00 done", width: 30) == ["09:41:00 done"])
  }

  @Test("the newest events fill the panel, wrapped; the cause of a reload reads in full")
  func eventsWrap() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 120, height: 30))
    defer { pilot.close() }
    await pilot.press(.character("i"))
    for key in [KeyEvent.down, .right, .right, .enter] { await pilot.press(key) }
    await pilot.advance(by: 1)
    let panel = try #require(DashboardRenderer.areas(for: pilot.state).panel)
    let rows = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0)
    }
    let text = rows.map { String($0.dropFirst(panel.x)) }.joined(separator: "\n")
    #expect(text.contains("cause="), "\(text)")
    #expect(!text.contains("cause=inter…"), "no cause is cut: \(text)")
  }

  @Test("W opens the inspector half the window wide, W again back to its 44 columns")
  func widen() async throws {
    let pilot = try await Pilot(size: TerminalSize(width: 200, height: 40))
    defer { pilot.close() }
    await pilot.press(.character("W"))
    #expect(pilot.state.showsInspector)
    #expect(DashboardRenderer.areas(for: pilot.state).panel?.width == 100)
    await pilot.press(.character("W"))
    #expect(DashboardRenderer.areas(for: pilot.state).panel?.width == 44)
    await pilot.press(.character("i"))
    #expect(!pilot.state.showsInspector)
  }
}
