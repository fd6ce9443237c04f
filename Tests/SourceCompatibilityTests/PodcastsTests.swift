import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The podcast app: a shipping media app's MediaPlayer and App Intents code (an
/// `AudioPlaybackIntent` control and widget button, `MPNowPlayingInfoCenter`,
/// `MPRemoteCommandCenter` handlers, `needsValueError`, errors, continuing in the foreground,
/// `OpenURLIntent`), with only its imports changed. Serialized: the app's player is one object,
/// as in the app.
@MainActor
@Suite("Source compatibility: a podcast app's playback, Now Playing and intents", .serialized)
struct PodcastsTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(bundle: PodcastsBundle.self)],
      size: TerminalSize(width: 100, height: 36))
  }

  @Test("the control's AudioPlaybackIntent plays without opening the app; the tile shows it")
  func playFromControl() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("1 Enter wait:1s")
    #expect(pilot.eventLines.contains("now playing: Actors in Practice"), "\(pilot.eventLines)")
    #expect(!pilot.eventLines.contains { $0.contains("opening Podcasts") })
    #expect(pilot.screen.contains("♪ Actors in Practice"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Ana Ruiz · Swift by Night"))
    #expect(pilot.screen.contains("⏸"), "playing: the middle button pauses")
    await pilot.advance(by: 90)
    #expect(pilot.screen.contains("1:31"), "the elapsed time follows the clock\n\(pilot.screen)")
    #expect(pilot.screen.contains("-40:29"), "the remaining time\n\(pilot.screen)")
  }

  @Test("the tile's buttons send the app's remote commands: pause, next, skip back")
  func remoteCommands() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("1 Enter wait:1s Up Enter wait:100ms")
    #expect(pilot.eventLines.contains("remote command pause: success"), "\(pilot.eventLines)")
    #expect(pilot.eventLines.contains("now playing: Actors in Practice (paused)"))
    #expect(pilot.screen.contains("[▶]"), "\(pilot.screen)")
    await pilot.advance(by: 30)
    #expect(pilot.screen.contains("0:01"), "paused: the elapsed time stays\n\(pilot.screen)")
    try await pilot.type("Right Enter wait:100ms")
    #expect(pilot.eventLines.contains("remote command nextTrack: success"))
    #expect(pilot.screen.contains("Widgets Everywhere"), "\(pilot.screen)")
    try await pilot.type("Left Left Enter wait:100ms")
    #expect(
      pilot.eventLines.contains("remote command skipBackward: success"),
      "previousTrackCommand is disabled: ⏮ is ↺, skip backward")
    try await pilot.type("Down")
    #expect(pilot.state.nowPlaying.focus == nil, "↓ leaves the tile for the controls")
  }

  @Test("the Lock Screen shows the Now Playing panel")
  func lockScreen() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("1 Enter wait:1s 2")
    #expect(pilot.screen.contains("♪ Actors in Practice"), "\(pilot.screen)")
    try await pilot.type("Up Enter wait:100ms")
    #expect(pilot.eventLines.contains("remote command pause: success"), "\(pilot.eventLines)")
  }

  @Test("needsValueError asks for the episode, then performs the intent again")
  func needsValue() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Play an episode in Podcasts' Enter wait:1s")
    #expect(pilot.screen.contains("Which episode?"), "\(pilot.screen)")
    try await pilot.type("Down Enter wait:1s")
    #expect(
      pilot.eventLines.contains("done Play Episode: Playing Widgets Everywhere."),
      "\(pilot.eventLines)")
    #expect(pilot.state.nowPlaying.item?.title == "Widgets Everywhere")
  }

  @Test("an error that is CustomLocalizedStringResourceConvertible shows its text")
  func errorText() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("1 Right Enter wait:1s")
    #expect(
      pilot.eventLines.contains(
        "failed Play Offline: “App Intents Deep Dive” isn’t downloaded yet."),
      "\(pilot.eventLines)")
  }

  @Test("requestToContinueInForeground asks, then opens the app")
  func continueInForeground() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Show notes in Podcasts' Enter wait:1s")
    #expect(pilot.screen.contains("Show the notes in Podcasts?"), "\(pilot.screen)")
    try await pilot.type("y wait:1s")
    #expect(pilot.eventLines.contains { $0.contains("opening Podcasts") }, "\(pilot.eventLines)")
    #expect(pilot.eventLines.contains("done Show Notes"), "\(pilot.eventLines)")
  }

  @Test("result(opensIntent: OpenURLIntent(url)) opens the app with the URL")
  func openURL() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Share the episode in Podcasts' Enter wait:1s")
    #expect(pilot.eventLines.contains("perform Open URL"), "\(pilot.eventLines)")
    #expect(
      pilot.eventLines.contains("Podcasts: opened podcasts://episode/e42"), "\(pilot.eventLines)")
  }
}

