import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// A Move ring widget written as a shipping app writes it: a trimmed `Circle` stroke as a ring
/// gauge over a translucent track, on a `RoundedRectangle` filled with a colour's gradient.
@MainActor
@Suite("Source compatibility: a ring gauge widget with shapes and gradients")
struct ActivityTests {
  @Test("the ring, its track and the gradient card draw, and nothing is reported unsupported")
  func ring() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Activity", bundle: MoveWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "MoveWidget", family: .systemMedium))
    try await pilot.type("4 wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("320/500"), "\(screen)")
    #expect(screen.contains("█"), "the ring is drawn: \(screen)")
    let widgets = pilot.state.widgets.instances.values
    #expect(widgets.allSatisfy { $0.view.node.unsupportedModifiers.isEmpty })
    // The ring's cells: pink where the trim keeps it, the blended track elsewhere.
    let frame = pilot.frame
    let theme = try ThemeLoader.defaultTheme()
    let pink = theme.resolve(.pink)
    var ringColors: Set<TerminalColor> = []
    for y in 0..<frame.height {
      for x in 0..<frame.width where frame[x, y].grapheme == "█" {
        ringColors.insert(frame[x, y].style.foreground)
      }
    }
    #expect(ringColors.contains(pink), "the progress arc is pink")
    #expect(ringColors.count >= 2, "the track is drawn in another colour: \(ringColors)")
    // The card's gradient: more than one background colour behind the text.
    var backgrounds: Set<TerminalColor> = []
    for y in 0..<frame.height {
      for x in 0..<frame.width {
        if case .rgb = frame[x, y].style.background {
          backgrounds.insert(frame[x, y].style.background)
        }
      }
    }
    #expect(backgrounds.count >= 3, "a gradient of several colours: \(backgrounds.count)")
  }
}
