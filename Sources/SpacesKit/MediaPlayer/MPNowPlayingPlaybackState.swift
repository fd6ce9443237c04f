/// The playback state the app reports for its Now Playing item, as MediaPlayer declares it.
public enum MPNowPlayingPlaybackState: UInt, Sendable, Equatable {
  /// The app hasn't said.
  case unknown = 0
  /// Playing: the elapsed time advances at the playback rate.
  case playing
  /// Paused: the elapsed time stays.
  case paused
  /// Stopped: nothing advances.
  case stopped
  /// Interrupted (a call, another app's audio).
  case interrupted
}
