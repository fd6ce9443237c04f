// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct StartEpisodeIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Episode"

    @Parameter(title: "Episode")
    var episode: ShowEpisodeEntity

    init() {}

    init(episode: ShowEpisodeEntity) {
        self.episode = episode
    }

    static var parameterSummary: some ParameterSummary {
        Summary("Play \(\.$episode)")
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        return .result(dialog: "Playing \(episode.title).")
    }
}

/// Shows: listed by genre in the picker.
struct ShowOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Following") {
                IntentItem("Night Shift", title: "Night Shift", image: .init(systemName: "moon.stars"))
                IntentItem("Daily Brief", title: "Daily Brief", image: .init(systemName: "newspaper"))
            }
            ItemSection("Suggested") {
                "Slow Radio"
            }
        }
    }
}

struct PodcastShowConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Podcast Show"

    @Parameter(title: "Show", optionsProvider: ShowOptionsProvider())
    var show: String?
}

struct PlayShowIntent: AppIntent {
    static let title: LocalizedStringResource = "Play Show"

    @Parameter(title: "Show")
    var show: String?

    init() {}

    init(show: String?) {
        self.show = show
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct PodcastShowControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: "com.example.Podcasts.Show",
            intent: PodcastShowConfiguration.self
        ) { configuration in
            ControlWidgetButton(action: PlayShowIntent(show: configuration.show)) {
                Label(configuration.show ?? "Podcast", systemImage: "play.circle")
            }
        }
        .displayName("Play Show")
    }
}

struct PodcastShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: StartEpisodeIntent(),
            phrases: [
                "Play an episode in \(.applicationName)",
                "Play \(\.$episode) in \(.applicationName)",
            ],
            shortTitle: "Play Episode",
            systemImageName: "play.fill"
        )
    }
}

struct PodcastFinderBundle: WidgetBundle {
    var body: some Widget {
        PodcastShowControl()
    }
}

extension PodcastFinderBundle: SpacesAppInfo {
    static var appName: String { "Podcasts" }
    static var appShortcuts: (any AppShortcutsProvider.Type)? { PodcastShortcuts.self }

    static func launch() {
        PodcastShortcuts.updateAppShortcutParameters()
        // The app donates what people played from its own screens.
        let played = EpisodeLibrary.episodes[1]
        IntentDonationManager.shared.donate(intent: StartEpisodeIntent(episode: played))
        IntentDonationManager.shared.donate(intent: StartEpisodeIntent(episode: EpisodeLibrary.episodes[0]))
        // An intent donated before the episode was chosen: the system doesn't add it.
        IntentDonationManager.shared.donate(intent: StartEpisodeIntent())
    }
}
