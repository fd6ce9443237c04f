import Foundation
import SpacesKit

extension NowPlayingFeature.Effect: FeatureEffect {
  /// Runs a Now Playing effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Sends a remote command to the app's handlers, on the main actor as iOS calls them, with
  /// this engine's host current; the status comes back as an action.
  func run(_ effect: NowPlayingFeature.Effect) {
    switch effect {
    case .send(let command):
      let host = self.host
      let timestamp = host.now().timeIntervalSince1970
      let status = host.runSync {
        host.nowPlaying.commandCenter.send(command, timestamp: timestamp)
      }
      send(.nowPlaying(.handled(command, status: status)))
    }
  }

  /// Reads what the apps report as playing and tells the reducer.
  func nowPlayingChanged() {
    var item = host.nowPlaying.infoCenter.item
    // The artwork at the tile's square (4 rows, 8 columns: 64 points), asked of the app's
    // handler as iOS asks it for the size it shows.
    if item != nil, let artwork = host.nowPlaying.infoCenter.artwork {
      let side = CGFloat(NowPlayingState.artworkPoints)
      if let image = host.runSync({ artwork.image(at: CGSize(width: side, height: side)) }) {
        item?.artwork = resolveViewNode(Image(uiImage: image).resizable().scaledToFill())
      }
    }
    send(.nowPlaying(.changed(item, commands: host.nowPlaying.commandCenter.availableCommands)))
  }
}
