/// A remote command the Now Playing tile sends, by name.
package enum NowPlayingCommand: String, CaseIterable, Sendable, Hashable {
  case play, pause, togglePlayPause, nextTrack, previousTrack, skipForward, skipBackward
}
