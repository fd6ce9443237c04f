import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTerminal
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// A click on a Lock Screen Live Activity banner: its `✕` dismisses the activity, elsewhere the
/// banner is focused and tapped (its app opens).
@MainActor
@Suite("Mouse routing: Lock Screen Live Activity banners")
struct LiveActivityBannerMouseTests {
  @Test("a click on the ✕ dismisses the activity; on the banner it focuses and taps it")
  func clickBanner() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    // The Work Timer control starts the timer's Live Activity.
    await pilot.press(.enter, .character("2"))
    let state = pilot.state
    let context = RenderContext(theme: try ThemeLoader.defaultTheme(), now: pilot.now)
    let area = DashboardRenderer.areas(for: state).content
    let placement = try #require(
      LockScreenView.bannerPlacements(state: state, in: area, context: context).first)
    let id = placement.activity.id
    let close = LockScreenView.dismissRect(ofBanner: placement.rect)
    // The ✕ is drawn where the click lands.
    let rows = pilot.screen.split(separator: "\n", omittingEmptySubsequences: false)
    let row = Array(rows[close.y])
    #expect(String(row[close.x..<close.maxX]).contains("✕"), "\(rows[close.y])")
    let onClose = MouseEvent(x: close.x + 1, y: close.y, kind: .press)
    #expect(
      MouseRouting.actions(for: onClose, in: state, context: context)
        == [.liveActivityBanners(.dismiss(id))])
    let inside = MouseEvent(x: placement.rect.x + 3, y: placement.rect.y + 1, kind: .press)
    let stop = BannerFocus(activityID: id)
    #expect(
      MouseRouting.actions(for: inside, in: state, context: context)
        == [.liveActivityBanners(.focus(stop)), .liveActivityBanners(.press(stop))])
    for action in MouseRouting.actions(for: onClose, in: state, context: context) {
      pilot.engine.send(action)
    }
    await pilot.advance(by: 0)
    #expect(pilot.state.activities.isEmpty)
    #expect(!pilot.screen.contains("Work Timer"))
  }
}
