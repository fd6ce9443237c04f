import Foundation

/// A skip forward or backward command with the intervals it offers, as MediaPlayer declares it.
public final class MPSkipIntervalCommand: MPRemoteCommand, @unchecked Sendable {
  private let intervalLock = NSLock()
  private var intervals: [NSNumber] = [15]

  /// The intervals offered, in seconds; the Now Playing tile skips by the first.
  public var preferredIntervals: [NSNumber] {
    get { intervalLock.withLock { intervals } }
    set {
      intervalLock.withLock { intervals = newValue }
      changed()
    }
  }

  /// The first preferred interval in seconds (15 when none is positive and finite).
  package var interval: TimeInterval {
    let first = preferredIntervals.first?.doubleValue ?? 15
    return first.isFinite && first > 0 ? first : 15
  }

  override func event(at timestamp: TimeInterval) -> MPRemoteCommandEvent {
    MPSkipIntervalCommandEvent(command: self, timestamp: timestamp, interval: interval)
  }
}
