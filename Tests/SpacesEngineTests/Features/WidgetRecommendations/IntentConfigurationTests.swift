import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// The intent Xcode would generate from an intent definition file, declared by hand.
private final class SelectCharacterIntent: INIntent, @unchecked Sendable {
  var characterName: String? = "Power Panda"
}

private struct CharacterEntry: TimelineEntry {
  let date: Date
  let name: String
}

/// An iOS 14-era provider, configured with the SiriKit intent.
private struct CharacterProvider: IntentTimelineProvider {
  func placeholder(in context: Context) -> CharacterEntry {
    CharacterEntry(date: Date(), name: "—")
  }

  func getSnapshot(
    for configuration: SelectCharacterIntent, in context: Context,
    completion: @escaping (CharacterEntry) -> Void
  ) {
    completion(CharacterEntry(date: Date(), name: configuration.characterName ?? "?"))
  }

  func getTimeline(
    for configuration: SelectCharacterIntent, in context: Context,
    completion: @escaping (Timeline<CharacterEntry>) -> Void
  ) {
    let entry = CharacterEntry(
      date: SystemHost.current.now(), name: configuration.characterName ?? "?")
    completion(Timeline(entries: [entry], policy: .never))
  }
}

private struct CharacterWidget: Widget {
  var body: some WidgetConfiguration {
    IntentConfiguration(
      kind: "test.Character", intent: SelectCharacterIntent.self, provider: CharacterProvider()
    ) { entry in
      Text(entry.name)
    }
    .configurationDisplayName("Character")
  }
}

private struct CharacterBundle: WidgetBundle {
  var body: some Widget { CharacterWidget() }
}

@MainActor
@Suite("IntentConfiguration: accepted, drawn from the intent's defaults, with a porting warning")
struct IntentConfigurationTests {
  @Test("the widget draws its intent's defaults, and the log names the AppIntents equivalent")
  func drawsAndWarns() async throws {
    let app = HostedApp(
      name: "Game", bundle: CharacterBundle.self,
      defaultWidgets: [DefaultWidget(kind: "test.Character", family: .systemSmall)])
    let pilot = try await Pilot(apps: [app])
    defer { pilot.close() }
    let widget = try #require(pilot.state.widgets.instances.values.first)
    #expect(widget.view.node.plainText == "Power Panda")
    #expect(
      pilot.eventLines.contains {
        $0.contains("IntentConfiguration with the SiriKit intent SelectCharacterIntent")
          && $0.contains("Use AppIntentConfiguration")
      }, "\(pilot.eventLines)")
  }
}
