import Foundation
import XCTest

@testable import CoffeeTracker

/// The program is the dashboard: its `snapshot` subcommand draws the coffee machine.
final class CoffeeTrackerTests: XCTestCase {
  /// Runs the built CoffeeTracker (next to this test bundle) with arguments; returns its output.
  func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    // The build directory: the bundle's (Linux), or the one around the .xctest bundle (macOS).
    let bundle = Bundle(for: Self.self).bundleURL
    let directory = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    let process = Process()
    process.executableURL = directory.appendingPathComponent("CoffeeTracker")
    process.arguments = arguments
    process.environment = ["LANG": "C.UTF-8", "HOME": NSTemporaryDirectory()]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func testControlCenterShowsTheCoffeeMachine() throws {
    let (status, output) = try run(["snapshot", "--space", "control-center"])
    XCTAssertEqual(status, 0)
    XCTAssertTrue(output.contains("Coffee Machine"), output)
    XCTAssertTrue(output.contains("Coffee Machine · Coffee · medium"), output)
  }

  func testTogglingStartsBrewing() throws {
    let (status, output) = try run(["snapshot", "--keys", "Enter"])
    XCTAssertEqual(status, 0)
    XCTAssertTrue(output.contains("Brewing"), output)
  }

  @MainActor
  func testTheBundleNamesTheApp() {
    XCTAssertEqual(CoffeeWidgets.appName, "Coffee")
    XCTAssertEqual(
      CoffeeWidgets.defaultWidgets?.map(\.family), [.systemSmall, .accessoryRectangular])
  }
}
