import Foundation

/// A host's Now Playing: the info center and the remote command center app code reaches with
/// `MPNowPlayingInfoCenter.default()` and `MPRemoteCommandCenter.shared()`.
package final class NowPlayingSession: Sendable {
  /// What the app reports as playing.
  package let infoCenter: MPNowPlayingInfoCenter
  /// The commands the app handles.
  package let commandCenter: MPRemoteCommandCenter

  /// Creates a session whose changes (info, state, handlers) call `changed`.
  package init(now: @escaping @Sendable () -> Date, changed: @escaping @Sendable () -> Void) {
    infoCenter = MPNowPlayingInfoCenter(now: now, changed: changed)
    commandCenter = MPRemoteCommandCenter(changed: changed)
  }
}
