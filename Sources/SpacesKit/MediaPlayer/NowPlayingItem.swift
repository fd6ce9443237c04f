import Foundation

/// What an app reported as playing (`MPNowPlayingInfoCenter`), as the Now Playing tile shows it.
package struct NowPlayingItem: Equatable, Sendable {
  /// The title; "Not Playing" style placeholders are the renderer's.
  package var title: String?
  /// The artist or author.
  package var artist: String?
  /// The album or show.
  package var album: String?
  /// The length in seconds, when known (finite and positive).
  package var duration: TimeInterval?
  /// The seconds played when the info was set.
  package var elapsed: TimeInterval
  /// The rate it plays at while playing (1 by default).
  package var rate: Double
  /// Whether it is playing.
  package var isPlaying: Bool
  /// Whether it is a live stream (no progress).
  package var isLiveStream: Bool
  /// Whether the info carries artwork.
  package var hasArtwork: Bool
  /// The artwork as drawn: the image its handler gave for the tile's square, resolved on the
  /// main actor by the system (`nil`: none, or not resolved yet).
  package var artwork: ViewNode?
  /// When the info was set, on the system's clock.
  package var reportedAt: Date

  /// Creates an item from its fields.
  package init(
    title: String?, artist: String? = nil, album: String? = nil, duration: TimeInterval? = nil,
    elapsed: TimeInterval = 0, rate: Double = 1, isPlaying: Bool, isLiveStream: Bool = false,
    hasArtwork: Bool = false, artwork: ViewNode? = nil, reportedAt: Date
  ) {
    self.title = title
    self.artist = artist
    self.album = album
    self.duration = duration
    self.elapsed = elapsed
    self.rate = rate
    self.isPlaying = isPlaying
    self.isLiveStream = isLiveStream
    self.hasArtwork = hasArtwork
    self.artwork = artwork
    self.reportedAt = reportedAt
  }

  /// Reads an info dictionary: numbers as `NSNumber`, `Double`, `Float` or `Int`; anything
  /// unreadable, negative, not finite or beyond a billion (31 years of seconds) counts as absent.
  package init(info: [String: Any], state: MPNowPlayingPlaybackState, reportedAt: Date) {
    func number(_ key: String) -> Double? {
      let value: Double? =
        switch info[key] {
        case let number as NSNumber: number.doubleValue
        case let double as Double: double
        case let float as Float: Double(float)
        case let int as Int: Double(int)
        default: nil
        }
      guard let value, value.isFinite, value >= 0, value < 1e9 else { return nil }
      return value
    }
    func text(_ key: String) -> String? {
      (info[key] as? String).flatMap { $0.isEmpty ? nil : $0 }
    }
    let rate = number(MPNowPlayingInfoPropertyPlaybackRate)
    let playing: Bool =
      switch state {
      case .playing: rate.map { $0 > 0 } ?? true
      case .paused, .stopped, .interrupted: false
      case .unknown: (rate ?? 0) > 0
      }
    self.init(
      title: text(MPMediaItemPropertyTitle),
      artist: text(MPMediaItemPropertyArtist),
      album: text(MPMediaItemPropertyAlbumTitle) ?? text(MPMediaItemPropertyPodcastTitle),
      duration: number(MPMediaItemPropertyPlaybackDuration).flatMap { $0 > 0 ? $0 : nil },
      elapsed: number(MPNowPlayingInfoPropertyElapsedPlaybackTime) ?? 0,
      rate: rate.flatMap { $0 > 0 ? $0 : nil }
        ?? number(MPNowPlayingInfoPropertyDefaultPlaybackRate).flatMap { $0 > 0 ? $0 : nil } ?? 1,
      isPlaying: playing,
      isLiveStream: (info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool) ?? false,
      hasArtwork: info[MPMediaItemPropertyArtwork] != nil,
      reportedAt: reportedAt)
  }

  /// The seconds played at a time: the reported elapsed time, advanced at the rate while
  /// playing, within the duration.
  package func elapsed(at now: Date) -> TimeInterval {
    var seconds = elapsed
    if isPlaying { seconds += max(0, now.timeIntervalSince(reportedAt)) * rate }
    if let duration { seconds = min(seconds, duration) }
    return max(0, seconds)
  }
}
