import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesTestSupport
import Testing

/// Radio stations, by how people reach them.
private struct StationOptions: DynamicOptionsProvider {
  func results() async throws -> IntentItemCollection<String> {
    IntentItemCollection {
      IntentItemSection("Favourites", subtitle: "Saved", image: .init(systemName: "star.fill")) {
        IntentItem("jazz", title: "Jazz FM", image: .init(systemName: "music.note"))
        IntentItem("news", title: "World News", image: .init(systemName: "newspaper"))
      }
      IntentItemSection("Nearby") {
        "Harbour Radio"
      }
    }
  }
}

/// The station a radio control plays.
private struct StationConfiguration: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Station"
  @Parameter(title: "Station", optionsProvider: StationOptions()) var station: String?
}

/// Tunes in.
private struct TuneIntent: AppIntent {
  static let title: LocalizedStringResource = "Tune In"
  @Parameter(title: "Station") var station: String
  static var parameterSummary: some ParameterSummary { Summary("Tune in to \(\.$station)") }
  init() {}
  init(_ station: String) { self.station = station }
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Tuned in to \(station).")
  }
}

private struct RadioControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(
      kind: "com.example.Radio.Station", intent: StationConfiguration.self
    ) { configuration in
      ControlWidgetButton(action: TuneIntent(configuration.station ?? "Jazz FM")) {
        Label(configuration.station ?? "Radio", systemImage: "radio")
      }
    }
    .displayName("Radio")
  }
}

private struct RadioShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: TuneIntent(), phrases: ["Tune in with \(.applicationName)"])
  }
}

private struct RadioBundle: WidgetBundle {
  var body: some Widget { RadioControl() }
}

extension RadioBundle: SpacesAppInfo {
  static var appName: String { "Radio" }
  static var appShortcuts: (any AppShortcutsProvider.Type)? { RadioShortcuts.self }
  @MainActor static func launch() {
    TuneIntent("Jazz FM").donate()
    TuneIntent("World News").donate()
  }
}

/// Golden frames of a sectioned picker in the configuration form and of the Siri bar's "Siri
/// Suggestions". Regenerate with `SPACES_UPDATE_GOLDENS=1 swift test --filter
/// DonationsGoldenTests`, then read them.
@MainActor
@Suite("Golden frames: a sectioned picker and Siri Suggestions")
struct DonationsGoldenTests {
  private func launch() async throws -> Pilot {
    try await Pilot(
      apps: [HostedApp(bundle: RadioBundle.self)], size: TerminalSize(width: 80, height: 24))
  }

  @Test("the picker draws each section's header above its items, with their symbols")
  func sectionedPicker() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("wait:1s c wait:1s Enter wait:1s")
    GoldenFrame.assertMatches(pilot.screen, named: "configuration-form-sections")
    #expect(pilot.screen.contains("Favourites"), "\(pilot.screen)")
    #expect(pilot.screen.contains("Nearby"))
  }

  @Test("an empty bar shows the donated intents under Siri Suggestions, the newest first")
  func siriSuggestions() async throws {
    let pilot = try await launch()
    defer { pilot.close() }
    try await pilot.type("wait:1s / wait:1s")
    GoldenFrame.assertMatches(pilot.screen, named: "siri-bar-suggestions")
    #expect(pilot.screen.contains("Siri Suggestions"), "\(pilot.screen)")
    try await pilot.type("Enter wait:1s")
    #expect(pilot.screen.contains("Tuned in to World News."), "\(pilot.screen)")
  }
}
