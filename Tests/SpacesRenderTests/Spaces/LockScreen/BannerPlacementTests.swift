import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import Testing

/// A one-line Live Activity of a relevance.
private func activity(_ id: String, relevance: Double) -> LiveActivityState {
  LiveActivityState(
    id: id, attributesType: "TimerAttributes", view: .text(.verbatim(id)),
    startDate: Date(timeIntervalSince1970: 0), relevanceScore: relevance, staleDate: nil,
    hasEnded: false, dismissalDate: nil, island: nil)
}

/// Which Live Activity banners the Lock Screen has room for: the most relevant, and always the
/// one `Tab` focused.
@MainActor
@Suite("Lock Screen banner placement")
struct BannerPlacementTests {
  let activities = [
    activity("high", relevance: 90), activity("middle", relevance: 50),
    activity("low", relevance: 10),
  ]
  let area = Rect(x: 0, y: 0, width: 60, height: 20)

  /// The placed banners' activities, top first, with room for two one-line banners (3 rows
  /// each and one between).
  func placed(focused: String?) throws -> [String] {
    let renderer = ViewRenderer(
      context: RenderContext(theme: try ThemeLoader.defaultTheme(), now: .now))
    return LiveActivityBannersView.placements(
      activities, in: area, top: 10, bottom: 17, focused: focused, renderer: renderer
    ).map(\.activity.id)
  }

  @Test("the least relevant that don't fit are left out")
  func leftOut() throws {
    #expect(try placed(focused: nil) == ["high", "middle"])
  }

  @Test("the focused banner takes the place of the least relevant shown, so the focus shows")
  func focusedShows() throws {
    #expect(try placed(focused: "low") == ["high", "low"])
    #expect(try placed(focused: "middle") == ["high", "middle"])
  }
}
