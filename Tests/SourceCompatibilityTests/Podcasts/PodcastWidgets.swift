// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only SwiftUI and WidgetKit.

import SpacesKit

struct PlaybackControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.podcasts.playback") {
            ControlWidgetButton(action: TogglePlaybackIntent()) {
                Label("Podcasts", systemImage: "playpause.fill")
            }
        }
        .displayName("Play or Pause")
        .description("Plays or pauses your podcast.")
    }
}

struct PlayOfflineControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.podcasts.offline") {
            ControlWidgetButton(action: PlayOfflineIntent()) {
                Label("Offline", systemImage: "arrow.down.circle")
            }
        }
        .displayName("Play Offline")
    }
}

struct UpNextEntry: TimelineEntry {
    let date: Date
    let episode: Episode
}

struct UpNextProvider: TimelineProvider {
    func placeholder(in context: Context) -> UpNextEntry {
        UpNextEntry(date: .now, episode: EpisodeCatalog.all[0])
    }

    func getSnapshot(in context: Context, completion: @escaping (UpNextEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<UpNextEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct UpNextWidgetView: View {
    let entry: UpNextEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Up Next")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(entry.episode.title)
                .font(.headline)
                .lineLimit(2)
            Spacer()
            Button(intent: TogglePlaybackIntent()) {
                Label("Play", systemImage: "play.fill")
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct UpNextWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "UpNextWidget", provider: UpNextProvider()) { entry in
            UpNextWidgetView(entry: entry)
        }
        .configurationDisplayName("Up Next")
        .description("The next episode, ready to play.")
        .supportedFamilies([.systemSmall])
    }
}

struct PodcastsShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: PlayEpisodeIntent(),
            phrases: ["Play an episode in \(.applicationName)"],
            shortTitle: "Play Episode",
            systemImageName: "play.circle"
        )
        AppShortcut(
            intent: ShowNotesIntent(),
            phrases: ["Show notes in \(.applicationName)"],
            shortTitle: "Show Notes",
            systemImageName: "note.text"
        )
        AppShortcut(
            intent: SetSleepTimerIntent(),
            phrases: ["Set a sleep timer in \(.applicationName)"],
            shortTitle: "Sleep Timer",
            systemImageName: "moon.zzz"
        )
        AppShortcut(
            intent: BuyEpisodeIntent(),
            phrases: ["Buy the bonus episode in \(.applicationName)"],
            shortTitle: "Buy",
            systemImageName: "cart"
        )
        AppShortcut(
            intent: PlayLatestIntent(),
            phrases: ["Play the latest in \(.applicationName)"],
            shortTitle: "Play Latest",
            systemImageName: "sparkles"
        )
        AppShortcut(
            intent: MarkPlayedIntent(),
            phrases: ["Mark as played in \(.applicationName)"],
            shortTitle: "Mark Played",
            systemImageName: "checkmark.circle"
        )
        AppShortcut(
            intent: OpenEpisodeIntent(),
            phrases: ["Open an episode in \(.applicationName)"],
            shortTitle: "Open Episode",
            systemImageName: "play.square"
        )
        AppShortcut(
            intent: OpenShowPageIntent(),
            phrases: ["Open the show page in \(.applicationName)"],
            shortTitle: "Show Page",
            systemImageName: "safari"
        )
        AppShortcut(
            intent: ImportSubscriptionsIntent(),
            phrases: ["Import subscriptions into \(.applicationName)"],
            shortTitle: "Import",
            systemImageName: "square.and.arrow.down"
        )
        AppShortcut(
            intent: ShareEpisodeIntent(),
            phrases: ["Share the episode in \(.applicationName)"],
            shortTitle: "Share",
            systemImageName: "square.and.arrow.up"
        )
    }
}

struct PodcastsBundle: WidgetBundle {
    var body: some Widget {
        PlaybackControl()
        PlayOfflineControl()
        UpNextWidget()
    }
}

extension PodcastsBundle: SpacesAppInfo {
    static var appName: String { "Podcasts" }
    static var appShortcuts: (any AppShortcutsProvider.Type)? { PodcastsShortcuts.self }
    static var appView: AnyView? { AnyView(Text("Library")) }

    static func launch() {
        PodcastPlayer.shared.configureRemoteCommands()
        EpisodeIndexer.libraryDidChange(added: EpisodeCatalog.all)
    }
}
