import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A timer picker written as an iOS developer would: the button's intent asks which timer.
struct PickTimerIntent: AppIntent {
  static let title: LocalizedStringResource = "Pick Timer"

  @Parameter(title: "Timer")
  var timer: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let picked = try await $timer.requestDisambiguation(
      among: ["Work", "Violin", "Break"], dialog: "Which timer?")
    guard try await $timer.requestConfirmation(for: picked, dialog: "Start \(picked)?") else {
      return .result(dialog: "Not started.")
    }
    return .result(dialog: "Started \(picked).")
  }
}

struct PickTimerButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.PickTimer") {
      ControlWidgetButton(action: PickTimerIntent()) {
        Label("Pick Timer", systemImage: "timer")
      }
    }
  }
}

struct PickTimerBundle: WidgetBundle {
  var body: some Widget { PickTimerButton() }
}

@MainActor
@Suite("An intent that asks: the run suspends, the terminal asks, the run resumes")
struct IntentQuestionTests {
  private func pilot() async throws -> Pilot {
    try await Pilot(apps: [HostedApp(name: "Timers", bundle: PickTimerBundle.self)])
  }

  @Test("pick from a list, confirm, and the dialog comes back; settle doesn't wait for a person")
  func pickAndConfirm() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    #expect(!pilot.engine.isBusy, "a run waiting for an answer is idle")
    #expect(pilot.screen.contains("Which timer?"))
    #expect(pilot.screen.contains("2  Violin"))
    // The person thinks for a minute: the 30 s perform timeout is paused.
    await pilot.advance(by: 60)
    #expect(pilot.state.runs.runs.count == 1)
    await pilot.press(.character("2"))
    #expect(pilot.screen.contains("Start Violin?"))
    await pilot.press(.character("y"))
    #expect(pilot.eventLines.contains("ask Pick Timer: Which timer?"))
    #expect(pilot.eventLines.contains("answer Pick Timer: Violin"))
    #expect(pilot.eventLines.contains("answer Pick Timer: yes"))
    #expect(pilot.eventLines.contains("done Pick Timer: Started Violin."))
    #expect(pilot.state.navigation.presentations.isEmpty)
    #expect(pilot.state.runs.runs.isEmpty)
  }

  @Test("Escape cancels: perform() sees CancellationError and the run fails as cancelled")
  func escape() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    await pilot.press(.escape)
    #expect(pilot.eventLines.contains("failed Pick Timer: cancelled"))
    #expect(pilot.state.navigation.presentations.isEmpty)
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(!pilot.engine.isBusy)
  }

  @Test("asking outside an intent run throws instead of waiting forever")
  func outsideRun() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await #expect(throws: IntentPromptError.notInIntentRun) {
      try await pilot.engine.host.run {
        try await SystemHost.current.ask(.value(title: "Name", dialog: nil))
      }
    }
  }
}
