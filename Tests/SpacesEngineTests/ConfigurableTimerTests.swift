import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The Productivity timers as people see them: two configured controls, their Live Activities,
/// restarts, and a timer deleted behind the control's back.
@MainActor
@Suite("Engine: the configurable Work and Violin timers")
struct ConfigurableTimerTests {
  private func control(_ pilot: Pilot, titled title: String) -> ControlInstance? {
    pilot.state.controls.first { $0.displayed.title == title }
  }

  private func timersFile(_ pilot: Pilot) -> URL {
    pilot.stateDirectory.appendingPathComponent(
      "containers/group.com.apple.Productivity/timers.json")
  }

  @Test("Work and Violin sit side by side under the block, each titled and toggling its own timer")
  func sideBySide() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let work = try #require(control(pilot, titled: "Work"))
    let violin = try #require(control(pilot, titled: "Violin"))
    #expect(work.key.configuration == ["timer": "work"])
    #expect(violin.key.configuration == ["timer": "violin"])
    let layout = pilot.state.controls.controlCenterLayout
    // Under the connectivity block and the sliders: Work at the left, Violin beside it.
    let placed = [work.id, violin.id].compactMap { id in layout.placements.first { $0.id == id } }
    #expect(placed.map(\.row) == [2, 2] && placed.map(\.column) == [0, 2])
    // Violin starts; Work stays stopped.
    await pilot.press(.right, .enter)
    #expect(control(pilot, titled: "Violin")?.displayed.valueText == "Running")
    #expect(control(pilot, titled: "Work")?.displayed.valueText == "Stopped")
    await pilot.press(.character("2"))
    #expect(pilot.screen.contains("Violin Timer"))
    #expect(!pilot.screen.contains("Work Timer"))
    // Work starts too: two activities.
    await pilot.press(.character("1"), .left, .enter)
    #expect(control(pilot, titled: "Work")?.displayed.valueText == "Running")
    #expect(pilot.state.activities.count == 2)
    // Stopping Violin ends only its activity.
    await pilot.press(.right, .enter)
    #expect(control(pilot, titled: "Violin")?.displayed.valueText == "Stopped")
    #expect(control(pilot, titled: "Work")?.displayed.valueText == "Running")
    await pilot.press(.character("2"))
    #expect(pilot.screen.contains("Work Timer"))
    #expect(!pilot.screen.contains("Violin Timer"))
  }

  @Test("after a restart the running timer's control and Live Activity are right, and it ends")
  func restartWhileRunning() async throws {
    let first = try await Pilot()
    await first.press(.enter)
    let end = first.now + 25 * 60
    // The dashboard restarts (its virtual clock starts at 09:41 again).
    let second = try await Pilot(stateDirectory: first.stateDirectory)
    defer { second.close() }
    #expect(control(second, titled: "Work")?.displayed.valueText == "Running")
    let activity = try #require(second.state.activities.values.first)
    #expect(activity.liveDateEnds == [end], "the countdown continues to the same end")
    #expect(second.engine.pendingDeadlines.contains { $0.id == .appWakes(.wake("timer.work.end")) })
    await second.advance(by: 25 * 60)
    #expect(control(second, titled: "Work")?.displayed.valueText == "Stopped")
    #expect(second.state.activities.isEmpty)
  }

  @Test("an interval that ended while the dashboard was closed is stopped at launch")
  func restartAfterEnd() async throws {
    let first = try await Pilot()
    await first.press(.enter)
    // The stored interval ended long ago (as if the dashboard had been closed for an hour).
    let file = timersFile(first)
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "2026-06-08T09:41:00Z", with: "2026-06-08T08:00:00Z")
      .replacingOccurrences(of: "2026-06-08T10:06:00Z", with: "2026-06-08T08:25:00Z")
    try Data(text.utf8).write(to: file)
    let second = try await Pilot(stateDirectory: first.stateDirectory)
    defer { second.close() }
    #expect(control(second, titled: "Work")?.displayed.valueText == "Stopped")
    #expect(second.state.activities.isEmpty)
    #expect(!(try String(contentsOf: file, encoding: .utf8)).contains("endDate"))
  }

  @Test("a timer deleted from the app shows its control as not configured, and nothing breaks")
  func deletedTimer() async throws {
    let first = try await Pilot()
    let file = timersFile(first)
    let work = #"{"id":"work","interval":1500,"name":"Work"}"#
    try Data(#"{"timers":[\#(work)],"version":1}"#.utf8).write(to: file)
    let second = try await Pilot(stateDirectory: first.stateDirectory)
    defer { second.close() }
    let violin = try #require(
      second.state.controls.first { $0.key.configuration == ["timer": "violin"] })
    #expect(violin.configurationStatus == .unconfigured(reason: "no Timer with id 'violin'"))
    #expect(violin.displayed.title == "Productivity Timer")
    #expect(violin.displayed.valueText == "Not configured")
    #expect(
      second.eventLines.contains("unconfigured TimerToggle: no Timer with id 'violin'"))
    #expect(second.screen.contains("Not configured"))
    // Using it does nothing; Work still works.
    await second.press(.right, .enter)
    #expect(second.state.runs.nextID == 1, "no intent ran")
    await second.press(.left, .enter)
    #expect(control(second, titled: "Work")?.displayed.valueText == "Running")
    // The saved configuration is kept in the layout file.
    let layout = try JSONDecoder().decode(
      SavedLayout.self,
      from: Data(contentsOf: second.stateDirectory.appendingPathComponent("layout.json")))
    #expect(layout.controlCenter.contains { $0.control.configuration == ["timer": "violin"] })
    // Configuring it again (c, pick Work, Save) makes it work.
    await second.press(.right, .character("c"), .enter, .enter, .down, .enter)
    let fixed = try #require(second.state.controls[violin.id])
    #expect(fixed.configurationStatus == .ready)
    #expect(fixed.displayed.title == "Work")
    #expect(fixed.displayed.valueText == "Running")
    #expect(fixed.key.configuration == ["timer": "work"])
  }

  @Test("each reload looks the timer up again: a renamed timer shows its new name, a deleted one")
  func timerChangesBehindTheControl() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let file = timersFile(pilot)
    let renamed = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "\"Work\"", with: "\"Deep Work\"")
    try Data(renamed.utf8).write(to: file)
    pilot.engine.host.runSync { ControlCenter.shared.reloadAllControls() }
    await pilot.engine.settle()
    let work = try #require(pilot.state.controls.first { $0.key.configuration?["timer"] == "work" })
    #expect(work.displayed.title == "Deep Work")
    // Violin is deleted while the dashboard runs: its next reload finds it gone.
    let work1 = #"{"id":"work","interval":1500,"name":"Deep Work"}"#
    try Data(#"{"timers":[\#(work1)],"version":1}"#.utf8).write(to: file)
    pilot.engine.host.runSync { ControlCenter.shared.reloadAllControls() }
    await pilot.engine.settle()
    let violin = try #require(
      pilot.state.controls.first { $0.key.configuration?["timer"] == "violin" })
    #expect(violin.configurationStatus == .unconfigured(reason: "no Timer with id 'violin'"))
    #expect(violin.displayed.valueText == "Not configured")
    #expect(violin.retryAt == nil, "not retried as a provider error")
    #expect(pilot.engine.pendingDeadlines.isEmpty)
  }

  @Test("a timer control added from the gallery starts as the Work timer, its defaultResult()")
  func addedFromGallery() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let before = Set(pilot.state.controls.ids)
    try await pilot.type("e a Enter Esc")
    let added = try #require(pilot.state.controls.first { !before.contains($0.id) })
    #expect(added.kind.shortKind == "TimerToggle")
    #expect(added.configurationStatus == .ready)
    #expect(added.displayed.title == "Work")
    #expect(added.displayed.valueText == "Stopped")
    #expect(added.phase == .ready)
  }

  @Test("configuring a control picks another timer, saves it, and reloads with 'configured'")
  func configure() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let work = try #require(control(pilot, titled: "Work"))
    let box = try #require(work.configuration)
    // The entity query is app code: it runs with the dashboard's host, as every engine call
    // does (outside it there is no app group container).
    let options = try #require(
      try await pilot.engine.host.run { try await box.parameter(named: "timer")?.options() })
    #expect(options.map(\.title) == ["Work", "Violin"])
    let violin = try box.settingParameter("timer", to: options[1])
    pilot.engine.send(.controls(.configure(work.id, violin)))
    await pilot.engine.settle()
    let configured = try #require(pilot.state.controls[work.id])
    #expect(configured.displayed.title == "Violin")
    #expect(configured.key.configuration == ["timer": "violin"])
    #expect(pilot.eventLines.contains("reload TimerToggle cause=configured"))
    let layout = try JSONDecoder().decode(
      SavedLayout.self,
      from: Data(contentsOf: pilot.stateDirectory.appendingPathComponent("layout.json")))
    #expect(layout.controlCenter.first?.control.configuration == ["timer": "violin"])
  }
}

@MainActor
@Suite("Engine: gallery previews of configurable controls")
struct CatalogPreviewTests {
  @Test("the timer kind previews the Work timer, its query's defaultResult(), stopped")
  func timerPreview() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let info = try #require(pilot.state.controls.catalog["com.apple.Productivity.TimerToggle"])
    #expect(info.preview.title == "Work")
    #expect(info.preview.isOn == false, "previews show the off state")
    #expect(info.preview.valueText == "Stopped")
    #expect(info.displayName == "Productivity Timer")
    #expect(info.description == "Start and stop a productivity timer.")
    #expect(info.defaultConfiguration?.missingParameters == ["timer"])
  }
}
