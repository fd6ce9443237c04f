import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@MainActor
@Suite("Engine: controls under the virtual clock")
struct EngineControlTests {
  @Test("launch loads every control with cause 'added' and focuses the Work timer")
  func launch() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let timer = try #require(pilot.control("TimerToggle"))
    // Productivity's controls take sizes in turn; the System app's get a phone's sizes.
    #expect(
      pilot.state.controls.map(\.kind.shortKind) == [
        "TimerToggle", "TimerToggle", "BreakReminders", "LogBreak", "AirplaneMode",
        "CellularData", "WiFi", "Bluetooth", "DoNotDisturb", "Flashlight", "DarkMode", "Timer",
        "Camera",
      ])
    #expect(
      pilot.state.controls.map(\.displayed.title).prefix(4) == [
        "Work", "Violin", "Break Reminders", "Log Break",
      ])
    #expect(
      pilot.state.controls.map(\.size) == [
        .medium, .large, .small, .small, .small, .small, .small, .small, .medium, .small,
        .small, .small, .small,
      ])
    // The four connectivity toggles are the connectivity block.
    #expect(
      pilot.state.controls.filter { $0.block == DefaultLayout.connectivity }.map(\.kind.shortKind)
        == ["AirplaneMode", "CellularData", "WiFi", "Bluetooth"])
    #expect(pilot.state.focusedControl?.id == timer.id)
    #expect(timer.phase == .ready)
    #expect(timer.displayed.isOn == false)
    #expect(timer.displayed.valueText == "Stopped")
    #expect(timer.displayed.currentLabel.systemImage == "hourglass.bottomhalf.filled")
    #expect(timer.displayName == "Productivity Timer")
    // The timers load once their saved configurations are read (their timers looked up).
    let reloads = pilot.eventLines.filter { $0.hasPrefix("reload") }
    #expect(
      reloads.prefix(3) == [
        "reload BreakReminders cause=added", "reload LogBreak cause=added",
        "reload AirplaneMode cause=added",
      ])
    #expect(reloads.prefix(11).allSatisfy { !$0.contains("TimerToggle") })
    #expect(
      reloads[11...].prefix(2) == [
        "reload TimerToggle cause=added", "reload TimerToggle cause=added",
      ])
  }

  @Test("toggling runs the intent, reloads with cause 'interaction', and persists the timer")
  func toggle() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    let timer = try #require(pilot.control("TimerToggle"))
    #expect(timer.displayed.isOn)
    #expect(timer.resolved.isOn, "the reload confirmed the new state")
    #expect(timer.optimisticIsOn == nil)
    #expect(timer.displayed.valueText == "Running")
    #expect(timer.displayed.currentLabel.systemImage == "hourglass")
    #expect(timer.displayed.tint == .purple)
    let lines = pilot.eventLines
    let perform = try #require(lines.firstIndex(of: "perform Productivity Timer"))
    let done = try #require(lines.firstIndex(of: "done Productivity Timer"))
    // The app's own reload (its timer delegate) arrives while the intent runs; the system's
    // reload after perform() returns queues behind it.
    let reload = try #require(
      lines.firstIndex { $0.hasPrefix("reload TimerToggle cause=interaction") })
    #expect(perform < done && done < reload)
    let value = try #require(lines.lastIndex(of: "value TimerToggle = Running"))
    #expect(reload < value)
    // The app side wrote the group container atomically.
    let file = pilot.stateDirectory.appendingPathComponent(
      "containers/group.com.apple.Productivity/timers.json")
    let stored = try String(contentsOf: file, encoding: .utf8)
    #expect(stored.contains("\"endDate\" : \"2026-06-08T10:06:00Z\""))

    await pilot.press(.character(" "))
    #expect(pilot.control("TimerToggle")?.displayed.valueText == "Stopped")
    #expect(pilot.state.activities.isEmpty)
  }

  @Test("the toggle flips at once, before the intent returns")
  func optimisticToggle() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    pilot.engine.send(.key(.enter))
    let timer = try #require(pilot.control("TimerToggle"))
    #expect(timer.isPerforming)
    #expect(timer.displayed.isOn)
    #expect(timer.resolved.isOn == false)
    await pilot.engine.settle()
    #expect(pilot.control("TimerToggle")?.isPerforming == false)
  }

  @Test("ControlCenter.reloadControls(ofKind:) from app code reloads with cause 'app'")
  func appReload() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let before = pilot.state.events.count
    pilot.engine.host.runSync {
      ControlCenter.shared.reloadControls(ofKind: "com.apple.Productivity.TimerToggle")
    }
    await pilot.engine.settle()
    let lines = pilot.eventLines.dropFirst(before)
    // Both timer controls (Work and Violin) are of the kind.
    #expect(
      Array(lines) == [
        "reload TimerToggle cause=app", "reload TimerToggle cause=app",
        "value TimerToggle = Stopped", "value TimerToggle = Stopped",
      ])

    pilot.engine.host.runSync { ControlCenter.shared.reloadAllControls() }
    await pilot.engine.settle()
    // Two reloads before (Work and Violin), then one for each of the thirteen controls.
    #expect(pilot.eventLines.filter { $0.hasSuffix("cause=app") }.count == 15)
  }

  @Test("the app's timer delegate reloads the control too; the engine coalesces the two")
  func interactionAndAppReloadCoalesce() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    let reloads = pilot.eventLines.filter { $0.hasPrefix("reload TimerToggle") }
    #expect(reloads.contains("reload TimerToggle cause=app"))
    #expect(reloads.contains("reload TimerToggle cause=interaction (queued)"))
    #expect(pilot.control("TimerToggle")?.isReloading == false)
  }

  @Test("Tab and arrows move focus across the grid")
  func focus() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    // Rows 0–1: [the connectivity block: Airplane Mode, Cellular Data / Wi-Fi, Bluetooth]
    // [Brightness][Volume] (sliders, a unit wide and two tall); row 2: [Work (medium)], rows
    // 2–3 at the right: [Violin (large)]; row 3: [Break Reminders][Log Break]; row 4: [Do Not
    // Disturb (medium)][Flashlight][Dark Mode]; row 5: [Timer][Camera].
    func focused() -> String? { pilot.state.focusedControl?.displayed.title }
    await pilot.press(.right)
    #expect(focused() == "Violin")
    await pilot.press(.character("h"))
    #expect(focused() == "Work")
    await pilot.press(.character("k"))
    #expect(focused() == "Wi-Fi", "into the block")
    await pilot.press(.up)
    #expect(focused() == "Airplane Mode")
    await pilot.press(.right)
    #expect(focused() == "Cellular Data")
    await pilot.press(.right)
    #expect(pilot.state.focusedSlider == .brightness && focused() == nil, "out of the block")
    // On a slider → raises it; focus stays.
    await pilot.press(.character("l"))
    #expect(pilot.state.focusedSlider == .brightness)
    #expect(pilot.state.sliders.level(.brightness) == 11)
    await pilot.press(.down)
    #expect(focused() == "Violin")
    await pilot.press(.character("h"), .down)
    #expect(focused() == "Break Reminders")
    await pilot.press(.character("k"))
    #expect(focused() == "Work")
    // Tab walks the grid in packing order: the block's four, the sliders, then the rest.
    await pilot.press(.backTab)
    #expect(pilot.state.focusedSlider == .volume)
    await pilot.press(.backTab, .backTab)
    #expect(pilot.state.focusedControl?.kind.shortKind == "Bluetooth")
    await pilot.press(.backTab, .backTab, .backTab, .backTab)
    #expect(pilot.state.focusedControl?.kind.shortKind == "Camera", "round to the last")
    await pilot.press(.tab)
    #expect(pilot.state.focusedControl?.kind.shortKind == "AirplaneMode")
  }

  @Test("a button control performs its intent and shows the dialog in the log")
  func button() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    // Work, down to Break Reminders, right to Log Break.
    await pilot.press(.down, .right, .enter)
    #expect(pilot.eventLines.contains("done Log Break: Break logged."))
    #expect(pilot.eventLines.contains("reload LogBreak cause=interaction"))
  }
}
