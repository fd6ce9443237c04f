import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// Live Activities on a paired Apple Watch (iOS 18 with watchOS 11): the `.small` family
/// (`supplementalActivityFamilies([.small])`, read through `@Environment(\.activityFamily)`)
/// in the watch panel beside a wide Lock Screen and in the inspector; an activity without it
/// shows its Dynamic Island's compact views there, as watchOS does.
@MainActor
@Suite("Source compatibility: the .small Live Activity family on a paired watch")
struct WatchSmartStackTests {
  private func launch(
    _ app: HostedApp, width: Int = 200, height: Int = 60
  ) async throws -> Pilot {
    try await Pilot(apps: [app], size: TerminalSize(width: width, height: height))
  }

  @Test("a ride with .small: the watch beside the phone draws its small view, titled Rides")
  func small() async throws {
    let pilot = try await launch(HostedApp(bundle: RidesBundle.self))
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s 2")
    let activity = try #require(pilot.state.activities.values.first)
    #expect(activity.watch?.smallView != nil, "the .small view is built")
    let screen = pilot.screen
    #expect(screen.contains("Apple Watch"), "\(screen)")
    #expect(screen.contains("Your ride to Main St"), "the phone's banner keeps .medium")
    GoldenFrame.assertMatches(screen, named: "watch-small-200x60")
    // The small view is the one the app wrote for `.small`, not the banner's.
    let watchRows = screen.split(separator: "\n").filter {
      $0.contains("Maria") && !$0.contains("Prius")
    }
    #expect(watchRows.count == 1, "the driver's name on its own row in the watch\n\(screen)")
  }

  @Test("an activity without .small: the watch shows the island's compact leading and trailing")
  func compact() async throws {
    let pilot = try await launch(HostedApp(bundle: ParkingBundle.self))
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s 2")
    let activity = try #require(pilot.state.activities.values.first)
    #expect(activity.watch?.smallView == nil)
    #expect(activity.watch?.appName == "Parking")
    let screen = pilot.screen
    #expect(screen.contains("Apple Watch"), "\(screen)")
    #expect(screen.contains("55m"), "compactTrailing in the watch\n\(screen)")
    GoldenFrame.assertMatches(screen, named: "watch-compact-200x60")
  }

  @Test("a narrow window has no watch panel and the banner is drawn as before")
  func narrow() async throws {
    let pilot = try await launch(HostedApp(bundle: RidesBundle.self), width: 100, height: 30)
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s 2")
    let screen = pilot.screen
    #expect(!screen.contains("Apple Watch"), "\(screen)")
    #expect(screen.contains("Your ride to Main St"), "\(screen)")
    GoldenFrame.assertMatches(screen, named: "watch-none-100x30")
  }

  @Test("the inspector draws the watch card of the Lock Screen's activity at any width")
  func inspector() async throws {
    let pilot = try await launch(HostedApp(bundle: RidesBundle.self), width: 100, height: 40)
    defer { pilot.close() }
    try await pilot.type("Enter wait:1s 2 i")
    let screen = pilot.screen
    #expect(screen.contains("watch: .small"), "\(screen)")
    #expect(screen.contains("Apple Watch"), "the card in the inspector\n\(screen)")
  }
}
