import Foundation
import SpacesEngine
import SpacesKit

/// A room, as the test app's entity: "Kitchen" and "Hall" suggested, "Attic" found by id only.
struct TestRoom: AppEntity, Equatable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
  static let defaultQuery = TestRoomQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(id.capitalized)", subtitle: "Lights")
  }
  static let all = ["kitchen", "hall", "attic"].map(TestRoom.init(id:))
}

/// Finds test rooms; suggests two.
struct TestRoomQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [TestRoom] {
    TestRoom.all.filter { identifiers.contains($0.id) }
  }
  func suggestedEntities() async throws -> [TestRoom] { Array(TestRoom.all.prefix(2)) }
}

/// The test app's configuration intent: a room, a brightness and whether to fade.
struct TestLightConfiguration: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Choose Light"
  @Parameter(title: "Room") var room: TestRoom?
  @Parameter(title: "Brightness", default: 80) var brightness: Int
  @Parameter(title: "Fade", default: false) var fade: Bool

  static var parameterSummary: some ParameterSummary {
    Summary("Set \(\.$room) to \(\.$brightness)%") {
      \.$fade
    }
  }
}

/// Turns the configured light on or off (does nothing else).
struct TestSetLightIntent: SetValueIntent {
  static let title: LocalizedStringResource = "Set Light"
  @Parameter(title: "On", default: false) var value: Bool
  func perform() async throws -> some IntentResult { .result() }
}

/// A configurable control built as `AppIntentControlConfiguration` builds one: the title is
/// the configured room's name (or "Light"), the value text the brightness.
enum ConfigurationTestApp {
  static let kind = "com.example.Lights.Light"

  @MainActor
  static func template(_ configuration: IntentBox?) -> ResolvedControl {
    let intent = configuration?.intent as? TestLightConfiguration
    let title = intent?.room?.displayRepresentation.title.resolvedText ?? "Light"
    let brightness = intent?.brightness ?? 0
    return ResolvedControl(
      template: .toggle(isOn: false), title: title, action: IntentBox(TestSetLightIntent()),
      onLabel: ResolvedControlLabel(systemImage: "lightbulb.fill", valueText: "\(brightness)%"),
      offLabel: ResolvedControlLabel(systemImage: "lightbulb", valueText: "\(brightness)%"))
  }

  static var app: HostedApp {
    HostedApp(name: "Lights") {
      var definition = ControlDefinition(
        kind: kind,
        configuration: ControlConfigurationSupport(makeDefault: {
          IntentBox(TestLightConfiguration())
        }),
        preview: { template($0) }, currentValue: { $0 as IntentBox? },
        content: { template($0 as? IntentBox) })
      definition.displayName = "Room Light"
      definition.description = "Turn a room's light on or off."
      return [.control(definition)]
    }
  }
}
