import Foundation

/// A remote command the system sends the app, as MediaPlayer declares it.
///
/// A press of the Now Playing tile's buttons; a skip carries an `MPSkipIntervalCommandEvent`.
public class MPRemoteCommandEvent: @unchecked Sendable {
  /// The command that was sent.
  public let command: MPRemoteCommand
  /// When it was sent, in seconds of the system's clock.
  public let timestamp: TimeInterval

  init(command: MPRemoteCommand, timestamp: TimeInterval) {
    self.command = command
    self.timestamp = timestamp
  }
}
