// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported only AppIntents and CoreSpotlight.

import SpacesKit

extension EpisodeEntity: IndexedEntity {
    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = CSSearchableItemAttributeSet(contentType: .audio)
        attributes.title = title
        if let episode = EpisodeCatalog.episode(id: id) {
            attributes.contentDescription = "\(episode.show) · \(episode.host)"
            attributes.keywords = [episode.show, episode.host, "podcast"]
        }
        return attributes
    }
}

/// Keeps Spotlight in step with the library: the app calls it at launch and whenever episodes
/// are added or removed.
enum EpisodeIndexer {
    static func libraryDidChange(added: [Episode], removed: [Episode] = []) {
        Task {
            do {
                if !removed.isEmpty {
                    try await CSSearchableIndex.default().deleteAppEntities(
                        identifiedBy: removed.map(\.id),
                        ofType: EpisodeEntity.self
                    )
                }
                try await CSSearchableIndex.default().indexAppEntities(added.map(EpisodeEntity.init))
            } catch {
                print("Spotlight indexing failed: \(error)")
            }
        }
    }
}
