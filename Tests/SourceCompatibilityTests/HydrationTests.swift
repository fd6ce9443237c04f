import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A water tracker widget written with SwiftUI's accessibility modifiers, as a shipping widget
/// is: a hidden decorative symbol, a header, a combined count with a value, a labelled button
/// with a hint. `A` reads it as VoiceOver does.
@MainActor
@Suite("Source compatibility: a widget with accessibility modifiers, read by VoiceOver")
struct HydrationTests {
  @Test("A reads the focused widget's elements in VoiceOver's order; A closes the overlay")
  func voiceOverOverlay() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Hydration", bundle: HydrationWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "HydrationWidget", family: .systemSmall))
    try await pilot.type("4 wait:1s A")
    let screen = pilot.screen
    #expect(screen.contains("VoiceOver · HydrationWidget"), "\(screen)")
    let lines = screen.split(separator: "\n").map(String.init)
    let spoken = [
      "‣ Water, Heading",
      "‣ 5 of 8, glasses, 62 percent",
      "‣ Sun max, Image",
      "‣ Add a glass, Button, Logs one more glass of water",
      "‣ Updated just now",
    ]
    let rows = spoken.map { text in lines.firstIndex { $0.contains(text) } }
    #expect(rows.allSatisfy { $0 != nil }, "\(screen)")
    #expect(rows.compactMap { $0 } == rows.compactMap { $0 }.sorted(), "in reading order")
    #expect(!screen.contains("Drop"), "the hidden symbol isn't read")
    let widget = try #require(pilot.state.widgets.instances.values.first)
    #expect(
      widget.view.node.unsupportedModifiers.isEmpty,
      "shadow, scaleEffect, saturation, a plain button, onAppear and task are all drawn or documented"
    )
    #expect(
      UserDefaults.standard.object(forKey: "hydration.lastShown") == nil,
      "a widget's view is archived: onAppear doesn't run, as in WidgetKit")
    try await pilot.type("A")
    #expect(!pilot.screen.contains("VoiceOver ·"))
  }
}
