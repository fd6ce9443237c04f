import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesRender

/// The Now Playing module: Control Center's tile above the controls and the Lock Screen's panel.
@Suite("Now Playing: the Control Center tile and the Lock Screen panel")
struct NowPlayingGoldenTests {
  /// A podcast 1:00 in when reported, 45 s ago, playing; the app handles play, pause, next
  /// track and skip backward; ⏯ focused.
  private func state(space: Space) -> DashboardState {
    var state = DashboardState()
    state.size = TerminalSize(width: 80, height: 24)
    state.navigation.space = space
    state.nowPlaying.item = NowPlayingItem(
      title: "Widgets Everywhere", artist: "Ana Ruiz", album: "Swift by Night", duration: 2_700,
      elapsed: 60, isPlaying: true, reportedAt: VirtualClock.keynote - 45)
    state.nowPlaying.commands = [.play, .pause, .nextTrack, .skipBackward]
    state.nowPlaying.focus = .playPause
    return state
  }

  private var context: RenderContext {
    RenderContext(theme: try! ThemeLoader.defaultTheme(), now: VirtualClock.keynote)
  }

  @Test("Control Center: title, artist and show, 1:45 of 45:00, ↺ [⏸] ⏭")
  func controlCenter() {
    let frame = DashboardRenderer.render(state(space: .controlCenter), context: context)
    GoldenFrame.assertMatches(frame.text, named: "now-playing-control-center")
  }

  @Test("the Lock Screen: the panel under the clock")
  func lockScreen() {
    let frame = DashboardRenderer.render(state(space: .lockScreen), context: context)
    GoldenFrame.assertMatches(frame.text, named: "now-playing-lock-screen")
  }

  @Test("paused: ▶, and the elapsed time stays where it was reported")
  func paused() {
    var paused = state(space: .controlCenter)
    paused.nowPlaying.item?.isPlaying = false
    paused.nowPlaying.focus = nil
    let text = DashboardRenderer.render(paused, context: context).text
    #expect(text.contains(" ▶ "), "\(text)")
    #expect(text.contains("1:00"), "\(text)")
  }

  @Test("bad numbers in the info draw a sensible tile: no duration, no progress bar")
  func badNumbers() {
    var state = state(space: .controlCenter)
    state.nowPlaying.focus = nil
    state.nowPlaying.item = NowPlayingItem(
      info: [
        MPMediaItemPropertyTitle: "Live", MPMediaItemPropertyPlaybackDuration: Double.nan,
        MPNowPlayingInfoPropertyElapsedPlaybackTime: -5,
        MPNowPlayingInfoPropertyPlaybackRate: 1e300,
      ], state: .unknown, reportedAt: VirtualClock.keynote)
    let text = DashboardRenderer.render(state, context: context).text
    #expect(text.contains("♪ Live"), "\(text)")
    #expect(text.contains("0:00"), "\(text)")
    #expect(!text.contains("━"), "\(text)")
  }

  @Test("the elapsed time redraws each second while playing, not while paused")
  func redraws() {
    let playing = state(space: .controlCenter)
    let next = RedrawSchedule.nextRedraw(playing, now: VirtualClock.keynote)
    #expect(next == VirtualClock.keynote + 1)
    var paused = playing
    paused.nowPlaying.item?.isPlaying = false
    #expect(
      RedrawSchedule.nextRedraw(paused, now: VirtualClock.keynote)! > VirtualClock.keynote + 1)
  }
}
