/// A button of the Now Playing tile and panel, left to right.
package enum NowPlayingButton: Int, CaseIterable, Sendable, Hashable {
  /// ⏮ (the previous track) or ↺ (skip backward).
  case previous
  /// ⏯: play or pause.
  case playPause
  /// ⏭ (the next track) or ↻ (skip forward).
  case next
}
