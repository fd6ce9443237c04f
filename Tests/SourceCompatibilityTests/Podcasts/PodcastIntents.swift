// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only AppIntents.

import SpacesKit

enum PodcastError: Error, CustomLocalizedStringResourceConvertible {
    case notDownloaded(String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .notDownloaded(title):
            return "“\(title)” isn’t downloaded yet."
        }
    }
}

enum DownloadStore {
    static func isDownloaded(_ episode: Episode) -> Bool { false }
}

/// Plays or pauses, from the Control Center button and the widget.
struct TogglePlaybackIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play or Pause"
    static let description = IntentDescription("Plays or pauses the current episode.", categoryName: "Playback", searchKeywords: ["resume", "pause"], resultValueName: "Episode")

    func perform() async throws -> some IntentResult {
        await MainActor.run {
            let player = PodcastPlayer.shared
            if player.isPlaying {
                player.pause()
            } else if player.current != nil {
                player.resume()
            } else {
                player.play(EpisodeCatalog.all[0])
            }
        }
        return .result()
    }
}

/// Plays an episode; asks which when none is given.
struct PlayEpisodeIntent: AudioPlaybackIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Play Episode"

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$episode)) { episode in
            DisplayRepresentation(title: "Play \(episode?.title ?? "an Episode")")
        }
    }

    @Parameter(title: "Episode")
    var episode: EpisodeEntity?

    init() {}

    init(episode: EpisodeEntity) {
        self.episode = episode
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let episode = episode else {
            throw $episode.needsValueError("Which episode?")
        }
        guard let playable = EpisodeCatalog.episode(id: episode.id) else {
            throw AppIntentError.Unrecoverable.entityNotFound
        }
        await PodcastPlayer.shared.play(playable)
        return .result(dialog: "Playing \(playable.title).")
    }
}

/// Downloads happen in the app: offline episodes can't play from here.
struct PlayOfflineIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Offline"

    func perform() async throws -> some IntentResult {
        let episode = EpisodeCatalog.all[2]
        guard DownloadStore.isDownloaded(episode) else {
            throw PodcastError.notDownloaded(episode.title)
        }
        await PodcastPlayer.shared.play(episode)
        return .result()
    }
}

/// Opens the show notes in the app.
struct ShowNotesIntent: ForegroundContinuableIntent {
    static let title: LocalizedStringResource = "Show Notes"

    func perform() async throws -> some IntentResult {
        try await requestToContinueInForeground("Show the notes in Podcasts?")
        return .result()
    }
}

/// Shares the episode's link, which opens the app on it.
struct ShareEpisodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Episode"

    func perform() async throws -> some IntentResult & OpensIntent {
        let url = URL(string: "podcasts://episode/e42")!
        return .result(opensIntent: OpenURLIntent(url))
    }
}

/// Stops playback after a while.
struct SetSleepTimerIntent: AppIntent {
    static let title: LocalizedStringResource = "Set Sleep Timer"

    @Parameter(
        title: "Minutes",
        controlStyle: .field,
        inclusiveRange: (1, 120),
        requestValueDialog: "For how many minutes?"
    )
    var minutes: Int

    @Parameter(title: "Fade Out", default: true, inputConnectionBehavior: .never)
    var fadeOut: Bool

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Sleeping in \(minutes) minutes.")
    }
}

/// Buys a premium episode.
struct BuyEpisodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Buy Episode"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .buy, dialog: "Buy “Bonus: Q&A” for $2.99?")
        return .result(dialog: "Bought “Bonus: Q&A”.")
    }
}

/// Plays one of the new episodes, asking which.
struct PlayLatestIntent: AudioPlaybackIntent {
    static let title: LocalizedStringResource = "Play Latest"

    @Parameter(title: "Episode")
    var episode: EpisodeEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let episode = episode, let playable = EpisodeCatalog.episode(id: episode.id) else {
            let latest = EpisodeCatalog.all.suffix(2).map(EpisodeEntity.init)
            throw $episode.needsDisambiguationError(among: Array(latest), dialog: "Which of the new episodes?")
        }
        await PodcastPlayer.shared.play(playable)
        return .result(dialog: "Playing \(playable.title).")
    }
}

/// Marks the current episode as played, after confirming which it is.
struct MarkPlayedIntent: AppIntent {
    static let title: LocalizedStringResource = "Mark as Played"

    @Parameter(title: "Episode")
    var episode: EpisodeEntity?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let episode = episode else {
            let candidate = EpisodeEntity(EpisodeCatalog.all[0])
            throw $episode.needsConfirmationError(for: candidate, dialog: "Mark “\(candidate.title)” as played?")
        }
        return .result(dialog: "Marked \(episode.title) as played.")
    }
}

/// Opens an episode in the app, by its URL.
struct OpenEpisodeIntent: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Episode"

    @Parameter(title: "Episode")
    var target: EpisodeEntity
}

/// Opens the show's page on the web, built from its parameter.
struct OpenShowPageIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Show Page"
    static let urlRepresentation: URLRepresentation = "https://example.com/shows/\(\.$show)"

    @Parameter(title: "Show", default: "swift-by-night")
    var show: String
}
