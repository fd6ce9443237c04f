import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The Lock Screen's Live Activities: banners as wide as the phone (`PhoneCanvas`) stacked above
/// the control slots, in
/// the activity's tint, with the system's dismiss button in its colour and the stale and ended
/// states marked.
@MainActor
@Suite("Lock Screen: Live Activity banners as iOS lays them out")
struct LiveActivityBannersTests {
  /// A delivery app's Lock Screen presentation, as shipping code writes it.
  private func delivery(minutes: Int) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Label("Order #1042", systemImage: "bag.fill")
          .font(.headline)
        Spacer()
        Text("\(minutes) min")
      }
      Text("Your courier is on the way")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .padding(.horizontal)
    .activityBackgroundTint(.indigo)
    .activitySystemActionForegroundColor(.yellow)
  }

  private func activity(
    _ id: String, view: some View, isStale: Bool = false, hasEnded: Bool = false
  ) -> LiveActivityState {
    LiveActivityState(
      id: id, attributesType: "DeliveryAttributes", view: resolveViewNode(view),
      startDate: VirtualClock.keynote, staleDate: nil, isStale: isStale, hasEnded: hasEnded,
      dismissalDate: hasEnded ? VirtualClock.keynote.addingTimeInterval(60) : nil)
  }

  private func render(
    _ activities: [LiveActivityState], width: Int = 60, alert: ActivityAlert? = nil
  ) throws -> Frame {
    var state = DashboardState()
    state.activityAlerts.current = alert
    state.size = TerminalSize(width: width, height: 20)
    state.navigation.space = .lockScreen
    for activity in activities { state.activities[activity.id] = activity }
    return DashboardRenderer.render(state, context: try context())
  }

  /// The phone canvas of a Lock Screen in a 20-row window.
  private func phone(width: Int) -> Rect {
    PhoneCanvas(in: Rect(x: 0, y: 2, width: width, height: 17)).rect
  }

  private func context() throws -> RenderContext {
    RenderContext(
      theme: try ThemeLoader.defaultTheme(), now: VirtualClock.keynote,
      timeZone: TimeZone(identifier: "UTC")!)
  }

  @Test("one activity: the phone's width, at the bottom above the slots, with the system's ✕")
  func one() throws {
    let frame = try render([activity("a", view: delivery(minutes: 12))], width: 80)
    GoldenFrame.assertMatches(frame.text, named: "lock-screen-activity")
    let rows = frame.text.components(separatedBy: "\n")
    let top = try #require(rows.firstIndex { $0.contains("╭") && $0.contains("✕") })
    let phone = phone(width: 80)
    let row = Array(rows[top])
    #expect(
      row[phone.x + 2] == "╭" && row[phone.maxX - 3] == "╮", "the phone's width: \(rows[top])")
    #expect(rows[top + 3].contains("╰"), "two rows of content")
    #expect(rows[top + 5].contains("┏"), "the slots right under it: \(rows[top + 5])")
  }

  @Test("the banner is filled with activityBackgroundTint; ✕ takes the system action colour")
  func colours() throws {
    let context = try context()
    let frame = try render([activity("a", view: delivery(minutes: 12))], width: 80)
    let rows = frame.text.components(separatedBy: "\n")
    let top = try #require(rows.firstIndex { $0.contains("✕") })
    let cross = try #require(
      (0..<frame.width).first { frame[$0, top].grapheme == "✕" })
    #expect(frame[cross, top].style.foreground == context.theme.resolve(.yellow))
    let phone = phone(width: 80)
    #expect(frame[phone.x + 3, top + 1].style.background == context.theme.resolve(.indigo))
    #expect(frame[phone.maxX - 4, top + 2].style.background == context.theme.resolve(.indigo))

    let plain = try render([activity("b", view: Text("Boarding at gate B12"))], width: 80)
    let plainTop = try #require(
      plain.text.components(separatedBy: "\n").firstIndex { $0.contains("✕") })
    let plainCross = try #require(
      (0..<plain.width).first { plain[$0, plainTop].grapheme == "✕" })
    #expect(
      plain[plainCross, plainTop].style.foreground == context.theme.color(.secondary))
    #expect(
      plain[phone.x + 3, plainTop + 1].style.background == context.theme.color(.background))
  }

  @Test("stale and ended activities say so on their border, their content dimmed")
  func staleAndEnded() throws {
    let frame = try render([
      activity("a", view: delivery(minutes: 3), isStale: true),
      activity("b", view: Text("Delivered at 9:38"), hasEnded: true),
    ])
    GoldenFrame.assertMatches(frame.text, named: "lock-screen-activity-stale-ended")
    let rows = frame.text.components(separatedBy: "\n")
    let stale = try #require(rows.firstIndex { $0.contains(" Stale ") })
    let ended = try #require(rows.firstIndex { $0.contains(" Ended ") })
    #expect(stale < ended, "in the order they started")
    #expect(frame[phone(width: 60).x + 6, ended + 1].style.attributes.contains(.dim))
  }

  @Test("an alert lights its activity's banner with the alert's title and body")
  func alert() throws {
    let frame = try render(
      [activity("a", view: delivery(minutes: 2))], width: 80,
      alert: ActivityAlert(activityID: "a", title: "Almost there", body: "2 stops away"))
    GoldenFrame.assertMatches(frame.text, named: "lock-screen-activity-alert")
    let rows = frame.text.components(separatedBy: "\n")
    #expect(rows.contains { $0.contains("┏") && $0.contains("Almost there · 2 stops away") })
  }
}
