import Foundation

/// Where the app reports what it is playing, as MediaPlayer declares it.
///
/// `MPNowPlayingInfoCenter.default().nowPlayingInfo = [MPMediaItemPropertyTitle: …]`.
/// Control Center's Now Playing tile and the Lock Screen's panel show the title, artist,
/// duration and elapsed time; the elapsed time advances with the system's clock while the
/// playback rate is above zero, as iOS extrapolates it.
public final class MPNowPlayingInfoCenter: @unchecked Sendable {
  private let lock = NSLock()
  private var info: [String: Any]?
  private var state: MPNowPlayingPlaybackState = .unknown
  private var reportedAt = Date(timeIntervalSince1970: 0)
  private let now: @Sendable () -> Date
  private let changed: @Sendable () -> Void

  init(now: @escaping @Sendable () -> Date, changed: @escaping @Sendable () -> Void) {
    self.now = now
    self.changed = changed
  }

  /// The Now Playing info center of the system the app runs on.
  public class func `default`() -> MPNowPlayingInfoCenter {
    SystemHost.current.nowPlaying.infoCenter
  }

  /// What is playing; `nil` when nothing is.
  ///
  /// Keyed by the `MPMediaItemProperty…` and `MPNowPlayingInfoProperty…` constants.
  public var nowPlayingInfo: [String: Any]? {
    get { lock.withLock { info } }
    set {
      let date = now()
      lock.withLock {
        info = newValue
        reportedAt = date
      }
      changed()
    }
  }

  /// Whether the app is playing, paused or stopped.
  public var playbackState: MPNowPlayingPlaybackState {
    get { lock.withLock { state } }
    set {
      lock.withLock { state = newValue }
      changed()
    }
  }

  /// The info's artwork, if it has one.
  package var artwork: MPMediaItemArtwork? {
    lock.withLock { info?[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork }
  }

  /// What the tile shows, read from the info when it was set; `nil` when nothing plays.
  package var item: NowPlayingItem? {
    let (info, state, reportedAt) = lock.withLock { (self.info, self.state, self.reportedAt) }
    guard let info else { return nil }
    return NowPlayingItem(info: info, state: state, reportedAt: reportedAt)
  }
}
