import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The per-app Live Activities switch (Settings › <App> › Live Activities) with two apps that
/// declare Live Activities: the kitchen timer and the workout.
@MainActor
@Suite("Source compatibility: one app's Live Activities turned off in the Settings sheet")
struct KitchenTimerSettingsTests {
  private static let apps = [
    HostedApp(bundle: KitchenWidgetsBundle.self), HostedApp(bundle: FitnessWidgetsBundle.self),
  ]

  /// Whether the Kitchen app's own code would see Live Activities enabled.
  private func kitchenEnabled(_ pilot: Pilot) -> Bool {
    SystemHost.$currentApp.withValue("Kitchen") {
      pilot.engine.host.runSync { ActivityAuthorizationInfo().areActivitiesEnabled }
    }
  }

  @Test("S lists both apps; turning Kitchen off ends its timer, refuses new ones, tells the app")
  func kitchenOff() async throws {
    let pilot = try await Pilot(apps: Self.apps)
    defer { pilot.close() }
    // The Pasta Timer control (Kitchen's, the first) starts the activity.
    try await pilot.type("Enter wait:1s")
    #expect(pilot.state.activities.count == 1)
    let updates = SystemHost.$currentApp.withValue("Kitchen") {
      pilot.engine.host.runSync { ActivityAuthorizationInfo().activityEnablementUpdates }
    }
    try await pilot.type("S")
    #expect(pilot.state.liveActivitySettings.apps == ["Fitness", "Kitchen"])
    try await pilot.type("Down")
    GoldenFrame.assertMatches(pilot.screen, named: "live-activities-settings")
    try await pilot.type("Enter")
    #expect(pilot.screen.contains("Off ○"), "\(pilot.screen)")
    #expect(pilot.state.activities.isEmpty, "Kitchen's running activity ended and left")
    #expect(pilot.engine.host.activities.all.isEmpty)
    #expect(!kitchenEnabled(pilot))
    // Only read the sequence once the switch is off: otherwise it would wait for ever.
    if !kitchenEnabled(pilot) {
      var iterator = updates.makeAsyncIterator()
      #expect(await iterator.next() == false, "activityEnablementUpdates yields false")
    }
    let host = pilot.engine.host
    #expect(throws: ActivityAuthorizationError.denied) {
      try host.runSync {
        try Activity.request(
          attributes: KitchenTimerAttributes(timerID: "rice", dishName: "Rice"),
          content: .init(
            state: .init(endDate: .now, pausedRemaining: nil, alarmSound: true), staleDate: nil))
      }
    }
    // The other app is untouched: its Start Run control still starts its workout.
    #expect(
      SystemHost.$currentApp.withValue("Fitness") {
        host.runSync { ActivityAuthorizationInfo().areActivitiesEnabled }
      })
    try await pilot.type("Esc")
    #expect(pilot.state.navigation.presentations.isEmpty)
  }

  @Test("the switch is saved: a new session starts with Kitchen off; Start Pasta is refused")
  func persisted() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-test-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      let pilot = try await Pilot(apps: Self.apps, stateDirectory: directory)
      try await pilot.type("S Down Enter Esc")
      #expect(!kitchenEnabled(pilot))
    }
    let pilot = try await Pilot(apps: Self.apps, stateDirectory: directory)
    #expect(pilot.state.liveActivitySettings.appsOff == ["Kitchen"])
    #expect(!kitchenEnabled(pilot))
    try await pilot.type("Enter wait:1s")
    #expect(pilot.state.activities.isEmpty, "Activity.request threw .denied")
  }

  @Test("a corrupt live-activities.json is moved aside with a notice; every app starts on")
  func corruptFile() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-test-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data("[oops".utf8).write(to: directory.appendingPathComponent("live-activities.json"))
    let pilot = try await Pilot(apps: Self.apps, stateDirectory: directory)
    #expect(pilot.state.notice?.contains("live-activities.json couldn't be read") == true)
    #expect(pilot.state.notice?.contains("moved aside") == true)
    #expect(kitchenEnabled(pilot))
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.contains { $0.hasPrefix("live-activities.json.") }, "\(names)")
  }
}
