import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

/// A server-backed value that fails while `failures` is above zero.
final class FlakyServer: Sendable {
  let failures = Mutex(0)
  let value = Mutex(false)

  struct Unreachable: Error, CustomStringConvertible {
    var description: String { "server unreachable" }
  }

  func fetch() throws -> Bool {
    try failures.withLock {
      if $0 > 0 {
        $0 -= 1
        throw Unreachable()
      }
    }
    return value.withLock { $0 }
  }
}

@MainActor
enum FlakyFixture {
  nonisolated static let server = Mutex<FlakyServer?>(nil)
}

struct FlakyProvider: ControlValueProvider {
  let previewValue = false
  func currentValue() async throws -> Bool {
    guard let server = FlakyFixture.server.withLock({ $0 }) else { return false }
    return try server.fetch()
  }
}

struct SetFlakyIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Flaky"
  @Parameter(title: "On") var value: Bool
  func perform() async throws -> some IntentResult {
    FlakyFixture.server.withLock { $0 }?.value.withLock { $0 = value }
    return .result()
  }
}

struct FlakyToggle: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Flaky", provider: FlakyProvider()) { isOn in
      ControlWidgetToggle("Flaky", isOn: isOn, action: SetFlakyIntent()) { isOn in
        Label(isOn ? "Up" : "Down", systemImage: "bolt")
      }
    }
  }
}

struct FlakyBundle: WidgetBundle {
  var body: some Widget { FlakyToggle() }
}

@MainActor
@Suite("Engine: value provider failures", .serialized)
struct ValueProviderFailureTests {
  let server = FlakyServer()

  init() { FlakyFixture.server.withLock { $0 = server } }

  func launch() async throws -> Pilot {
    try await Pilot(apps: [HostedApp(name: "Flaky", bundle: FlakyBundle.self)])
  }

  @Test("a throwing provider is recorded, retried after backoff, and the last value stays")
  func retryWithBackoff() async throws {
    server.value.withLock { $0 = true }
    let pilot = try await launch()
    defer { pilot.close() }
    let start = pilot.now
    #expect(pilot.control("Flaky")?.displayed.valueText == "Up")

    server.failures.withLock { $0 = 2 }
    pilot.engine.host.runSync { ControlCenter.shared.reloadControls(ofKind: "test.Flaky") }
    await pilot.engine.settle()
    var control = try #require(pilot.control("Flaky"))
    #expect(control.lastError == "server unreachable")
    #expect(control.reload.failureCount == 1)
    #expect(control.retryAt == start + 5)
    #expect(control.displayed.valueText == "Up", "the UI keeps the last good value")
    #expect(pilot.eventLines.last == "error Flaky: server unreachable; retry")

    await pilot.advance(by: 4.9)
    #expect(pilot.control("Flaky")?.reload.failureCount == 1, "no retry before the backoff")
    await pilot.advance(by: 0.1)
    control = try #require(pilot.control("Flaky"))
    #expect(control.reload.failureCount == 2)
    #expect(control.retryAt == start + 5 + 10, "the second delay doubles")
    #expect(pilot.eventLines.contains("reload Flaky cause=retry"))

    await pilot.advance(by: 10)
    control = try #require(pilot.control("Flaky"))
    #expect(control.reload.failureCount == 0)
    #expect(control.lastError == nil)
    #expect(control.retryAt == nil)
    #expect(control.displayed.valueText == "Up")
    #expect(
      !pilot.engine.pendingDeadlines.contains { $0.id == .controls(.scheduledReload(control.id)) })
  }

  @Test("a control whose first load fails shows its preview until a retry succeeds")
  func firstLoadFails() async throws {
    server.failures.withLock { $0 = 1 }
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.control("Flaky")?.phase == .placeholder)
    #expect(pilot.control("Flaky")?.displayed.valueText == "Down")
    #expect(pilot.screen.contains("couldn't reload: server unreachable; retry in 5s"))
    await pilot.advance(by: 5)
    #expect(pilot.control("Flaky")?.phase == .ready)
  }
}
