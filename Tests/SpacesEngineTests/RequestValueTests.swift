import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A chime, as an `AppEnum` (a parameter of this type is asked for with a list).
enum ChimeSound: String, AppEnum {
  case bell, gong
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chime"
  static let caseDisplayRepresentations: [ChimeSound: DisplayRepresentation] = [
    .bell: "Bell", .gong: "Gong",
  ]
}

/// Sets the volume: `level` is required and has no default, so the system asks for it with its
/// `requestValueDialog` before `perform()`; then the intent asks for an optional chime itself.
struct SetVolumeIntent: AppIntent {
  static let title: LocalizedStringResource = "Set Volume"

  @Parameter(title: "Level", requestValueDialog: "How loud?")
  var level: Int

  @Parameter(title: "Chime")
  var chime: ChimeSound?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    // App Intents asks an optional parameter with its unwrapped type.
    let sound: ChimeSound = try await $chime.requestValue("Which chime?")
    return .result(dialog: "Volume \(level) with \(sound.rawValue).")
  }
}

struct SetVolumeButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.SetVolume") {
      ControlWidgetButton(action: SetVolumeIntent()) {
        Label("Volume", systemImage: "speaker.wave.2")
      }
    }
  }
}

struct SetVolumeBundle: WidgetBundle {
  var body: some Widget { SetVolumeButton() }
}

@MainActor
@Suite("requestValueDialog and requestValue: the system asks for missing values")
struct RequestValueTests {
  private func pilot() async throws -> Pilot {
    try await Pilot(apps: [HostedApp(name: "Sound", bundle: SetVolumeBundle.self)])
  }

  private func prompt(_ pilot: Pilot) -> PromptState? {
    for case .prompt(let prompt) in pilot.state.presentations.reversed() {
      return prompt
    }
    return nil
  }

  @Test("a control whose intent lacks a required Int asks “How loud?”; bad text asks again")
  func missingRequired() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    #expect(
      !pilot.eventLines.contains { $0.contains("requestValueDialog") },
      "requestValueDialog is honoured, so it is not reported as not supported")
    await pilot.press(.enter)
    #expect(prompt(pilot)?.prompt == .value(title: "Level", dialog: "How loud?"))
    #expect(pilot.screen.contains("How loud?"))
    try await pilot.type("text:'loud' Enter")
    #expect(
      prompt(pilot)?.prompt
        == .value(title: "Level", dialog: "'loud' is not a whole number. How loud?"))
    try await pilot.type("text:' 7 ' Enter")
    #expect(
      prompt(pilot)?.prompt
        == .disambiguation(
          title: "Chime", options: ["Bell", "Gong"], dialog: "Which chime?"))
    try await pilot.type("2")
    #expect(pilot.eventLines.contains("done Set Volume: Volume 7 with gong."))
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(pilot.state.navigation.presentations.isEmpty)
  }

  @Test("Escape while the system asks cancels the run before perform()")
  func escapeBeforePerform() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    try await pilot.type("text:'3' Esc")
    #expect(pilot.eventLines.contains("failed Set Volume: cancelled"))
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(!pilot.engine.isBusy)
  }

  @Test("the value asked for is what the intent is stored with: only the missing one is asked")
  func onlyMissing() async throws {
    let intent = SetVolumeIntent()
    intent.level = 4
    let box = IntentBox(intent)
    #expect(box.missingParameters.isEmpty)
    #expect(try await box.askingForMissingParameters() == box, "nothing to ask: no question")
    #expect(IntentBox(SetVolumeIntent()).missingParameters == ["level"])
  }
}
