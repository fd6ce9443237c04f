import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// A podcast app's entities, property query, sectioned options and donations, written as a
/// shipping app writes them: the Siri bar's "Find Episodes" action, its "Siri Suggestions" from
/// the app's donations, and the configuration form's sectioned picker.
@MainActor
@Suite("Source compatibility: a podcast app's Find action, donations and sectioned picker")
struct PodcastFinderTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(bundle: PodcastFinderBundle.self)], size: TerminalSize(width: 90, height: 30))
  }

  private func answer(_ pilot: Pilot) -> SiriAnswer? {
    guard case .answer(let answer) = pilot.state.siri.bar?.phase else { return nil }
    return answer
  }

  private func question(_ pilot: Pilot) -> String? {
    for case .prompt(let prompt) in pilot.state.presentations.reversed() {
      return prompt.prompt.question
    }
    return nil
  }

  @Test(
    "typing “find ep” offers Find Episodes; the query's results come back filtered, sorted, limited"
  )
  func findEpisodes() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ wait:1s text:'find ep'")
    #expect(pilot.state.siri.bar?.suggestions.first == "Find Episodes")
    try await pilot.type("Tab Enter wait:1s")
    let asked = try #require(question(pilot))
    #expect(asked.hasPrefix("Find episodes where…"), "\(asked)")
    #expect(asked.contains("Title: is, contains"), "\(asked)")
    try await pilot.type(
      "text:'title contains pi sorted by published descending limit 2' Enter wait:1s")
    let found = try #require(answer(pilot))
    #expect(found.lines == ["Found 2 episodes."])
    let screen = pilot.screen
    #expect(screen.contains("Pines at Dusk · 21 min"), "\(screen)")
    #expect(screen.contains("The Piano Tuner · 48 min"), "\(screen)")
    #expect(!screen.contains("Pilot ·"), "the limit cut the oldest: \(screen)")
    let pines = try #require(screen.range(of: "Pines at Dusk"))
    let piano = try #require(screen.range(of: "The Piano Tuner"))
    #expect(pines.lowerBound < piano.lowerBound, "newest first")
  }

  @Test("“what can I do with Podcasts” lists the Find action after the App Shortcuts")
  func findListed() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ wait:1s text:'What can I do with Podcasts?' Enter")
    #expect(answer(pilot)?.list.last == "“Find Episodes”", "\(pilot.screen)")
  }

  @Test(
    "an unknown comparator or property is said in the prompt, which asks again; nothing else changes"
  )
  func unknownComparator() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ wait:1s text:'Find Episodes' Enter wait:1s")
    try await pilot.type("text:'title is after pilot' Enter wait:1s")
    let asked = try #require(question(pilot))
    #expect(
      asked.hasPrefix("Title can't be compared with “is after”: use “is”, “contains”."), "\(asked)")
    #expect(answer(pilot) == nil)
    #expect(pilot.state.runs.runs.count == 1, "still asking")
    try await pilot.type("text:'colour is red' Enter wait:1s")
    let again = try #require(question(pilot))
    #expect(again.hasPrefix("No property “colour”: use “Title”, “Minutes”."), "\(again)")
  }

  @Test("the app's donations: listed by the inspector, the Siri Suggestions newest first, runnable")
  func siriSuggestions() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("wait:1s")
    #expect(pilot.state.donations.donations.map(\.title) == ["Play The Piano Tuner", "Play Pilot"])
    #expect(
      pilot.eventLines.contains(
        "warning: donation of “Play Episode” not added: required parameter “Episode” without a value"
      ), "\(pilot.eventLines)")
    try await pilot.type("i")
    #expect(pilot.screen.contains("donations: 2"), "the inspector lists them: \(pilot.screen)")
    #expect(pilot.screen.contains("Play Pilot (StartEpisodeIntent)"), "newest first")
    try await pilot.type("i / wait:1s")
    let bar = try #require(pilot.state.siri.bar)
    #expect(bar.siriSuggestions.map(\.title) == ["Play Pilot", "Play The Piano Tuner"])
    #expect(bar.siriSuggestions.map(\.app) == ["Podcasts", "Podcasts"])
    #expect(pilot.screen.contains("Siri Suggestions"))
    try await pilot.type("Down Enter wait:1s")
    #expect(answer(pilot)?.lines == ["Playing The Piano Tuner."])
  }
}
