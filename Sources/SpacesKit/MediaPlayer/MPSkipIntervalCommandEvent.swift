import Foundation

/// A skip forward or backward by an interval.
public final class MPSkipIntervalCommandEvent: MPRemoteCommandEvent, @unchecked Sendable {
  /// The seconds to skip.
  public let interval: TimeInterval

  init(command: MPRemoteCommand, timestamp: TimeInterval, interval: TimeInterval) {
    self.interval = interval
    super.init(command: command, timestamp: timestamp)
  }
}
