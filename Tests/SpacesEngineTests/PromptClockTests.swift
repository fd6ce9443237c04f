import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

/// Whether the slow confirmer's perform() saw its task cancelled.
private let slowConfirmerCancelled = Mutex(false)

/// Asks for a yes/no at once, then works for an hour (longer than the perform timeout).
struct SlowConfirmIntent: AppIntent {
  static let title: LocalizedStringResource = "Slow Confirm"

  @Parameter(title: "Backup")
  var backup: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    guard try await $backup.requestConfirmation(for: "Photos", dialog: "Back up Photos?") else {
      return .result(dialog: "Skipped.")
    }
    do {
      try await Task.sleep(for: .seconds(3600))
    } catch is CancellationError {
      slowConfirmerCancelled.withLock { $0 = true }
      throw CancellationError()
    }
    return .result(dialog: "Backed up.")
  }
}

struct SlowConfirmButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "com.example.SlowConfirm") {
      ControlWidgetButton(action: SlowConfirmIntent()) {
        Label("Back Up", systemImage: "arrow.up.circle")
      }
    }
  }
}

struct SlowConfirmBundle: WidgetBundle {
  var body: some Widget { SlowConfirmButton() }
}

/// Prompt flows under the virtual clock: the perform timeout pauses while a question waits and
/// resumes with what was left; no, and Escape at a yes/no, end the run as the intent says.
@MainActor
@Suite("Prompts under the virtual clock: pick, confirm, cancel", .serialized)
struct PromptClockTests {
  private func pilot() async throws -> Pilot {
    let pilot = try await Pilot(apps: [HostedApp(name: "Backup", bundle: SlowConfirmBundle.self)])
    pilot.engine.settleGrace = .milliseconds(100)
    return pilot
  }

  @Test("a question pauses the 30 s timeout for as long as it waits; after yes it resumes")
  func timeoutPausesAndResumes() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    slowConfirmerCancelled.withLock { $0 = false }
    await pilot.press(.enter)
    #expect(pilot.screen.contains("Back up Photos?"))
    await pilot.advance(by: 600)
    #expect(pilot.state.runs.runs.count == 1, "ten minutes of thinking: no timeout")
    #expect(!pilot.eventLines.contains { $0.contains("timed out") })
    await pilot.press(.character("y"))
    #expect(pilot.eventLines.contains("answer Slow Confirm: yes"))
    await pilot.advance(by: 29)
    #expect(pilot.state.runs.runs.count == 1, "the 30 s resumed after the answer")
    await pilot.advance(by: 2)
    #expect(pilot.eventLines.contains("failed Slow Confirm: timed out after 30 s"))
    #expect(pilot.state.runs.runs.isEmpty)
    for _ in 0..<200 where !slowConfirmerCancelled.withLock({ $0 }) {
      await pilot.engine.settle()
      await Task.yield()
    }
    #expect(slowConfirmerCancelled.withLock { $0 }, "the timeout cancelled perform()'s task")
  }

  @Test("n answers no: the intent carries on with its own answer")
  func no() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    await pilot.advance(by: 45)
    await pilot.press(.character("n"))
    #expect(pilot.eventLines.contains("answer Slow Confirm: no"))
    #expect(pilot.eventLines.contains("done Slow Confirm: Skipped."))
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(pilot.state.navigation.presentations.isEmpty)
  }

  @Test("Escape at a yes/no cancels the run; the next press asks again")
  func escapeAtConfirmation() async throws {
    let pilot = try await Pilot(apps: [HostedApp(name: "Timers", bundle: PickTimerBundle.self)])
    defer { pilot.close() }
    await pilot.press(.enter)
    await pilot.advance(by: 5)
    await pilot.press(.character("3"))
    #expect(pilot.screen.contains("Start Break?"))
    await pilot.advance(by: 90)
    await pilot.press(.escape)
    #expect(pilot.eventLines.contains("failed Pick Timer: cancelled"))
    #expect(pilot.state.runs.runs.isEmpty)
    #expect(pilot.state.navigation.presentations.isEmpty)
    #expect(!pilot.engine.isBusy)
    await pilot.press(.enter)
    #expect(pilot.screen.contains("Which timer?"))
  }
}
