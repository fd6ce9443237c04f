import CSpacesLaunchHook
import Foundation
import SpacesDashboard
@_spi(SpacesHost) import SpacesKit
import Testing

/// A bundle the launch hook is handed.
struct LaunchedBundle: WidgetBundle {
  var body: some Widget { CheckedLaunchToggle() }
}

/// A toggle, so the bundle has something in it.
struct CheckedLaunchToggle: ControlWidget {
  struct Provider: ControlValueProvider {
    let previewValue = false
    func currentValue() async throws -> Bool { true }
  }
  struct Toggle: SetValueIntent {
    static let title: LocalizedStringResource = "Launched"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
  }

  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Launched", provider: Provider()) { isOn in
      ControlWidgetToggle("Launched", isOn: isOn, action: Toggle()) { isOn in
        Label(isOn ? "On" : "Off", systemImage: "bolt")
      }
    }
  }
}

@MainActor
@Suite("A @main widget bundle reaches the dashboard through the C launch hook")
struct BundleLaunchTests {
  @Test("linked with SpacesDashboard, the weak hook resolves and fills in the request's run")
  func hookResolves() {
    let request = DashboardLaunchRequest(bundle: LaunchedBundle.self)
    #expect(request.run == nil)
    let pointer = Unmanaged.passRetained(request).toOpaque()
    let linked = spaces_launch_dashboard(pointer)
    Unmanaged<DashboardLaunchRequest>.fromOpaque(pointer).release()
    #expect(linked, "SpacesDashboard's spaces_dashboard_launch is linked into this program")
    #expect(request.run != nil)
  }

  @Test("a bundle's program keeps its state in apps/<program> under the state directory")
  func stateDirectory() {
    let environment = ["HOME": "/home/ada"]
    #expect(
      StateDirectory.defaultURL(environment: environment, appSubdirectory: nil).path
        == "/home/ada/.local/state/spaces")
    let app = StateDirectory.appSubdirectory(forProgram: "CoffeeTracker")
    #expect(app == "apps/CoffeeTracker")
    #expect(
      StateDirectory.defaultURL(
        environment: ["XDG_STATE_HOME": "/tmp/xdg"], appSubdirectory: app
      ).path == "/tmp/xdg/spaces/apps/CoffeeTracker")
    #expect(StateDirectory.appSubdirectory(forProgram: "") == "apps/app")
    #expect(StateDirectory.appSubdirectory(forProgram: "..") == "apps/app")
  }
}
