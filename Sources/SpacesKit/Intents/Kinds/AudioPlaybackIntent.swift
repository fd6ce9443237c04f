/// An intent that plays, pauses or changes audio, as App Intents declares it.
///
/// Like on iOS, a control or widget button running one plays in the background: the app isn't
/// opened (unless the intent sets `openAppWhenRun`), and what the app then reports to
/// `MPNowPlayingInfoCenter` shows in the Now Playing tile and panel.
public protocol AudioPlaybackIntent: SystemIntent {}
