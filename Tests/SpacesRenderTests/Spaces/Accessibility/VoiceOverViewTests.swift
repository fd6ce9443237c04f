import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// Rings the doorbell; its label tells VoiceOver what a press does.
struct RingDoorbellIntent: AppIntent {
  static let title: LocalizedStringResource = "Ring Doorbell"
  func perform() async throws -> some IntentResult { .result() }
}

/// A button control whose label carries an accessibility label and hint.
struct DoorbellButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Access.Doorbell") {
      ControlWidgetButton(action: RingDoorbellIntent()) {
        Label("Bell", systemImage: "bell")
          .accessibilityLabel("Doorbell")
          .accessibilityHint("Rings the front door's bell")
      }
    }
  }
}

struct AccessBundle: WidgetBundle {
  var body: some Widget {
    DoorbellButton()
    FrontDoorToggle()
  }
}

/// `A` reads the focused control as VoiceOver does; the inspector shows its label, value and
/// hint. Regenerate the golden with
/// `SPACES_UPDATE_GOLDENS=1 swift test --filter VoiceOverViewTests`, then read it.
@MainActor
@Suite("VoiceOver overlay: the focused control read as VoiceOver reads it")
struct VoiceOverViewTests {
  func launch() async throws -> Pilot {
    try await Pilot(apps: [HostedApp(name: "Access", bundle: AccessBundle.self)])
  }

  @Test("a button control: its label's accessibility label and hint, the Button trait")
  func buttonControl() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("A")
    #expect(pilot.state.navigation.showsVoiceOver)
    let screen = pilot.screen
    #expect(screen.contains("‣ Doorbell, Button, Rings the front door's bell"), "\(screen)")
    GoldenFrame.assertMatches(screen, named: "voiceover-control")
    try await pilot.type("Esc")
    #expect(!pilot.state.navigation.showsVoiceOver)
    #expect(!pilot.screen.contains("VoiceOver ·"))
  }

  @Test("a toggle reads its state; a privacy-sensitive one hides it while locked")
  func toggleControl() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("Tab A")
    #expect(pilot.screen.contains("‣ Front Door, Switch button, Unlocked"), "\(pilot.screen)")
    try await pilot.type("L")
    #expect(pilot.screen.contains("‣ Front Door, Switch button, ••••"), "\(pilot.screen)")
    try await pilot.type("A")
    #expect(!pilot.state.navigation.showsVoiceOver)
  }

  @Test("the inspector shows the focused control's accessibility label, value and hint")
  func inspector() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Access", bundle: AccessBundle.self)],
      size: TerminalSize(width: 140, height: 40))
    defer { pilot.close() }
    try await pilot.type("i")
    #expect(pilot.screen.contains("accessibility label Doorbell"), "\(pilot.screen)")
    #expect(pilot.screen.contains("hint Rings the front door's bell"))
    try await pilot.type("Tab")
    #expect(pilot.screen.contains("accessibility label Front Door"), "\(pilot.screen)")
    #expect(pilot.screen.contains("value Unlocked"))
  }
}
