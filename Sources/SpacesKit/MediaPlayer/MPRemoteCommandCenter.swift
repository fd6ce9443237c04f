import Foundation

/// The commands the system sends the app's player, as MediaPlayer declares them.
///
/// `MPRemoteCommandCenter.shared().playCommand.addTarget { … }`.
///
/// The Now Playing tile (Control Center) and panel (Lock Screen) send them when their buttons
/// are pressed: ⏯ sends `pauseCommand` or `playCommand` (else `togglePlayPauseCommand`), ⏮ and
/// ⏭ send `previousTrackCommand` and `nextTrackCommand`, else the skip commands.
public final class MPRemoteCommandCenter: Sendable {
  /// The command that starts playing.
  public let playCommand: MPRemoteCommand
  /// The command that pauses.
  public let pauseCommand: MPRemoteCommand
  /// The command that stops playing.
  public let stopCommand: MPRemoteCommand
  /// Play or pause, whichever applies.
  public let togglePlayPauseCommand: MPRemoteCommand
  /// The next track or episode.
  public let nextTrackCommand: MPRemoteCommand
  /// The previous track or episode.
  public let previousTrackCommand: MPRemoteCommand
  /// Skip forward by an interval.
  public let skipForwardCommand: MPSkipIntervalCommand
  /// Skip backward by an interval.
  public let skipBackwardCommand: MPSkipIntervalCommand
  /// Seek forward while held.
  public let seekForwardCommand: MPRemoteCommand
  /// Seek backward while held.
  public let seekBackwardCommand: MPRemoteCommand
  /// Move to a position.
  public let changePlaybackPositionCommand: MPChangePlaybackPositionCommand

  init(changed: @escaping @Sendable () -> Void) {
    playCommand = MPRemoteCommand(changed: changed)
    pauseCommand = MPRemoteCommand(changed: changed)
    stopCommand = MPRemoteCommand(changed: changed)
    togglePlayPauseCommand = MPRemoteCommand(changed: changed)
    nextTrackCommand = MPRemoteCommand(changed: changed)
    previousTrackCommand = MPRemoteCommand(changed: changed)
    skipForwardCommand = MPSkipIntervalCommand(changed: changed)
    skipBackwardCommand = MPSkipIntervalCommand(changed: changed)
    seekForwardCommand = MPRemoteCommand(changed: changed)
    seekBackwardCommand = MPRemoteCommand(changed: changed)
    changePlaybackPositionCommand = MPChangePlaybackPositionCommand(changed: changed)
  }

  /// The command center of the system the app runs on.
  public class func shared() -> MPRemoteCommandCenter {
    SystemHost.current.nowPlaying.commandCenter
  }

  /// The command object for a command the Now Playing tile sends.
  package func command(_ command: NowPlayingCommand) -> MPRemoteCommand {
    switch command {
    case .play: playCommand
    case .pause: pauseCommand
    case .togglePlayPause: togglePlayPauseCommand
    case .nextTrack: nextTrackCommand
    case .previousTrack: previousTrackCommand
    case .skipForward: skipForwardCommand
    case .skipBackward: skipBackwardCommand
    }
  }

  /// The commands that are enabled and have a handler.
  package var availableCommands: Set<NowPlayingCommand> {
    Set(NowPlayingCommand.allCases.filter { command($0).isAvailable })
  }

  /// Sends a command to its handlers (on the caller's thread: the engine's main actor), with a
  /// timestamp in seconds; `nil` when it has no handler.
  package func send(_ command: NowPlayingCommand, timestamp: TimeInterval)
    -> MPRemoteCommandHandlerStatus?
  {
    let target = self.command(command)
    return target.send(target.event(at: timestamp))
  }
}
