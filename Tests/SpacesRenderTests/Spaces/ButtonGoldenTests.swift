import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Synchronization
import Testing

/// Whether the brewing intent may finish (tests release it; one test at a time).
enum BrewGate {
  static let released = Mutex(false)
}

/// Brews; `perform()` waits until the test releases it.
struct BrewIntent: AppIntent {
  static let title: LocalizedStringResource = "Brew"
  func perform() async throws -> some IntentResult {
    while !BrewGate.released.withLock({ $0 }) {
      try await Task.sleep(for: .milliseconds(2))
    }
    return .result()
  }
}

/// Opens the Camera app.
struct OpenCameraAppIntent: OpenIntent {
  static let title: LocalizedStringResource = "Open Camera"
  @Parameter(title: "App", default: "Camera") var target: String
}

/// A brew button with an action label shown while it brews, and a status after.
struct BrewButton<Kind: BrewKind>: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Coffee.\(Kind.name)") {
      ControlWidgetButton(action: BrewIntent()) {
        Label(Kind.name, systemImage: "cup.and.saucer.fill")
          .controlWidgetStatus("\(Kind.name) ready")
      } actionLabel: { isActive in
        if isActive {
          Label("Brewing", systemImage: "hourglass")
        } else {
          Label(Kind.name, systemImage: "cup.and.saucer.fill")
        }
      }
    }
  }
}

/// Names a brew button.
protocol BrewKind { static var name: String { get } }
enum Espresso: BrewKind { static let name = "Espresso" }
enum Latte: BrewKind { static let name = "Latte" }
enum Tea: BrewKind { static let name = "Tea" }

/// Opens the Camera.
struct CameraButton: ControlWidget {
  var body: some ControlWidgetConfiguration {
    StaticControlConfiguration(kind: "test.Coffee.Camera") {
      ControlWidgetButton(action: OpenCameraAppIntent()) {
        Label("Camera", systemImage: "camera.fill")
      }
    }
  }
}

struct CoffeeBundle: WidgetBundle {
  var body: some Widget {
    BrewButton<Espresso>()
    BrewButton<Latte>()
    BrewButton<Tea>()
    CameraButton()
  }
}

/// Buttons: the action label while `perform()` runs (Control Center at every size, the Lock
/// Screen slot, the Action button), the status after, and the "opening <App>" banner.
/// Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter ButtonGoldenTests`, then read
/// them.
@MainActor
@Suite("Golden frames: buttons and statuses", .serialized)
struct ButtonGoldenTests {
  init() { BrewGate.released.withLock { $0 = false } }

  func launch() async throws -> Pilot {
    let pilot = try await Pilot(apps: [HostedApp(name: "Coffee", bundle: CoffeeBundle.self)])
    pilot.engine.settleGrace = .milliseconds(50)
    return pilot
  }

  /// Lets the brews finish and the results land.
  func release(_ pilot: Pilot) async {
    BrewGate.released.withLock { $0 = true }
    await pilot.advance(by: 0)
    for _ in 0..<50 where !pilot.state.runs.runs.isEmpty {
      try? await Task.sleep(for: .milliseconds(5))
      await pilot.advance(by: 0)
    }
  }

  @Test("Control Center: each size shows its action label while brewing, then its status")
  func controlCenter() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("Enter Tab Enter Tab Enter")
    #expect(pilot.state.controls.prefix(3).allSatisfy { $0.isPerforming })
    GoldenFrame.assertMatches(pilot.screen, named: "buttons-performing")
    await release(pilot)
    #expect(pilot.state.controls.prefix(3).allSatisfy { !$0.isPerforming })
    #expect(pilot.screen.contains("Espresso: Espresso ready"))
    GoldenFrame.assertMatches(pilot.screen, named: "buttons-status")
    await pilot.advance(by: ControlsFeature.statusDuration)
    #expect(!pilot.screen.contains("ready"))
  }

  @Test("the status shows whichever size the control has", arguments: [0, 1, 2])
  func statusAtEverySize(index: Int) async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    BrewGate.released.withLock { $0 = true }
    for _ in 0..<index { await pilot.press(.tab) }
    await pilot.press(.enter)
    await release(pilot)
    let control = pilot.state.controls[index]
    #expect(control.size == [ControlSize.medium, .large, .small][index])
    let name = control.displayed.title
    #expect(pilot.screen.components(separatedBy: "\n")[2].contains("\(name): \(name) ready"))
  }

  @Test("the Lock Screen slot and the Action button show the action label while brewing")
  func lockScreenAndActionButton() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("2 Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "buttons-lock-screen-performing")
    await release(pilot)
    BrewGate.released.withLock { $0 = false }
    try await pilot.type("3 Enter wait:300ms Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "buttons-action-button-performing")
    await release(pilot)
  }

  @Test("an OpenIntent button shows \"opening Camera\" for 1.5 s, logged")
  func openingBanner() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("Tab Tab Tab Enter")
    GoldenFrame.assertMatches(pilot.screen, named: "opening-app")
    #expect(pilot.eventLines.contains("opening Camera"))
    await pilot.advance(by: DeviceFeature.openingDuration)
    #expect(!pilot.screen.contains("opening Camera"))
  }
}
