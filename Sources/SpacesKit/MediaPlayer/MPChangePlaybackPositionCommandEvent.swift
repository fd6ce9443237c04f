import Foundation

/// A move to a position in the item.
public final class MPChangePlaybackPositionCommandEvent: MPRemoteCommandEvent,
  @unchecked Sendable
{
  /// The position to move to, in seconds.
  public let positionTime: TimeInterval

  init(command: MPRemoteCommand, timestamp: TimeInterval, positionTime: TimeInterval) {
    self.positionTime = positionTime
    super.init(command: command, timestamp: timestamp)
  }
}
