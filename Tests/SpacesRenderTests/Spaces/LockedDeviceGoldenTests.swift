import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// Changes the front door's lock: the device must be unlocked first.
struct ChangeFrontDoorIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Change Front Door"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication
  @Parameter(title: "Unlocked") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

/// A plain intent for the other home controls.
struct SetHomeDeviceIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Set Home Device"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

/// The front door, unlocked: privacy-sensitive, and changing it needs authentication.
struct FrontDoorToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Home.FrontDoor") {
      ControlWidgetToggle("Front Door", isOn: true, action: ChangeFrontDoorIntent()) { isOn in
        Label(isOn ? "Unlocked" : "Locked", systemImage: isOn ? "lock.open.fill" : "lock.fill")
      }
      .tint(.orange)
      .privacySensitive()
    }
  }
}

/// A heart-rate monitor, on: privacy-sensitive.
struct HeartRateToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Home.HeartRate") {
      ControlWidgetToggle("Heart Rate", isOn: true, action: SetHomeDeviceIntent()) { isOn in
        Label(isOn ? "72 bpm" : "Paused", systemImage: isOn ? "heart.fill" : "heart")
      }
      .tint(.pink)
      .privacySensitive()
    }
  }
}

/// A porch light that can't be used now.
struct PorchLightToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Home.PorchLight") {
      ControlWidgetToggle("Porch Light", isOn: false, action: SetHomeDeviceIntent()) { isOn in
        Image(systemName: isOn ? "sun.max.fill" : "sun.max")
      }
      .disabled(true)
    }
  }
}

/// A fan, on: nothing to hide.
struct FanToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Home.Fan") {
      ControlWidgetToggle("Fan", isOn: true, action: SetHomeDeviceIntent()) { isOn in
        Image(systemName: "leaf")
      }
    }
  }
}

struct HomeBundle: WidgetBundle {
  var body: some Widget {
    FrontDoorToggle()
    HeartRateToggle()
    PorchLightToggle()
    FanToggle()
  }
}

/// The locked device: privacy-sensitive controls redacted in Control Center and on the Lock
/// Screen, a disabled control, and the unlock prompt. Regenerate with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter LockedDeviceGoldenTests`, then read them.
@MainActor
@Suite("Golden frames: the locked device")
struct LockedDeviceGoldenTests {
  func launch(asciiOnly: Bool = false) async throws -> Pilot {
    try await Pilot(apps: [HostedApp(name: "Home", bundle: HomeBundle.self)], asciiOnly: asciiOnly)
  }

  @Test("Control Center while locked: private values redacted, off symbols, titles kept")
  func controlCenterLocked() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.screen.contains("Unlocked"))
    #expect(pilot.screen.contains("72 bpm"))
    try await pilot.type("L")
    #expect(pilot.state.device.isLocked)
    let screen = pilot.screen
    #expect(!screen.contains("Unlocked") && !screen.contains("72 bpm"))
    #expect(screen.contains("••••"))
    GoldenFrame.assertMatches(screen, named: "control-center-locked")
    // No "not supported yet" for what is honoured now.
    #expect(!pilot.eventLines.contains { $0.contains("privacySensitive") })
    #expect(!pilot.eventLines.contains { $0.contains("authenticationPolicy") })
  }

  @Test("the locked Lock Screen: a lock, and the private control in its slot shows its off symbol")
  func lockScreenLocked() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("2")
    #expect(pilot.screen.contains("🔓"))
    #expect(pilot.screen.contains("🔓"))
    try await pilot.type("L")
    GoldenFrame.assertMatches(pilot.screen, named: "lock-screen-locked")
  }

  @Test("Enter on a control that needs authentication asks to unlock; Enter unlocks and runs it")
  func unlockPrompt() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("L Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "unlock-prompt")
    #expect(pilot.state.runs.runs.isEmpty)
    try await pilot.type("Enter")
    #expect(!pilot.state.device.isLocked)
    #expect(pilot.state.navigation.presentations.isEmpty)
    #expect(pilot.eventLines.contains("perform Change Front Door"))
    #expect(pilot.eventLines.contains("done Change Front Door"))
  }

  @Test("Escape at the unlock prompt runs nothing and keeps the device locked")
  func unlockCancelled() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("L Enter Escape")
    #expect(pilot.state.device.isLocked)
    #expect(!pilot.eventLines.contains("perform Change Front Door"))
    #expect(pilot.eventLines.contains("cancelled Change Front Door: not unlocked"))
    #expect(pilot.state.controls.first?.displayed.isOn == true)
  }

  @Test("a disabled control says why in the event log")
  func disabledSaysWhy() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("Tab Tab Enter")
    #expect(pilot.eventLines.last == "PorchLight is disabled")
    #expect(pilot.state.runs.runs.isEmpty)
  }

  @Test("ASCII: the redaction is ASCII too")
  func asciiLocked() async throws {
    let pilot = try await launch(asciiOnly: true)
    defer { pilot.close() }
    try await pilot.type("L")
    #expect(pilot.screen.contains("****"))
    #expect(pilot.screen.unicodeScalars.allSatisfy { $0.isASCII })
  }
}
