import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The scores widget: an `AppIntentTimelineProvider` configured by a `WidgetConfigurationIntent`
/// with an `AppEnum` parameter and a `Bool` with defaults.
@MainActor
@Suite("Source compatibility: a configurable scores widget")
struct ScoresTests {
  @Test("the default team's latest game and next game; another team through the configuration")
  func configured() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Scores", bundle: ScoresWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "ScoresWidget", family: .systemMedium))
    let owls = SelectTeamIntent()
    owls.team = .owls
    owls.showsNextGame = false
    #expect(
      pilot.engine.addWidget(
        kind: "ScoresWidget", family: .systemSmall, configuration: IntentBox(owls)))
    try await pilot.type("4 wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("Sharks"), "\(screen)")
    #expect(screen.contains("3 – 1"))
    #expect(screen.contains("vs Comets"))
    #expect(screen.contains("Next: Sat 7 PM"))
    #expect(screen.contains("Owls"))
    #expect(screen.contains("2 – 2"))
    #expect(!screen.contains("Next: Fri 8 PM"), "the Owls widget hides its next game")
    #expect(screen.contains("Box score"), "a Link draws its label")
    #expect(
      pilot.state.widgets.instances.values.allSatisfy { $0.view.node.unsupportedModifiers.isEmpty },
      "a Link opens its app: nothing is reported as not supported")
    let policies = pilot.state.widgets.instances.values.compactMap { $0.policy?._rule }
    #expect(policies.count == 2)
  }
}
