import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The scores app's relevant intents (`RelevantIntentManager`): the widget for a team whose
/// game is on is suggested in the Siri bar and shown there with its configuration.
@MainActor
@Suite("Source compatibility: a scores app's relevant widgets in Siri Suggestions")
struct ScoresRelevanceTests {
  @Test("a relevant widget heads Siri Suggestions; Enter shows it configured for the team")
  func suggestedWidget() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Scores", bundle: ScoresWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "ScoresWidget", family: .systemMedium))
    try await pilot.type("4 wait:1s")
    #expect(pilot.state.donations.relevantIntents.count == 1)
    try await pilot.type("/")
    #expect(pilot.screen.contains("Siri Suggestions"), "\(pilot.screen)")
    #expect(
      pilot.screen.contains("› Select Team: Owls, On  (widget Scores)"), "\(pilot.screen)")
    try await pilot.type("Enter wait:1s")
    let screen = pilot.screen
    #expect(screen.contains("Scores · Scores"), "the widget's name and app\n\(screen)")
    #expect(screen.contains("Owls"), "\(screen)")
    #expect(screen.contains("2 – 2"), "the Owls' game, not the placed widget's Sharks\n\(screen)")
  }

  @Test("after its window the widget is no longer suggested")
  func expired() async throws {
    let pilot = try await Pilot(
      apps: [HostedApp(name: "Scores", bundle: ScoresWidgetBundle.self)],
      size: TerminalSize(width: 100, height: 40))
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "ScoresWidget", family: .systemMedium))
    try await pilot.type("4 wait:1s")
    await pilot.advance(by: 3 * 60 * 60)
    try await pilot.type("/")
    #expect(!pilot.screen.contains("widget Scores"), "\(pilot.screen)")
  }
}
