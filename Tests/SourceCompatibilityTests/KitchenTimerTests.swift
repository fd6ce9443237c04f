import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// The kitchen timer: a Live Activity whose Lock Screen banner has a `Button(intent:)` (Pause /
/// Resume), a `Toggle(isOn:intent:)` (the alarm sound) and a `widgetURL`, written as shipping
/// apps write it; the banner is used from the keyboard as the phone's is by touch.
@MainActor
@Suite("Source compatibility: a kitchen timer Live Activity used from the Lock Screen")
struct KitchenTimerTests {
  /// A dashboard with the Pasta timer started and the Lock Screen showing.
  private func started() async throws -> Pilot {
    let pilot = try await Pilot(apps: [HostedApp(bundle: KitchenWidgetsBundle.self)])
    try await pilot.type("Enter wait:1s 2")
    #expect(pilot.state.activities.count == 1)
    return pilot
  }

  /// The text of the reversed cells of a frame (the focused element).
  private func reversedText(_ frame: Frame) -> String {
    var text = ""
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame[x, y].style.attributes.contains(.reverse) {
        if let grapheme = frame[x, y].grapheme { text.append(grapheme) }
      }
    }
    return text.trimmingCharacters(in: .whitespaces)
  }

  @Test("Tab reaches the banner, then its Pause button (drawn reversed); Enter pauses the timer")
  func pauseFromTheLockScreen() async throws {
    let pilot = try await started()
    defer { pilot.close() }
    #expect(pilot.screen.contains("Pasta"), "\(pilot.screen)")
    // The second slot, then the banner, then its first button.
    try await pilot.type("Tab Tab")
    #expect(pilot.state.focusedBanner?.element == nil)
    try await pilot.type("Tab")
    #expect(pilot.state.focusedBanner?.element == 0)
    #expect(reversedText(pilot.frame).contains("Pause"), "\(reversedText(pilot.frame))")
    GoldenFrame.assertMatches(pilot.screen, named: "kitchen-banner-focused-button")
    try await pilot.type("Enter wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("Paused 9 min") || screen.contains("Paused 10 min"), "\(screen)")
    #expect(screen.contains("Resume"), "the button's label follows the update")
    #expect(pilot.eventLines.contains { $0.contains("perform Pause Timer") })
  }

  @Test("the toggle runs its intent with the new value; the banner shows it")
  func toggleSound() async throws {
    let pilot = try await started()
    defer { pilot.close() }
    try await pilot.type("Tab Tab Tab Tab Enter wait:1s")
    let record = try #require(pilot.engine.host.activities.all.first)
    let state = try #require(record.state as? KitchenTimerAttributes.ContentState)
    #expect(!state.alarmSound, "the alarm sound turned off")
  }

  @Test("Enter on the banner itself opens the Kitchen app with its widgetURL")
  func widgetURL() async throws {
    let pilot = try await started()
    defer { pilot.close() }
    try await pilot.type("Tab Tab Enter wait:1s")
    #expect(
      pilot.eventLines.contains { $0.contains("Kitchen: opened kitchen://timer/pasta") },
      "\(pilot.eventLines.suffix(5))")
  }

  @Test("x on the banner dismisses it: gone from the Lock Screen and the island; .dismissed")
  func dismiss() async throws {
    let pilot = try await started()
    defer { pilot.close() }
    let activity = try #require(
      pilot.engine.host.runSync { Activity<KitchenTimerAttributes>.activities.first })
    let states = activity.activityStateUpdates
    try await pilot.type("Tab Tab x")
    #expect(pilot.state.activities.isEmpty)
    // Below the status bar and the toast's row (the toast still says the timer started).
    let space = pilot.screen.components(separatedBy: "\n").dropFirst(2).joined(separator: "\n")
    #expect(!space.contains("Pasta"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Dismissed the KitchenTimerAttributes Live Activity"))
    #expect(pilot.engine.host.runSync { activity.activityState } == .dismissed)
    // Only read the sequence once the activity is gone: otherwise it would never end.
    guard pilot.engine.host.activities.all.isEmpty else { return }
    var iterator = states.makeAsyncIterator()
    #expect(await iterator.next() == .dismissed)
    #expect(await iterator.next() == nil, "then the sequence ends")
  }
}
