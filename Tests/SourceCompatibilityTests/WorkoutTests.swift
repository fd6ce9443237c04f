import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The fitness app: control buttons whose `LiveActivityIntent`s start, update and end a Live
/// Activity that counts down on the Lock Screen.
@MainActor
@Suite("Source compatibility: a workout Live Activity started from a control")
struct WorkoutTests {
  @Test("Start Run starts the activity: name, countdown, heart rate; Lap updates it")
  func liveActivity() async throws {
    let pilot = try await Pilot(apps: [HostedApp(bundle: FitnessWidgetsBundle.self)])
    defer { pilot.close() }
    #expect(pilot.control("StartRun")?.displayed.title == "Start Run")
    try await pilot.type("Enter wait:1s")
    #expect(pilot.state.activities.count == 1)
    try await pilot.type("2")
    var screen = pilot.screen
    #expect(screen.contains("Morning Run"), "\(screen)")
    #expect(screen.contains("92 BPM"))
    #expect(screen.contains("0.00 km"))
    // The countdown runs from the app's own `Date()` (the wall clock), not the dashboard's
    // clock: only its shape is asserted.
    #expect(screen.range(of: #"\b[0-9]+:[0-9]{2}\b"#, options: .regularExpression) != nil)
    #expect(screen.contains("🏃 Morning Run"), "the first row of the two-row activity")
    try await pilot.type("1 Right Enter wait:1s 2")
    screen = pilot.screen
    #expect(screen.contains("112 BPM"), "\(screen)")
    #expect(screen.contains("1.00 km"))
    #expect(
      !pilot.eventLines.contains {
        $0.contains("WorkoutAttributes: ActivityConfiguration(dynamicIsland:)")
      }, "the Dynamic Island is drawn, no longer reported as not supported")
    #expect(
      !pilot.eventLines.contains {
        $0.contains("WorkoutAttributes: .activitySystemActionForegroundColor(_:)")
      }, "the system's dismiss button is drawn in the colour, no longer reported")
  }

  @Test("the Dynamic Island: compact with one run, compact and minimal with two, expanded with I")
  func dynamicIsland() async throws {
    let pilot = try await Pilot(apps: [HostedApp(bundle: FitnessWidgetsBundle.self)])
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s")
    let compact = pilot.screen
    let pill = compact.split(separator: "\n")[1]
    #expect(pill.contains("🏃") && pill.contains("19:59"), "compactLeading and compactTrailing")
    GoldenFrame.assertMatches(compact, named: "island-compact")
    try await pilot.type("Enter wait:1s")
    #expect(pilot.state.activities.count == 2)
    GoldenFrame.assertMatches(pilot.screen, named: "island-compact-and-minimal")
    try await pilot.type("I")
    #expect(pilot.state.island.expanded != nil)
    GoldenFrame.assertMatches(pilot.screen, named: "island-expanded")
    try await pilot.type("Esc")
    #expect(pilot.state.island.expanded == nil)
    #expect(pilot.screen.split(separator: "\n")[1].contains("🏃"), "compact again")
  }

  @Test("the Action button's hint replaces the compact activity in the island, then it returns")
  func actionButtonHintInIsland() async throws {
    let pilot = try await Pilot(apps: [HostedApp(bundle: FitnessWidgetsBundle.self)])
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s 3 Enter")
    #expect(pilot.state.actionButton.hint != nil)
    let hint = pilot.screen
    let pill = hint.split(separator: "\n")[1]
    #expect(pill.contains("Hold"), "the hint inside the island: \(pill)")
    #expect(!pill.contains("19:5"), "it replaces the activity for its moment")
    GoldenFrame.assertMatches(hint, named: "island-action-hint")
    try await pilot.type("wait:3s")
    #expect(pilot.state.actionButton.hint == nil)
    let back = pilot.screen.split(separator: "\n")[1]
    #expect(back.contains("🏃") && back.contains("19:5"), "the activity returns: \(back)")
  }

  @Test("Enter on the expanded island opens the Fitness app with the island's widgetURL")
  func islandWidgetURL() async throws {
    let pilot = try await Pilot(apps: [HostedApp(bundle: FitnessWidgetsBundle.self)])
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s I")
    #expect(pilot.screen.contains("Enter open"), "the expanded island says Enter opens it")
    try await pilot.type("Enter")
    #expect(pilot.state.island.expanded == nil, "opening collapses the island")
    #expect(
      pilot.eventLines.contains {
        $0.contains("opened fitness://workout/current (widgetURL)")
      }, "\(pilot.eventLines.suffix(5))")
    #expect(pilot.state.device.opening != nil, "“opening <App>”, as a tap on iOS opens it")
  }
}
