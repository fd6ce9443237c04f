import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The smart-home app (a configurable light toggle with an entity, a garage door button that
/// needs the device unlocked) hosted as `spaces` hosts a bundle.
@MainActor
@Suite("Source compatibility: a smart-home app's controls", .serialized)
struct SmartHomeTests {
  private func launch() async throws -> Pilot {
    HomeStore.shared.reset()
    return try await Pilot(apps: [HostedApp(bundle: HomeWidgetsBundle.self)])
  }

  @Test("Enter on the light toggles it through SetLightIntent: Off → On, the store follows")
  func toggleLight() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    let light = try #require(pilot.control("LightControl"))
    #expect(light.appName == "Home")
    #expect(light.displayed.title == "Kitchen")
    #expect(light.displayed.valueText == "Off")
    #expect(pilot.screen.contains("Kitchen"))
    try await pilot.type("Enter wait:1s")
    #expect(HomeStore.shared.isOn("kitchen"))
    #expect(pilot.control("LightControl")?.displayed.valueText == "On")
    #expect(pilot.eventLines.contains { $0.hasSuffix("perform Set Light") })
    try await pilot.type("Enter wait:1s")
    #expect(!HomeStore.shared.isOn("kitchen"))
    #expect(pilot.control("LightControl")?.displayed.valueText == "Off")
  }

  @Test("configuring the light with the entity picker shows the porch light, which is on")
  func configure() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("c Enter")
    #expect(
      pilot.screen.contains("Porch"), "the picker lists allEntities() of the EnumerableEntityQuery")
    #expect(pilot.screen.contains("Bedroom"))
    try await pilot.type("Down Enter Down Enter wait:1s")
    let light = try #require(pilot.control("LightControl"))
    #expect(light.displayed.title == "Porch")
    #expect(light.displayed.valueText == "On")
    try await pilot.type("Enter wait:1s")
    #expect(!HomeStore.shared.isOn("porch"))
    #expect(!HomeStore.shared.isOn("kitchen"), "the configured light changed, not the default")
  }

  @Test("the garage door button runs its intent; locked, it asks to unlock first")
  func garageDoor() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.control("GarageDoor")?.displayed.title == "Closed", "the button's label")
    try await pilot.type("Right Enter wait:1s")
    #expect(HomeStore.shared.isGarageOpen)
    #expect(pilot.control("GarageDoor")?.displayed.title == "Open")
    try await pilot.type("L Enter wait:1s")
    #expect(HomeStore.shared.isGarageOpen, "locked: nothing ran yet")
    #expect(pilot.screen.contains("nlock"), "\(pilot.screen)")
    try await pilot.type("Enter wait:1s")
    #expect(!HomeStore.shared.isGarageOpen)
  }
}
