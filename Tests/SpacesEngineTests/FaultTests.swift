import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

/// Switches for the faulty app below (one test at a time: the suite is serialized).
enum FaultSwitches {
  static let providerHangs = Mutex(false)
  static let intentHangs = Mutex(false)
  static let intentThrows = Mutex(false)
  static let value = Mutex(false)
  /// Whether a hanging intent saw its task cancelled.
  static let intentCancelled = Mutex(false)
}

struct HangingProvider: ControlValueProvider {
  let previewValue = false
  func currentValue() async throws -> Bool {
    if FaultSwitches.providerHangs.withLock({ $0 }) {
      try await Task.sleep(for: .seconds(3600))
    }
    return FaultSwitches.value.withLock { $0 }
  }
}

struct FaultyIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Faulty"
  @Parameter(title: "On") var value: Bool

  struct Refused: Error, CustomStringConvertible {
    var description: String { "the server refused" }
  }

  func perform() async throws -> some IntentResult {
    if FaultSwitches.intentThrows.withLock({ $0 }) { throw Refused() }
    if FaultSwitches.intentHangs.withLock({ $0 }) {
      do {
        try await Task.sleep(for: .seconds(3600))
      } catch is CancellationError {
        FaultSwitches.intentCancelled.withLock { $0 = true }
        throw CancellationError()
      }
    }
    FaultSwitches.value.withLock { $0 = value }
    return .result()
  }
}

struct FaultyToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Faulty", provider: HangingProvider()) { isOn in
      ControlWidgetToggle("Faulty", isOn: isOn, action: FaultyIntent()) { isOn in
        Label(isOn ? "Up" : "Down", systemImage: "bolt")
      }
    }
  }
}

struct FaultyBundle: WidgetBundle {
  var body: some Widget { FaultyToggle() }
}

@MainActor
@Suite("Engine: faults never block the UI", .serialized)
struct FaultTests {
  init() {
    FaultSwitches.providerHangs.withLock { $0 = false }
    FaultSwitches.intentHangs.withLock { $0 = false }
    FaultSwitches.intentThrows.withLock { $0 = false }
    FaultSwitches.value.withLock { $0 = true }
  }

  func launch() async throws -> Pilot {
    let pilot = try await Pilot(apps: [HostedApp(name: "Faulty", bundle: FaultyBundle.self)])
    pilot.engine.settleGrace = .milliseconds(100)
    return pilot
  }

  @Test("a provider that hangs times out after 10 s, keeps the last value, and backs off")
  func providerHangs() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.control("Faulty")?.displayed.valueText == "Up")
    FaultSwitches.providerHangs.withLock { $0 = true }
    pilot.engine.host.runSync { ControlCenter.shared.reloadAllControls() }
    await pilot.engine.settle()
    #expect(pilot.control("Faulty")?.isReloading == true)
    // The UI still answers while the provider hangs.
    await pilot.press(.character("i"))
    #expect(pilot.state.showsInspector)
    await pilot.advance(by: 10)
    let control = try #require(pilot.control("Faulty"))
    #expect(control.isReloading == false)
    #expect(control.lastError == "timed out after 10 s")
    #expect(control.displayed.valueText == "Up")
    #expect(control.retryAt == pilot.now + 5)
    #expect(pilot.eventLines.last == "error Faulty: timed out after 10 s; retry")
    // The retry succeeds once the provider answers again.
    FaultSwitches.providerHangs.withLock { $0 = false }
    FaultSwitches.value.withLock { $0 = false }
    await pilot.advance(by: 5)
    #expect(pilot.control("Faulty")?.displayed.valueText == "Down")
    #expect(pilot.control("Faulty")?.lastError == nil)
  }

  @Test("an intent that throws: the toggle flips back, the error is logged and shown")
  func intentThrows() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    FaultSwitches.intentThrows.withLock { $0 = true }
    await pilot.press(.enter)
    let control = try #require(pilot.control("Faulty"))
    #expect(control.displayed.valueText == "Up", "the optimistic flip was undone")
    #expect(control.status?.text == "Couldn't complete")
    #expect(pilot.eventLines.contains("failed Faulty: the server refused"))
    #expect(pilot.screen.contains("Faulty: Couldn't complete"))
    await pilot.advance(by: 2)
    #expect(pilot.control("Faulty")?.status == nil)
  }

  @Test(
    "an intent that hangs is given up after 30 s and its task cancelled; a late result is ignored")
  func intentHangs() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    FaultSwitches.intentHangs.withLock { $0 = true }
    FaultSwitches.intentCancelled.withLock { $0 = false }
    await pilot.press(.enter)
    #expect(pilot.control("Faulty")?.isPerforming == true)
    #expect(pilot.control("Faulty")?.displayed.valueText == "Down", "shown at once")
    await pilot.press(.enter)
    #expect(
      pilot.eventLines.filter { $0 == "perform Faulty" }.count == 1,
      "a second press while performing is ignored")
    await pilot.advance(by: 30)
    let control = try #require(pilot.control("Faulty"))
    #expect(control.isPerforming == false)
    #expect(control.displayed.valueText == "Up")
    #expect(pilot.eventLines.contains("failed Faulty: timed out after 30 s"))
    // The timeout cancelled the run's task: perform() stopped sleeping.
    for _ in 0..<200 where !FaultSwitches.intentCancelled.withLock({ $0 }) {
      await pilot.engine.settle()
      await Task.yield()
    }
    #expect(FaultSwitches.intentCancelled.withLock { $0 }, "perform() saw CancellationError")
    #expect(!pilot.engine.isBusy)
  }
}

