/// What a remote command's handler reports, as MediaPlayer declares it.
public enum MPRemoteCommandHandlerStatus: Int, Sendable, Equatable {
  /// The command ran.
  case success = 0
  /// The content the command needs doesn't exist.
  case noSuchContent = 100
  /// Nothing is playing that the command could act on.
  case noActionableNowPlayingItem = 110
  /// A device the command needs isn't there.
  case deviceNotFound = 120
  /// The command failed for another reason.
  case commandFailed = 200
}
