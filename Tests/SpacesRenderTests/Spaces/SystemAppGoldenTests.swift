import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The System app's controls (Airplane Mode, Do Not Disturb, Flashlight, Dark Mode, Timer,
/// Camera, Cellular Data, Wi-Fi, Bluetooth) at each size, and what they do. Regenerate the frames with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter SystemAppGoldenTests`, then read them.
@MainActor
@Suite("Golden frames: the System app")
struct SystemAppGoldenTests {
  static let kinds = [
    "AirplaneMode", "DoNotDisturb", "Flashlight", "DarkMode", "Timer", "Camera",
    "CellularData", "WiFi", "Bluetooth",
  ].map { "com.systemspaces.System.\($0)" }

  /// Launches the System app alone, with every control at one size (a saved layout).
  func launch(size: ControlSize, height: Int) async throws -> Pilot {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-system-\(UUID().uuidString)", isDirectory: true)
    let layout = SavedLayout(
      controlCenter: Self.kinds.map { .init(control: ControlInstanceKey(kind: $0), size: size) },
      lockScreen: [
        ControlInstanceKey(kind: Self.kinds[2]), ControlInstanceKey(kind: Self.kinds[5]),
      ],
      actionButton: ControlInstanceKey(kind: Self.kinds[2]))
    try LayoutStore(stateDirectory: directory).save(layout)
    return try await Pilot(
      apps: [HostedApp(name: SystemApp.name, bundle: SystemExtensionBundle.self)],
      size: TerminalSize(width: 100, height: height), stateDirectory: directory)
  }

  @Test(
    "every System control at each size, Airplane Mode and Do Not Disturb turned on",
    arguments: [(ControlSize.small, 30), (.medium, 30), (.large, 45)])
  func sizes(size: ControlSize, height: Int) async throws {
    let pilot = try await launch(size: size, height: height)
    defer { pilot.close() }
    #expect(pilot.state.controls.map(\.size) == Array(repeating: size, count: 9))
    #expect(pilot.state.controls.allSatisfy { $0.phase == .ready })
    try await pilot.type("Enter Tab Enter")
    #expect(pilot.control("AirplaneMode")?.displayed.isOn == true)
    #expect(pilot.control("DoNotDisturb")?.displayed.valueText == "On")
    GoldenFrame.assertMatches(pilot.screen, named: "system-controls-\(size.rawValue)")
  }

  @Test("the settings live in the System app's group container and survive a restart")
  func persisted() async throws {
    let pilot = try await launch(size: .small, height: 30)
    defer { pilot.close() }
    try await pilot.type("Tab Tab Enter")
    #expect(pilot.control("Flashlight")?.displayed.isOn == true)
    let file = pilot.stateDirectory.appendingPathComponent(
      "containers/group.com.systemspaces.System/settings.json")
    let stored = try JSONDecoder().decode([String: Bool].self, from: Data(contentsOf: file))
    #expect(stored == ["flashlight": true])
    let again = try await Pilot(
      apps: [HostedApp(name: SystemApp.name, bundle: SystemExtensionBundle.self)],
      stateDirectory: pilot.stateDirectory)
    #expect(again.control("Flashlight")?.displayed.isOn == true)
    #expect(again.control("AirplaneMode")?.displayed.isOn == false)
  }

  @Test(
    "Camera opens with a banner; Timer needs the device unlocked; Do Not Disturb hides while locked"
  )
  func lockedBehaviour() async throws {
    let pilot = try await launch(size: .medium, height: 30)
    defer { pilot.close() }
    // Camera works while locked and names the app it opens.
    try await pilot.type("L Tab Tab Tab Tab Tab Enter")
    #expect(pilot.screen.contains("opening Camera"))
    // Timer asks to unlock first, then opens the Clock.
    try await pilot.type("BackTab Enter")
    #expect(pilot.screen.contains("Unlock to Open Timer"))
    try await pilot.type("Enter")
    #expect(!pilot.state.device.isLocked)
    #expect(pilot.eventLines.contains("opening Clock"))
    // Do Not Disturb, on, shows "On" unlocked and "••••" locked (past Camera, the brightness
    // and volume sliders, Airplane Mode and the three radios).
    try await pilot.type("Tab Tab Tab Tab Tab Tab Tab Tab Enter")
    #expect(pilot.control("DoNotDisturb")?.displayed.isOn == true)
    #expect(pilot.screen.contains("Do Not Disturb"))
    try await pilot.type("L")
    let dnd = try #require(pilot.control("DoNotDisturb"))
    #expect(dnd.presented(isLocked: true).displayed.valueText == "••••")
    #expect(!pilot.eventLines.contains { $0.contains("not supported yet: DoNotDisturb: .priv") })
  }

  @Test("Airplane Mode turns Cellular Data, Wi-Fi and Bluetooth off, and back as they were")
  func airplaneMode() async throws {
    let pilot = try await launch(size: .small, height: 30)
    defer { pilot.close() }
    func on(_ kind: String) -> Bool? { pilot.control(kind)?.displayed.isOn }
    #expect(on("CellularData") == true && on("WiFi") == true && on("Bluetooth") == true)
    // Bluetooth off first: Airplane Mode leaves it off when it ends.
    let bluetooth = try #require(pilot.control("Bluetooth")?.id)
    pilot.engine.send(.navigation(.focusControl(bluetooth)))
    try await pilot.type("Enter wait:100ms")
    #expect(on("Bluetooth") == false)
    let airplane = try #require(pilot.control("AirplaneMode")?.id)
    pilot.engine.send(.navigation(.focusControl(airplane)))
    try await pilot.type("Enter wait:100ms")
    #expect(on("AirplaneMode") == true)
    #expect(on("CellularData") == false && on("WiFi") == false && on("Bluetooth") == false)
    #expect(pilot.eventLines.contains("reload WiFi cause=app"), "\(pilot.eventLines)")
    try await pilot.type("Enter wait:100ms")
    #expect(on("AirplaneMode") == false)
    #expect(on("CellularData") == true && on("WiFi") == true && on("Bluetooth") == false)
  }
}
