import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The habits widget: `Toggle(isOn:intent:)` per habit in a `ForEach` and a `Button(intent:)`,
/// pressed on the Home Screen.
@MainActor
@Suite("Source compatibility: an interactive habits widget", .serialized)
struct HabitsTests {
  @Test("Enter checks the focused habit; Tab moves to the water button, which counts glasses")
  func interact() async throws {
    HabitStore.shared.reset()
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Habits", bundle: HabitsWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "HabitsWidget", family: .systemMedium))
    try await pilot.type("4 wait:1s")
    #expect(pilot.screen.contains("Stretch"), "\(pilot.screen)")
    #expect(pilot.screen.contains("0"))
    try await pilot.type("Enter wait:1s")
    #expect(HabitStore.shared.habits.first { $0.id == "stretch" }?.isDone == true)
    try await pilot.type("Tab Tab Tab Enter wait:1s")
    #expect(HabitStore.shared.glassesOfWater == 1)
    #expect(pilot.eventLines.contains { $0.hasSuffix("perform Drink Water") })
    #expect(pilot.eventLines.contains { $0.contains("cause=interaction") })
  }
}
