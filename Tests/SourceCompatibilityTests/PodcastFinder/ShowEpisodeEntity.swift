// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

struct ShowEpisodeEntity: AppEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: "Episode",
        numericFormat: "\(placeholder: .int) episodes"
    )
    static let defaultQuery = ShowEpisodeQuery()

    var id: String

    @Property(title: "Title")
    var title: String

    @Property(title: "Minutes")
    var minutes: Int

    @Property(title: "Published")
    var published: Date

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)",
            subtitle: "\(minutes) min",
            image: DisplayRepresentation.Image(systemName: "waveform")
        )
    }

    init(id: String, title: String, minutes: Int, published: Date) {
        self.id = id
        self.title = title
        self.minutes = minutes
        self.published = published
    }
}

/// What the app's store filters with: the query maps each comparator to one of these.
enum EpisodeFilter {
    case titleIs(String)
    case titleContains(String)
    case longerThan(Int)
    case shorterThan(Int)

    func matches(_ episode: ShowEpisodeEntity) -> Bool {
        switch self {
        case .titleIs(let title): return episode.title.caseInsensitiveCompare(title) == .orderedSame
        case .titleContains(let text): return episode.title.localizedCaseInsensitiveContains(text)
        case .longerThan(let minutes): return episode.minutes > minutes
        case .shorterThan(let minutes): return episode.minutes < minutes
        }
    }
}

struct ShowEpisodeQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\ShowEpisodeEntity.$title) {
            EqualToComparator { EpisodeFilter.titleIs($0) }
            ContainsComparator { EpisodeFilter.titleContains($0) }
        }
        Property(\ShowEpisodeEntity.$minutes) {
            GreaterThanComparator { EpisodeFilter.longerThan($0) }
            LessThanComparator { EpisodeFilter.shorterThan($0) }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\ShowEpisodeEntity.$published)
        SortableBy(\ShowEpisodeEntity.$minutes)
    }

    func entities(for identifiers: [ShowEpisodeEntity.ID]) async throws -> [ShowEpisodeEntity] {
        EpisodeLibrary.episodes.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [ShowEpisodeEntity] {
        EpisodeLibrary.episodes
    }

    func entities(
        matching comparators: [EpisodeFilter],
        mode: ComparatorMode,
        sortedBy: [Sort<ShowEpisodeEntity>],
        limit: Int?
    ) async throws -> [ShowEpisodeEntity] {
        var found = EpisodeLibrary.episodes.filter { episode in
            switch mode {
            case .and: return comparators.allSatisfy { $0.matches(episode) }
            case .or: return comparators.contains { $0.matches(episode) }
            }
        }
        for sort in sortedBy.reversed() {
            switch sort.by {
            case \ShowEpisodeEntity.$published:
                found.sort { sort.order == .ascending ? $0.published < $1.published : $0.published > $1.published }
            case \ShowEpisodeEntity.$minutes:
                found.sort { sort.order == .ascending ? $0.minutes < $1.minutes : $0.minutes > $1.minutes }
            default:
                break
            }
        }
        if let limit {
            found = Array(found.prefix(limit))
        }
        return found
    }
}

enum EpisodeLibrary {
    static let episodes: [ShowEpisodeEntity] = [
        ShowEpisodeEntity(id: "pilot", title: "Pilot", minutes: 32, published: Date(timeIntervalSince1970: 1_700_000_000)),
        ShowEpisodeEntity(id: "piano", title: "The Piano Tuner", minutes: 48, published: Date(timeIntervalSince1970: 1_710_000_000)),
        ShowEpisodeEntity(id: "pines", title: "Pines at Dusk", minutes: 21, published: Date(timeIntervalSince1970: 1_720_000_000)),
        ShowEpisodeEntity(id: "finale", title: "Finale", minutes: 55, published: Date(timeIntervalSince1970: 1_730_000_000)),
    ]
}
