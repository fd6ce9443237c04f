import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The weather widget (a `TimelineProvider` with completion handlers, families switched on
/// `@Environment(\.widgetFamily)`, a gauge, `containerBackground`) on the Home Screen and the
/// Lock Screen.
@MainActor
@Suite("Source compatibility: a weather widget in its families")
struct WeatherTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(name: "Weather", bundle: WeatherWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
  }

  @Test("small and medium on the Home Screen: the city, 72°, the condition, the highs and lows")
  func homeScreen() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "WeatherWidget", family: .systemSmall))
    #expect(pilot.engine.addWidget(kind: "WeatherWidget", family: .systemMedium))
    try await pilot.type("4 wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("Cupertino"), "\(screen)")
    #expect(screen.contains("72°"))
    #expect(screen.contains("Sunny"))
    #expect(screen.contains("H:78° L:61°"))
    #expect(screen.contains("UV Index"), "the medium family's own layout")
    let widgets = pilot.state.widgets.instances.values
    #expect(widgets.allSatisfy { $0.entries.count == 3 }, "one entry per forecast hour")
    #expect(
      widgets.allSatisfy { $0.view.node.unsupportedModifiers.isEmpty },
      "a tap opens the app with the widgetURL: nothing is reported as not supported")
    #expect(
      widgets.allSatisfy {
        $0.view.node.widgetURL?.absoluteString == "weather://forecast/Cupertino"
      })
  }

  @Test("P previews the app's #Preview timeline: Sunny, then → Cloudy")
  func preview() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "WeatherWidget", family: .systemSmall))
    try await pilot.type("4 wait:1s P")
    #expect(pilot.screen.contains("entry 1 of 2"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Sunny"))
    try await pilot.type("Right wait:2s")
    #expect(pilot.screen.contains("entry 2 of 2"))
    #expect(pilot.screen.contains("Cloudy"), "\(pilot.screen)")
    #expect(pilot.screen.contains("68°"))
  }

  @Test("an unsupported family is refused with a warning naming the kind")
  func unsupportedFamily() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(!pilot.engine.addWidget(kind: "WeatherWidget", family: .systemLarge))
    await pilot.advance(by: 0.1)
    #expect(pilot.eventLines.contains { $0.contains("WeatherWidget does not support") })
  }

  @Test("the Lock Screen families: the inline label and the rectangular summary")
  func lockScreen() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "WeatherWidget", family: .accessoryInline))
    #expect(pilot.engine.addWidget(kind: "WeatherWidget", family: .accessoryRectangular))
    #expect(pilot.engine.addWidget(kind: "WeatherWidget", family: .accessoryCircular))
    try await pilot.type("2 wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("72° Sunny"), "\(screen)")
    #expect(screen.contains("Cupertino"))
  }
}