@MainActor
@Suite("Layout file: saved, applied, and moved aside when unreadable")
struct LayoutStoreTests {
  /// The default sizes of the sample apps' controls: Productivity's in turn (medium, large,
  /// small), then the System app's (Airplane Mode, Cellular Data, Wi-Fi, Bluetooth, Do Not
  /// Disturb, Flashlight, Dark Mode, Timer, Camera).
  static let defaultSizes: [ControlSize] = [
    .medium, .large, .small, .small, .small, .small, .small, .small, .medium, .small, .small,
    .small, .small,
  ]

  @Test("the first launch saves the default layout; edits to it are applied")
  func savedAndApplied() async throws {
    let first = try await Pilot()
    let file = first.stateDirectory.appendingPathComponent("layout.json")
    let saved = try JSONDecoder().decode(SavedLayout.self, from: Data(contentsOf: file))
    #expect(saved.controlCenter.map(\.size) == LayoutStoreTests.defaultSizes)
    #expect(saved.version == 3)
    let violin = ControlInstanceKey(
      kind: "com.apple.Productivity.TimerToggle", configuration: ["timer": "violin"])
    #expect(
      saved.actionButton
        == ControlInstanceKey(
          kind: "com.apple.Productivity.TimerToggle", configuration: ["timer": "work"]))

    var edited = saved
    edited.controlCenter = [
      .init(control: ControlInstanceKey(kind: "com.apple.Productivity.LogBreak"), size: .medium),
      .init(control: violin, size: .large),
    ]
    edited.lockScreen = [nil, violin]
    try LayoutStore(stateDirectory: first.stateDirectory).save(edited)
    let second = try await Pilot(stateDirectory: first.stateDirectory)
    defer { second.close() }
    // The file lists the kinds the apps declared when it was saved, so Break Reminders, left
    // out of Control Center, was removed by the user and stays out.
    // (The Work timer stays on the Action button, outside Control Center.)
    let controlCenter = Array(second.state.controls.controlCenter)
    #expect(controlCenter.map(\.kind.shortKind) == ["LogBreak", "TimerToggle"])
    #expect(controlCenter.map(\.displayed.title) == ["Log Break", "Violin"])
    #expect(controlCenter.map(\.size) == [.medium, .large])
    #expect(second.state.control(second.state.controls.actionButton)?.displayed.title == "Work")
    #expect(second.state.controls.lockScreenSlots[0] == nil)
    #expect(second.state.controls.lockScreenSlots[1] == second.control("TimerToggle")?.id)
    #expect(second.state.notice == nil)
  }

  @Test("a corrupt layout is moved aside with a timestamp, a warning shows, defaults apply")
  func corrupt() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-layout-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("layout.json")
    let broken =
      #"{"version": 1, "controlCenter": [{"kind": "x", "size": "huge"}], "lockScreen": []}"#
    try Data(broken.utf8).write(to: file)
    let pilot = try await Pilot(stateDirectory: directory)
    defer { pilot.close() }
    let aside = directory.appendingPathComponent("layout.json.corrupt-20260608T094100Z")
    #expect(try String(contentsOf: aside, encoding: .utf8) == broken, "nothing is lost")
    #expect(FileManager.default.fileExists(atPath: file.path), "the defaults were saved")
    let notice = try #require(pilot.state.notice)
    #expect(notice.hasPrefix("layout.json was unreadable (key 'controlCenter[0].size'"))
    #expect(
      notice.hasSuffix("moved to layout.json.corrupt-20260608T094100Z, using the default layout"))
    #expect(pilot.state.controls.map(\.size) == LayoutStoreTests.defaultSizes)
    #expect(pilot.screen.contains("⚠ layout.json was unreadable"))
    await pilot.press(.tab)
    #expect(pilot.state.notice == nil, "a key press dismisses the notice")
  }

  @Test("atomic writes leave no temporary files behind")
  func atomic() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-atomic-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("f.json")
    try AtomicFile.write(Data("one".utf8), to: url)
    try AtomicFile.write(Data("two".utf8), to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "two")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["f.json"])
  }
}
