// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only Foundation and MediaPlayer.

import SpacesKit

struct Episode: Hashable, Sendable {
    let id: String
    let title: String
    let show: String
    let host: String
    let duration: TimeInterval
}

enum EpisodeCatalog {
    static let all: [Episode] = [
        Episode(id: "e41", title: "Actors in Practice", show: "Swift by Night", host: "Ana Ruiz", duration: 2_520),
        Episode(id: "e42", title: "Widgets Everywhere", show: "Swift by Night", host: "Ana Ruiz", duration: 2_700),
        Episode(id: "e43", title: "App Intents Deep Dive", show: "Swift by Night", host: "Ana Ruiz", duration: 3_900),
    ]

    static func episode(id: String) -> Episode? {
        all.first { $0.id == id }
    }
}

/// The app's audio player: reports what plays to the system and answers its remote commands.
@MainActor
final class PodcastPlayer {
    static let shared = PodcastPlayer()

    private(set) var current: Episode?
    private(set) var isPlaying = false
    private var elapsed: TimeInterval = 0
    private var commandTargets: [Any] = []

    private init() {}

    /// Called from `application(_:didFinishLaunchingWithOptions:)`.
    func configureRemoteCommands() {
        current = nil
        isPlaying = false
        elapsed = 0
        let commandCenter = MPRemoteCommandCenter.shared()
        commandTargets.append(commandCenter.playCommand.addTarget { [weak self] _ in
            guard let self = self, self.current != nil else { return .noActionableNowPlayingItem }
            self.resume()
            return .success
        })
        commandTargets.append(commandCenter.pauseCommand.addTarget { [weak self] _ in
            self?.pause()
            return .success
        })
        commandTargets.append(commandCenter.togglePlayPauseCommand.addTarget { [weak self] _ in
            guard let self = self else { return .commandFailed }
            self.isPlaying ? self.pause() : self.resume()
            return .success
        })
        commandTargets.append(commandCenter.nextTrackCommand.addTarget { [weak self] _ in
            guard let self = self, let next = self.nextEpisode() else { return .noSuchContent }
            self.play(next)
            return .success
        })
        commandCenter.skipBackwardCommand.preferredIntervals = [15]
        commandTargets.append(commandCenter.skipBackwardCommand.addTarget { [weak self] event in
            guard let self = self, let skip = event as? MPSkipIntervalCommandEvent else {
                return .commandFailed
            }
            self.seek(by: -skip.interval)
            return .success
        })
        commandCenter.previousTrackCommand.isEnabled = false
    }

    func play(_ episode: Episode) {
        current = episode
        elapsed = 0
        isPlaying = true
        updateNowPlayingInfo()
    }

    func resume() {
        guard current != nil else { return }
        isPlaying = true
        updateNowPlayingInfo()
    }

    func pause() {
        guard isPlaying else { return }
        elapsed = currentElapsed()
        isPlaying = false
        updateNowPlayingInfo()
    }

    func seek(by seconds: TimeInterval) {
        elapsed = max(0, currentElapsed() + seconds)
        updateNowPlayingInfo()
    }

    private var audio = AudioOutput()

    private func currentElapsed() -> TimeInterval {
        guard isPlaying else { return elapsed }
        return elapsed + audio.secondsSinceStart()
    }

    private func nextEpisode() -> Episode? {
        guard let current = current, let index = EpisodeCatalog.all.firstIndex(of: current),
              index + 1 < EpisodeCatalog.all.count else { return nil }
        return EpisodeCatalog.all[index + 1]
    }

    /// The show's cover, downloaded into the app group (the widget shows it too).
    private func artwork(for episode: Episode) -> MPMediaItemArtwork? {
        guard let folder = FileManager.default.containerURL(
            forSecurityApplicationGroupIdentifier: "group.com.example.podcasts"
        ) else { return nil }
        let file = folder.appendingPathComponent("Artwork/\(episode.id).png")
        guard let image = UIImage(contentsOfFile: file.path) else { return nil }
        return MPMediaItemArtwork(boundsSize: image.size) { _ in image }
    }

    private func updateNowPlayingInfo() {
        guard let episode = current else {
            MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
            return
        }
        audio.start()
        var info = [String: Any]()
        info[MPMediaItemPropertyTitle] = episode.title
        info[MPMediaItemPropertyArtist] = episode.host
        info[MPMediaItemPropertyAlbumTitle] = episode.show
        info[MPMediaItemPropertyPlaybackDuration] = NSNumber(value: episode.duration)
        info[MPNowPlayingInfoPropertyElapsedPlaybackTime] = NSNumber(value: elapsed)
        info[MPNowPlayingInfoPropertyPlaybackRate] = NSNumber(value: isPlaying ? 1.0 : 0.0)
        if let artwork = artwork(for: episode) {
            info[MPMediaItemPropertyArtwork] = artwork
        }
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
        MPNowPlayingInfoCenter.default().playbackState = isPlaying ? .playing : .paused
    }
}

/// Stands in for `AVPlayer` (AVFoundation is outside SpacesKit): how long the audio has played,
/// on the system's clock.
struct AudioOutput {
    private var startedAt = SystemHost.current.now()

    mutating func start() { startedAt = SystemHost.current.now() }

    func secondsSinceStart() -> TimeInterval {
        SystemHost.current.now().timeIntervalSince(startedAt)
    }
}
