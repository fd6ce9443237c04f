import Foundation
import SpacesKit
import SpacesTesting
import XCTest

/// SpacesTesting with XCTest: the same API in an `XCTestCase`.
final class TestDashboardXCTests: XCTestCase {
  @MainActor
  func testTheToggleTurnsOnAndTheWidgetFollowsTheClock() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    let added = await dashboard.addWidget("CoffeeStatus", family: .systemSmall)
    XCTAssertTrue(added)

    await dashboard.tap("BrewToggle")
    XCTAssertEqual(dashboard.control("BrewToggle")?.isOn, true)
    XCTAssertEqual(dashboard.events.intentRuns.last?.outcome, .succeeded(dialog: nil))

    await dashboard.advance(by: .seconds(240))
    XCTAssertEqual(dashboard.widget("CoffeeStatus")?.texts, ["Coffee ready"])
    XCTAssertTrue(dashboard.frame(of: .homeScreen).contains("Coffee ready"))
    XCTAssertEqual(dashboard.events.errors, [])
  }

  @MainActor
  func testAGoldenFrameIsRecordedOnceThenCompared() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    // A test file in a temporary directory, so the golden isn't written into the sources.
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let testFile = directory.appendingPathComponent("LockScreenTests.swift").path

    let first = dashboard.verifyFrame(of: .lockScreen, matchesGolden: "lock", filePath: testFile)
    XCTAssertEqual(first?.hasPrefix("recorded the frame at"), true, first ?? "")
    let golden = try String(
      contentsOf: directory.appendingPathComponent("__Frames__/lock.txt"), encoding: .utf8)
    XCTAssertEqual(golden, dashboard.frame(of: .lockScreen))
    XCTAssertNil(dashboard.verifyFrame(of: .lockScreen, matchesGolden: "lock", filePath: testFile))

    let changed = try XCTUnwrap(
      dashboard.verifyFrame(of: .controlCenter, matchesGolden: "lock", filePath: testFile))
    XCTAssertTrue(changed.contains("the frame differs"), changed)
    XCTAssertTrue(changed.contains("expected:"), changed)
  }
}
