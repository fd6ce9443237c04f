/// An intent that starts audio playback, as App Intents declares it.
///
/// iOS 16's form, deprecated for `AudioPlaybackIntent`; it runs as an `AudioPlaybackIntent`
/// does.
public protocol AudioStartingIntent: SystemIntent {}
