// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only AppIntents.

import SpacesKit

struct EpisodeEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Episode"
    static let defaultQuery = EpisodeQuery()

    static var urlRepresentation: URLRepresentation {
        "podcasts://episode/\(\.id)"
    }

    var id: String
    var title: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)")
    }

    init(_ episode: Episode) {
        id = episode.id
        title = episode.title
    }
}

struct EpisodeQuery: EntityQuery {
    func entities(for identifiers: [EpisodeEntity.ID]) async throws -> [EpisodeEntity] {
        identifiers.compactMap(EpisodeCatalog.episode(id:)).map(EpisodeEntity.init)
    }

    func suggestedEntities() async throws -> IntentItemCollection<EpisodeEntity> {
        let episodes = EpisodeCatalog.all.map(EpisodeEntity.init)
        return IntentItemCollection(sections: [
            IntentItemSection(
                "Up Next",
                items: episodes.prefix(2).map { IntentItem($0) }
            ),
            IntentItemSection(
                "From Your Library",
                items: episodes.dropFirst(2).map { IntentItem($0) }
            ),
        ])
    }
}
