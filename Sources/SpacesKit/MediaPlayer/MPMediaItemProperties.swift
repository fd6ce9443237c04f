// The keys of `MPNowPlayingInfoCenter.nowPlayingInfo`, with Apple's names and values (MediaPlayer
// declares them as `String` constants). The Now Playing tile reads the title, artist, album,
// duration, elapsed time and rate; the others are accepted.

/// The item's title (a `String`).
public let MPMediaItemPropertyTitle = "title"
/// The item's artist, or a podcast's author (a `String`).
public let MPMediaItemPropertyArtist = "artist"
/// The album, or the podcast's show (a `String`).
public let MPMediaItemPropertyAlbumTitle = "albumTitle"
/// The album's artist (a `String`).
public let MPMediaItemPropertyAlbumArtist = "albumArtist"
/// The podcast's title (a `String`).
public let MPMediaItemPropertyPodcastTitle = "podcastTitle"
/// The item's length in seconds (a number).
public let MPMediaItemPropertyPlaybackDuration = "playbackDuration"
/// The item's artwork (an `MPMediaItemArtwork`), drawn in the Now Playing tile.
public let MPMediaItemPropertyArtwork = "artwork"
/// The item's media type (a number).
public let MPMediaItemPropertyMediaType = "mediaType"
/// The seconds played of the item when the info was set (a number).
public let MPNowPlayingInfoPropertyElapsedPlaybackTime =
  "MPNowPlayingInfoPropertyElapsedPlaybackTime"
/// The rate the item plays at: 1 playing, 0 paused (a number).
public let MPNowPlayingInfoPropertyPlaybackRate = "MPNowPlayingInfoPropertyPlaybackRate"
/// The rate the item plays at when playing (a number).
public let MPNowPlayingInfoPropertyDefaultPlaybackRate =
  "MPNowPlayingInfoPropertyDefaultPlaybackRate"
/// The item's place in the play queue (a number).
public let MPNowPlayingInfoPropertyPlaybackQueueIndex = "MPNowPlayingInfoPropertyPlaybackQueueIndex"
/// The play queue's length (a number).
public let MPNowPlayingInfoPropertyPlaybackQueueCount = "MPNowPlayingInfoPropertyPlaybackQueueCount"
/// Whether the item is a live stream (a `Bool`): no duration or progress is shown.
public let MPNowPlayingInfoPropertyIsLiveStream = "MPNowPlayingInfoPropertyIsLiveStream"
/// The media type: audio or video (a number).
public let MPNowPlayingInfoPropertyMediaType = "MPNowPlayingInfoPropertyMediaType"
/// The item's URL (a `URL`).
public let MPNowPlayingInfoPropertyAssetURL = "MPNowPlayingInfoPropertyAssetURL"
/// An identifier of the item in the app (a `String`).
public let MPNowPlayingInfoPropertyExternalContentIdentifier =
  "MPNowPlayingInfoPropertyExternalContentIdentifier"
