import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A router app's universal links (iOS 18): a `URLRepresentableEnum` with a URL per case, an
/// `OpenIntent` on it, an intent template filled with an enum and a
/// `CustomURLRepresentationParameterConvertible` entity (whose text is `async`), and
/// `OpenURLIntent(urlRepresentable:)`.
@MainActor
@Suite("Source compatibility: URLRepresentableEnum and custom URL parameters")
struct HomeNetTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(bundle: HomeNetBundle.self)], size: TerminalSize(width: 100, height: 30))
  }

  @Test("an OpenIntent on a URLRepresentableEnum opens the case's own URL")
  func enumCase() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Open Guest Network in HomeNet' Enter wait:1s")
    #expect(
      pilot.eventLines.contains("HomeNet: opened https://homenet.example.com/settings/guests"),
      "\(pilot.eventLines)")
    #expect(
      pilot.state.appScreens.screen?.url?.absoluteString
        == "https://homenet.example.com/settings/guests")
  }

  @Test("a template fills a custom-convertible entity's async text and an enum's raw value")
  func customParameter() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Show a router in HomeNet' Enter wait:1s Down Enter wait:1s")
    #expect(
      pilot.eventLines.contains(
        "HomeNet: opened https://homenet.example.com/routers/floor-1/living%20room/guests"),
      "\(pilot.eventLines)")
  }

  @Test("OpenURLIntent(urlRepresentable:) opens the enum case's URL")
  func openURLIntent() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Wi-Fi settings in HomeNet' Enter wait:1s")
    #expect(
      pilot.eventLines.contains("HomeNet: opened https://homenet.example.com/settings/wifi"),
      "\(pilot.eventLines)")
  }

  @Test("a case the representation has no URL for fails the run, naming the case")
  func missingCase() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Open Parental Controls in HomeNet' Enter wait:1s")
    #expect(
      pilot.eventLines.contains {
        $0.hasPrefix("failed Open Network Pane")
          && $0.contains("NetworkPane.urlRepresentation has no URL for .parental")
      }, "\(pilot.eventLines)")
    #expect(!pilot.eventLines.contains { $0.contains("HomeNet: opened") })
  }
}
