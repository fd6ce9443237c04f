import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// `@Environment(\.openURL)`: the system's action opens the app whose screen the view is on,
/// with the URL; a handler decides first.
@MainActor
@Suite("openURL: an app's view opens its app with a URL")
struct OpenURLTests {
  private func pilot() async throws -> Pilot {
    var app = HostedApp(name: "Trips", makeEntries: { [] })
    app.appView = { AnyView(Text("Trips home")) }
    return try await Pilot(apps: [app], size: TerminalSize(width: 76, height: 20))
  }

  /// The environment an app screen's view is resolved with.
  private func appScreenEnvironment(_ pilot: Pilot) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment._appScreen = AppScreenContext(
      appName: "Trips", appShortcuts: [], store: ViewStateStore())
    return environment
  }

  @Test("the system's action opens the app's screen with the URL in its title")
  func systemAction() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    let openURL = appScreenEnvironment(pilot).openURL
    var accepted: Bool?
    pilot.engine.host.runSync {
      openURL(URL(string: "trips://trip/42")!) { accepted = $0 }
    }
    await pilot.advance(by: 0.1)
    #expect(accepted == true)
    #expect(pilot.state.appScreens.screen?.url == URL(string: "trips://trip/42"))
    #expect(pilot.screen.contains("‹ Trips · trips://trip/42"), "\(pilot.screen)")
    #expect(pilot.eventLines.contains("Trips: opened trips://trip/42"), "\(pilot.eventLines)")
  }

  @Test("a handler that handles the URL keeps the system out; .systemAction(url) redirects")
  func handler() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    var seen: [URL] = []
    let handled = OpenURLAction { url in
      seen.append(url)
      return .handled
    }
    pilot.engine.host.runSync { handled(URL(string: "trips://a")!) }
    await pilot.advance(by: 0.1)
    #expect(seen == [URL(string: "trips://a")!])
    #expect(pilot.state.appScreens.screen == nil)
  }

  @Test("outside an app's screen (a widget) the call is a warning, not a silent no-op")
  func outsideAppScreen() async throws {
    let pilot = try await pilot()
    defer { pilot.close() }
    var accepted: Bool?
    let openURL = EnvironmentValues().openURL
    pilot.engine.host.runSync { openURL(URL(string: "trips://b")!) { accepted = $0 } }
    await pilot.advance(by: 0.1)
    #expect(accepted == false)
    #expect(pilot.state.appScreens.screen == nil)
    #expect(
      pilot.eventLines.contains {
        $0.contains("openURL(trips://b) outside an app's screen")
      }, "\(pilot.eventLines)")
  }
}