extension PodcastsTests {
  @Test("an answer outside @Parameter(inclusiveRange:) is asked again, saying the range")
  func outOfRange() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Set a sleep timer in Podcasts' Enter wait:1s")
    #expect(pilot.screen.contains("For how many minutes?"), "\(pilot.screen)")
    try await pilot.type("text:'500' Enter wait:1s")
    #expect(pilot.screen.contains("'500' is not between 1 and 120"), "\(pilot.screen)")
    try await pilot.type("text:'30' Enter wait:1s")
    #expect(
      pilot.eventLines.contains("done Set Sleep Timer: Sleeping in 30 minutes."),
      "\(pilot.eventLines)")
  }

  @Test("requestConfirmation(actionName: .buy, dialog:) asks with the dialog and “Buy”")
  func buy() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Buy the bonus episode in Podcasts' Enter wait:1s")
    #expect(pilot.screen.contains("Buy “Bonus: Q&A” for $2.99?"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Buy"), "\(pilot.screen)")
    try await pilot.type("y wait:1s")
    #expect(pilot.eventLines.contains("answer Buy Episode: yes"), "\(pilot.eventLines)")
    #expect(pilot.eventLines.contains("done Buy Episode: Bought “Bonus: Q&A”."))
  }
}

extension PodcastsTests {
  @Test("the widget's Button(intent:) with an AudioPlaybackIntent plays without opening the app")
  func playFromWidget() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    #expect(pilot.engine.addWidget(kind: "UpNextWidget", family: .systemSmall))
    try await pilot.type("4 wait:1s Enter wait:1s")
    #expect(pilot.eventLines.contains("now playing: Actors in Practice"), "\(pilot.eventLines)")
    #expect(!pilot.eventLines.contains { $0.contains("opening Podcasts") })
    try await pilot.type("1")
    #expect(pilot.screen.contains("♪ Actors in Practice"), "\(pilot.screen)")
  }

  @Test("needsDisambiguationError lists the values, then performs the intent again with one")
  func needsDisambiguation() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Play the latest in Podcasts' Enter wait:1s")
    #expect(pilot.screen.contains("Which of the new episodes?"), "\(pilot.screen)")
    #expect(pilot.screen.contains("App Intents Deep Dive"), "\(pilot.screen)")
    try await pilot.type("Down Enter wait:1s")
    #expect(
      pilot.eventLines.contains("done Play Latest: Playing App Intents Deep Dive."),
      "\(pilot.eventLines)")
  }

  @Test("needsConfirmationError asks to confirm the value; yes performs again, no cancels")
  func needsConfirmation() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Mark as played in Podcasts' Enter wait:1s")
    #expect(pilot.screen.contains("Mark “Actors in Practice” as played?"), "\(pilot.screen)")
    try await pilot.type("y wait:1s")
    #expect(
      pilot.eventLines.contains("done Mark as Played: Marked Actors in Practice as played."),
      "\(pilot.eventLines)")
    try await pilot.type("Esc / text:'Mark as played in Podcasts' Enter wait:1s n wait:1s")
    #expect(
      pilot.eventLines.contains("failed Mark as Played: cancelled"), "\(pilot.eventLines)")
  }
}

extension PodcastsTests {
  @Test("an OpenIntent that is URLRepresentableIntent opens its target entity's URL in the app")
  func urlRepresentableEntity() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Open an episode in Podcasts' Enter wait:1s Down Enter wait:1s")
    #expect(
      pilot.eventLines.contains("Podcasts: opened podcasts://episode/e42"), "\(pilot.eventLines)")
    #expect(pilot.state.appScreens.screen?.url?.absoluteString == "podcasts://episode/e42")
  }

  @Test("a URLRepresentableIntent's template is filled from its parameters and opened")
  func urlRepresentableIntent() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("/ text:'Open the show page in Podcasts' Enter wait:1s")
    #expect(
      pilot.eventLines.contains("Podcasts: opened https://example.com/shows/swift-by-night"),
      "\(pilot.eventLines)")
  }
}
