import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The paired watch's card on a wide Lock Screen: the most relevant activity, or the one whose
/// update's alert is showing, lit with the alert's title, as the watch alerts.
@MainActor
@Suite("Lock Screen: the paired watch's card follows the activity that alerts")
struct WatchSmartStackViewTests {
  private func activity(_ id: String, app: String, text: String, relevance: Double)
    -> LiveActivityState
  {
    LiveActivityState(
      id: id, attributesType: "\(app)Attributes", view: resolveViewNode(Text("\(app) banner")),
      startDate: VirtualClock.keynote, relevanceScore: relevance, staleDate: nil,
      hasEnded: false, dismissalDate: nil,
      watch: WatchPresentation(appName: app, smallView: resolveViewNode(Text(text))))
  }

  private func render(alert: ActivityAlert?) throws -> (Frame, [String]) {
    var state = DashboardState()
    state.size = TerminalSize(width: 160, height: 40)
    state.navigation.space = .lockScreen
    state.activities["ride"] = activity("ride", app: "Rides", text: "4 min", relevance: 50)
    state.activities["food"] = activity("food", app: "Food", text: "Order ready", relevance: 10)
    state.activityAlerts.current = alert
    let context = RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: VirtualClock.keynote,
      timeZone: TimeZone(identifier: "UTC")!)
    let frame = DashboardRenderer.render(state, context: context)
    return (frame, frame.text.components(separatedBy: "\n"))
  }

  @Test("without an alert the card shows the most relevant activity, unlit")
  func mostRelevant() throws {
    let (_, rows) = try render(alert: nil)
    let card = try #require(rows.firstIndex { $0.contains("Apple Watch") })
    #expect(rows[card + 1].contains("Rides"), "\(rows[card + 1])")
    #expect(rows[card].contains("╭"), "a plain border: \(rows[card])")
  }

  @Test("an alert brings its activity to the card, lit, with the alert's title")
  func alert() throws {
    let (frame, rows) = try render(
      alert: ActivityAlert(activityID: "food", title: "Order ready", body: "Pick it up"))
    let card = try #require(rows.firstIndex { $0.contains("Apple Watch") })
    #expect(rows[card + 1].contains("Food"), "\(rows[card + 1])")
    #expect(rows[card].contains("┏"), "the focus border: \(rows[card])")
    let bottom = try #require(rows[(card + 1)...].firstIndex { $0.contains("┗") })
    #expect(rows[bottom].contains("Order ready"), "\(rows[bottom])")
    let x = try #require((0..<frame.width).first { frame[$0, card].grapheme == "┏" })
    let theme = try ThemeLoader.defaultTheme()
    #expect(frame[x, card].style.foreground == theme.color(.focus))
  }
}
