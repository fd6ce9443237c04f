// swift-format-ignore-file
// Written as iOS developers write it (Xcode style, 4-space indent), not in house style.

import Foundation
import SpacesKit

/// The router app's settings panes, each with its universal link.
enum NetworkPane: String, AppEnum, URLRepresentableEnum {
    case wifi
    case guests
    case parental

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Network Pane"

    static let caseDisplayRepresentations: [NetworkPane: DisplayRepresentation] = [
        .wifi: "Wi-Fi",
        .guests: "Guest Network",
        .parental: "Parental Controls",
    ]

    // Parental controls have no web page yet.
    static let urlRepresentation = URLRepresentation([
        .wifi: "https://homenet.example.com/settings/wifi",
        .guests: "https://homenet.example.com/settings/\(.guests)",
    ])
}

/// A router in the house; its URL path is its floor and room.
struct RouterEntity: AppEntity, CustomURLRepresentationParameterConvertible {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Router"
    static let defaultQuery = RouterQuery()

    let id: String
    let floor: Int
    let room: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(room)", subtitle: "Floor \(floor)")
    }

    var urlRepresentationParameter: String? {
        get async { "floor-\(floor)/\(room.lowercased())" }
    }
}

struct RouterQuery: EntityQuery {
    static let routers = [
        RouterEntity(id: "r1", floor: 2, room: "Office"),
        RouterEntity(id: "r2", floor: 1, room: "Living Room"),
    ]

    func entities(for identifiers: [RouterEntity.ID]) async throws -> [RouterEntity] {
        Self.routers.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [RouterEntity] {
        Self.routers
    }
}

/// Opens a settings pane by its universal link.
struct OpenNetworkPaneIntent: OpenIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Open Network Pane"

    @Parameter(title: "Pane")
    var target: NetworkPane
}

/// Opens one router's page for a pane.
struct ShowRouterPaneIntent: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Show Router Pane"
    static let urlRepresentation: URLRepresentation =
        "https://homenet.example.com/routers/\(\.$router)/\(\.$pane)"

    @Parameter(title: "Router")
    var router: RouterEntity

    @Parameter(title: "Pane", default: .guests)
    var pane: NetworkPane
}

/// Answers with the Wi-Fi pane's link.
struct WiFiSettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Wi-Fi Settings"

    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: try OpenURLIntent(urlRepresentable: NetworkPane.wifi))
    }
}

struct HomeNetShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenNetworkPaneIntent(),
            phrases: ["Open \(\.$target) in \(.applicationName)"],
            shortTitle: "Open Pane",
            systemImageName: "wifi.router"
        )
        AppShortcut(
            intent: ShowRouterPaneIntent(),
            phrases: ["Show a router in \(.applicationName)"],
            shortTitle: "Router",
            systemImageName: "wifi"
        )
        AppShortcut(
            intent: WiFiSettingsIntent(),
            phrases: ["Wi-Fi settings in \(.applicationName)"],
            shortTitle: "Wi-Fi",
            systemImageName: "wifi"
        )
    }
}

struct HomeNetBundle: WidgetBundle {
    var body: some Widget {
        HomeNetStatusWidget()
    }
}

struct HomeNetStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "com.example.HomeNet.Status", provider: HomeNetProvider()) { entry in
            Label("\(entry.devices) devices", systemImage: "wifi.router")
        }
        .configurationDisplayName("Network")
    }
}

struct HomeNetEntry: TimelineEntry {
    let date: Date
    let devices: Int
}

struct HomeNetProvider: TimelineProvider {
    func placeholder(in context: Context) -> HomeNetEntry { HomeNetEntry(date: .now, devices: 0) }

    func getSnapshot(in context: Context, completion: @escaping (HomeNetEntry) -> Void) {
        completion(HomeNetEntry(date: .now, devices: 12))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HomeNetEntry>) -> Void) {
        completion(Timeline(entries: [HomeNetEntry(date: .now, devices: 12)], policy: .never))
    }
}

extension HomeNetBundle: SpacesAppInfo {
    static var appName: String { "HomeNet" }
    static var appShortcuts: (any AppShortcutsProvider.Type)? { HomeNetShortcuts.self }
    static var appView: AnyView? { AnyView(Text("Network")) }

    static func launch() {
        HomeNetShortcuts.updateAppShortcutParameters()
    }
}
