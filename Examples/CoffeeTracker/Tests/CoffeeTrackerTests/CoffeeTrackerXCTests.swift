import SpacesTesting
import XCTest

@testable import CoffeeTracker

/// The same dashboard from XCTest.
final class CoffeeTrackerXCTests: XCTestCase {
  @MainActor func testTheWidgetsButtonLogsACup() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }

    try await dashboard.run(keys: "4 Enter wait:1s")

    XCTAssertEqual(dashboard.events.intentRuns.last?.title, "Log a Cup")
    XCTAssertTrue(dashboard.frame(of: .homeScreen).contains("1 cup today"), dashboard.frame)
  }
}
