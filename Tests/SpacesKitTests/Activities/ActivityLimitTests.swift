import Foundation
import SpacesKit
import Testing

/// More Live Activities than the system runs at once: `Activity.request` throws as iOS does.
@Suite("Activity.request: the concurrent activity limits")
struct ActivityLimitTests {
  @Test("a sixth running activity of one type throws targetMaximumExceeded; ended ones don't count")
  func perType() async throws {
    let host = TestHost()
    var started: [Activity<CountdownAttributes>] = []
    for index in 1...5 { started.append(try host.request("Timer \(index)", remaining: index)) }
    #expect(throws: ActivityAuthorizationError.targetMaximumExceeded) {
      try host.request("Timer 6", remaining: 6)
    }
    let first = started[0]
    await host.host.run { await first.end(nil, dismissalPolicy: .default) }
    #expect(throws: Never.self) { try host.request("Timer 6", remaining: 6) }
  }

  @Test("an eleventh running activity on the device throws globalMaximumExceeded")
  func onDevice() throws {
    let host = TestHost()
    for index in 1...5 { _ = try host.request("Timer \(index)", remaining: index) }
    for index in 1...5 {
      _ = try host.host.runSync {
        try Activity.request(
          attributes: First.Attributes(),
          content: ActivityContent(state: .init(count: index), staleDate: nil))
      }
    }
    #expect(throws: ActivityAuthorizationError.globalMaximumExceeded) {
      try host.host.runSync {
        try Activity.request(
          attributes: Second.Attributes(),
          content: ActivityContent(state: .init(label: "one too many"), staleDate: nil))
      }
    }
  }
}
