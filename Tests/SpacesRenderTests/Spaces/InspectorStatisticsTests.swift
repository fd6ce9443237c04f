import Foundation
import SpacesEngine
import SpacesRender
import SpacesTestSupport
import Testing

/// The inspector shows the run loop's drawing counters only when the context carries them.
@MainActor
@Suite struct InspectorStatisticsTests {
  @Test func showsCountersWhenGiven() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.character("i"))
    let statistics = RenderStatistics(
      framesDrawn: 12, cellsWritten: 340, cellsSkipped: 35_660, bytesWritten: 4_800, wakeups: 31)
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: pilot.now,
      timeZone: TimeZone(identifier: "UTC")!, statistics: statistics)
    let text = DashboardRenderer.render(pilot.state, context: context).text
    #expect(text.contains("Drawing"))
    #expect(text.contains("frames 12 · wakeups 31"))
    #expect(text.contains("cells 340 written · 35660 skipped"))
    #expect(text.contains("bytes 4800 · 400/frame"))
    #expect(!pilot.screen.contains("Drawing"), "headless frames (golden files) show no counters")
  }
}
