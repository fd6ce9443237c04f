import Foundation
import SpacesKit

/// What Control Center's Now Playing tile and the Lock Screen's panel show: what an app reports
/// as playing, the commands it handles, and which button has focus.
package struct NowPlayingState: FeatureState {
  /// The side of the artwork's square in points: the tile's 4 rows by 8 columns.
  package static let artworkPoints = 64
  /// The artwork's square in cells.
  package static let artworkCells = (columns: 8, rows: 4)

  /// What plays, as the app last reported it; `nil` when nothing does.
  package var item: NowPlayingItem?
  /// The remote commands the app handles (enabled, with a handler).
  package var commands: Set<NowPlayingCommand> = []
  /// The focused button; `nil` when focus is elsewhere on the space.
  package var focus: NowPlayingButton?

  package init() {}

  /// Whether the tile shows: something plays, or the app handles a command.
  package var isShown: Bool { item != nil }

  /// The command a button sends, as iOS picks it: ⏯ pauses while playing and plays while
  /// paused (else toggles), ⏮ and ⏭ change tracks (else skip by an interval); `nil` when the app
  /// handles none of them.
  package func command(for button: NowPlayingButton) -> NowPlayingCommand? {
    let candidates: [NowPlayingCommand] =
      switch button {
      case .playPause:
        item?.isPlaying == true ? [.pause, .togglePlayPause] : [.play, .togglePlayPause]
      case .previous: [.previousTrack, .skipBackward]
      case .next: [.nextTrack, .skipForward]
      }
    return candidates.first { commands.contains($0) }
  }
}
