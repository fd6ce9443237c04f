import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

@MainActor
@Suite("Now Playing: what an app reports, and the tile's buttons")
struct NowPlayingFeatureTests {
  private static func episode(playing: Bool, at date: Date) -> NowPlayingItem {
    NowPlayingItem(
      title: "Widgets Everywhere", artist: "Ana Ruiz", album: "Swift by Night", duration: 2_700,
      elapsed: 60, isPlaying: playing, reportedAt: date)
  }

  /// A store whose app plays an episode and handles play, pause, next and skip backward.
  private func playing() -> ReducerTestStore {
    let store = ReducerTestStore()
    let item = Self.episode(playing: true, at: store.now)
    let commands: Set<NowPlayingCommand> = [.play, .pause, .nextTrack, .skipBackward]
    store.send(
      .nowPlaying(.changed(item, commands: commands)),
      events: ["now playing: Widgets Everywhere"]
    ) {
      $0.nowPlaying.item = item
      $0.nowPlaying.commands = commands
    }
    return store
  }

  @Test("↑ at the top of Control Center focuses ⏯; Enter sends pause while playing")
  func pauseWhilePlaying() {
    let store = playing()
    store.send(.key(.up)) { $0.nowPlaying.focus = .playPause }
    store.send(.key(.enter), effects: [.nowPlaying(.send(.pause))])
    store.send(
      .nowPlaying(.handled(.pause, status: .success)),
      events: ["remote command pause: success"])
  }

  @Test("⏯ sends play while paused; ⏭ the next track; ⏮ skips back without a previous track")
  func commandsByState() {
    let store = playing()
    let paused = Self.episode(playing: false, at: store.now)
    store.send(
      .nowPlaying(.changed(paused, commands: store.state.nowPlaying.commands)),
      events: ["now playing: Widgets Everywhere (paused)"]
    ) { $0.nowPlaying.item = paused }
    store.send(.nowPlaying(.press(.playPause)), effects: [.nowPlaying(.send(.play))]) {
      $0.nowPlaying.focus = .playPause
    }
    store.send(.key(.right)) { $0.nowPlaying.focus = .next }
    store.send(.key(.enter), effects: [.nowPlaying(.send(.nextTrack))])
    store.send(.key(.left)) { $0.nowPlaying.focus = .playPause }
    store.send(.key(.left)) { $0.nowPlaying.focus = .previous }
    store.send(.key(.enter), effects: [.nowPlaying(.send(.skipBackward))])
    store.send(.key(.down)) { $0.nowPlaying.focus = nil }
  }

  @Test("a button the app handles no command for logs a warning and sends nothing")
  func unhandled() {
    let store = ReducerTestStore()
    let item = Self.episode(playing: true, at: store.now)
    store.send(
      .nowPlaying(.changed(item, commands: [])), events: ["now playing: Widgets Everywhere"]
    ) {
      $0.nowPlaying.item = item
    }
    store.send(
      .nowPlaying(.press(.next)),
      events: ["warning: Now Playing: the app handles no remote command for next"]
    ) { $0.nowPlaying.focus = .next }
    store.send(
      .nowPlaying(.handled(.nextTrack, status: nil)),
      events: ["remote command nextTrack: no handler"])
  }

  @Test("when nothing plays the tile goes, and its focus with it; keys go to the space again")
  func stopped() {
    let store = playing()
    store.send(.key(.up)) { $0.nowPlaying.focus = .playPause }
    store.send(.nowPlaying(.changed(nil, commands: [])), events: ["now playing: nothing"]) {
      $0.nowPlaying = NowPlayingState()
    }
    store.send(.nowPlaying(.press(.playPause)))
  }

  @Test("the elapsed time advances at the rate while playing, within the duration")
  func elapsed() {
    let start = Date(timeIntervalSince1970: 1_000)
    var item = Self.episode(playing: true, at: start)
    #expect(item.elapsed(at: start + 30) == 90)
    item.rate = 2
    #expect(item.elapsed(at: start + 30) == 120)
    #expect(item.elapsed(at: start + 10_000) == 2_700, "never past the duration")
    item.isPlaying = false
    #expect(item.elapsed(at: start + 30) == 60, "paused: it stays")
  }
}
