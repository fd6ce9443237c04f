// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style. This file
// imported AppIntents and UniformTypeIdentifiers.

import SpacesKit

enum ImportError: Error, CustomLocalizedStringResourceConvertible {
    case unreadable(String)
    case noShows(String)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .unreadable(name):
            return "\(name) isn’t a text file."
        case let .noShows(name):
            return "\(name) has no podcasts in it."
        }
    }
}

/// Imports subscriptions from an OPML file exported by another podcast app.
struct ImportSubscriptionsIntent: AppIntent {
    static let title: LocalizedStringResource = "Import Subscriptions"
    static let description = IntentDescription(
        "Subscribes to every show in an OPML file exported from another podcast app.",
        categoryName: "Library"
    )

    @Parameter(
        title: "OPML File",
        supportedContentTypes: [.xml],
        requestValueDialog: "Which OPML file?"
    )
    var file: IntentFile

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        guard let opml = String(data: file.data, encoding: .utf8) else {
            throw ImportError.unreadable(file.filename)
        }
        let shows = opml.components(separatedBy: "<outline")
            .dropFirst()
            .filter { $0.contains("xmlUrl=") }
        guard !shows.isEmpty else {
            throw ImportError.noShows(file.filename)
        }
        return .result(
            value: shows.count,
            dialog: "Subscribed to \(shows.count) shows from \(file.filename)."
        )
    }
}
