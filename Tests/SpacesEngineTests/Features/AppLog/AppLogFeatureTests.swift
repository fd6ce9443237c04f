import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// What apps log with `Logger`: a line of the event log each; errors and faults are warnings
/// and go on the notice line too, after any notice already there.
@MainActor
@Suite("App log feature")
struct AppLogFeatureTests {
  private func entry(_ level: OSLogType, _ message: String) -> AppLogEntry {
    AppLogEntry(subsystem: "com.example.Coffee", category: "Store", level: level, message: message)
  }

  @Test("debug, info and default messages are event log lines, not notices")
  func lines() {
    let store = ReducerTestStore()
    store.send(.appLog(.logged(entry(.info, "3 cups"))), events: ["log Coffee (info): 3 cups"])
    store.send(.appLog(.logged(entry(.debug, "x"))), events: ["log Coffee (debug): x"])
    store.send(.appLog(.logged(entry(.default, "y"))), events: ["log Coffee (default): y"])
  }

  @Test("errors and faults are warnings and notices; a second follows the first on the line")
  func problems() {
    let store = ReducerTestStore()
    store.send(
      .appLog(.logged(entry(.error, "cups.json can't be read"))),
      events: ["warning: Coffee: cups.json can't be read"]
    ) {
      $0.notice = "Coffee: cups.json can't be read"
    }
    store.send(
      .appLog(.logged(entry(.fault, "out of beans"))),
      events: ["warning: Coffee: out of beans"]
    ) {
      $0.notice = "Coffee: cups.json can't be read; Coffee: out of beans"
    }
    // The same message again isn't repeated on the line.
    store.send(
      .appLog(.logged(entry(.fault, "out of beans"))), events: ["warning: Coffee: out of beans"])
  }

  @Test("a message logged by app code in the engine reaches the log through the app's host")
  func throughTheEngine() async throws {
    let pilot = try await Pilot(apps: [ThreeControlsApp.app])
    defer { pilot.close() }
    pilot.engine.host.runSync {
      Logger(subsystem: "com.example.Coffee", category: "Store").error("no beans")
    }
    await pilot.engine.settle()
    #expect(pilot.eventLines.last == "warning: Coffee: no beans")
    #expect(pilot.state.notice == "Coffee: no beans")
    #expect(pilot.screen.contains("⚠ Coffee: no beans"))
  }
}
