import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SampleApps

/// `ControlCenter.shared.currentControls()` as the Productivity app sees it: each timer control
/// with its configuration intent (the timer it was configured for) and its push token.
@MainActor
@Suite("Productivity: current controls with their configuration")
struct CurrentControlsTests {
  @Test("the Work and Violin controls report their SelectTimerIntent and a push token")
  func timersReportTheirConfiguration() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    let infos = try await pilot.engine.host.run {
      try await ControlCenter.shared.currentControls()
    }
    let timers = infos.filter { $0.kind == ProductivityApp.timerKind }
    let names = timers.compactMap { $0.configurationIntent(of: SelectTimerIntent.self)?.timer.name }
    #expect(names == ["Work", "Violin"])
    #expect(timers.allSatisfy { $0.pushInfo != nil }, "the timer control has a push handler")
    let others = infos.filter { $0.kind != ProductivityApp.timerKind }
    #expect(!others.isEmpty)
    #expect(others.allSatisfy { $0.configurationIntent(of: SelectTimerIntent.self) == nil })
  }
}
