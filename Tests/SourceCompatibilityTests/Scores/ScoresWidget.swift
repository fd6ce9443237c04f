// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

enum Team: String, AppEnum {
    case sharks
    case comets
    case owls

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Team"

    static let caseDisplayRepresentations: [Team: DisplayRepresentation] = [
        .sharks: "Sharks",
        .comets: "Comets",
        .owls: "Owls",
    ]
}

struct SelectTeamIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Select Team"
    static let description = IntentDescription("Choose the team to follow.")

    @Parameter(title: "Team", default: .sharks)
    var team: Team

    @Parameter(title: "Show Next Game", default: true)
    var showsNextGame: Bool
}

struct ScoreEntry: TimelineEntry {
    let date: Date
    let team: Team
    let score: String
    let opponent: String
    let nextGame: String?
}

struct ScoresProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ScoreEntry {
        ScoreEntry(date: Date(), team: .sharks, score: "0 – 0", opponent: "Opponent", nextGame: nil)
    }

    func snapshot(for configuration: SelectTeamIntent, in context: Context) async -> ScoreEntry {
        ScoreEntry(date: Date(), team: configuration.team, score: "3 – 1", opponent: "Comets", nextGame: "Sat 7 PM")
    }

    func timeline(for configuration: SelectTeamIntent, in context: Context) async -> Timeline<ScoreEntry> {
        await ScoresService.shared.updateRelevantIntents()
        let game = await ScoresService.shared.latestGame(for: configuration.team)
        let entry = ScoreEntry(
            date: Date(),
            team: configuration.team,
            score: game.score,
            opponent: game.opponent,
            nextGame: configuration.showsNextGame ? game.nextGame : nil
        )
        let nextUpdate = Calendar.current.date(byAdding: .minute, value: 15, to: Date())!
        return Timeline(entries: [entry], policy: .after(nextUpdate))
    }
}

struct ScoresWidgetEntryView: View {
    var entry: ScoresProvider.Entry

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "sportscourt.fill")
                Text(entry.team.rawValue.capitalized)
                    .font(.headline)
                    .bold()
            }
            Text(entry.score)
                .font(.largeTitle)
                .monospacedDigit()
            Text("vs \(entry.opponent)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            if let nextGame = entry.nextGame {
                Text("Next: \(nextGame)")
                    .font(.caption)
                    .lineLimit(1)
            }
            Link("Box score", destination: URL(string: "scores://box/\(entry.team.rawValue)")!)
                .font(.caption2)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ScoresWidget: Widget {
    let kind: String = "ScoresWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectTeamIntent.self, provider: ScoresProvider()) { entry in
            ScoresWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Scores")
        .description("Follow your team's latest game.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

/// The app's scores feed.
actor ScoresService {
    struct Game {
        var score: String
        var opponent: String
        var nextGame: String
    }

    static let shared = ScoresService()

    /// The teams playing right now.
    var liveTeams: [Team] { [.owls] }

    /// Tells the system which teams' scores matter while their games are on, so a Smart Stack
    /// and Siri can suggest the widget for them.
    func updateRelevantIntents() async {
        // Today's games start at 9:30 and last two hours.
        let kickoff = Calendar.current.date(bySettingHour: 9, minute: 30, second: 0, of: .now)!
        let relevant = liveTeams.map { team -> RelevantIntent in
            let intent = SelectTeamIntent()
            intent.team = team
            return RelevantIntent(
                intent,
                widgetKind: "ScoresWidget",
                relevance: .date(from: kickoff, to: kickoff.addingTimeInterval(2 * 60 * 60))
            )
        }
        do {
            try await RelevantIntentManager.shared.updateRelevantIntents(relevant)
        } catch {
            print("Couldn't update relevant intents: \(error)")
        }
    }

    func latestGame(for team: Team) -> Game {
        switch team {
        case .sharks:
            Game(score: "3 – 1", opponent: "Comets", nextGame: "Sat 7 PM")
        case .comets:
            Game(score: "1 – 3", opponent: "Sharks", nextGame: "Sun 1 PM")
        case .owls:
            Game(score: "2 – 2", opponent: "Bears", nextGame: "Fri 8 PM")
        }
    }
}

struct ScoresWidgetBundle: WidgetBundle {
    var body: some Widget {
        ScoresWidget()
    }
}
