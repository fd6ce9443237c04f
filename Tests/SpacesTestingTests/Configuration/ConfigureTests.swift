import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// A room with a light.
enum Room: String, AppEnum {
  case kitchen, bedroom

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
  static let caseDisplayRepresentations: [Room: DisplayRepresentation] = [
    .kitchen: "Kitchen", .bedroom: "Bedroom",
  ]
}

/// Which room's light a control or widget shows.
struct SelectRoomIntent: ControlConfigurationIntent, WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Select Room"

  @Parameter(title: "Room", default: .kitchen)
  var room: Room

  @Parameter(title: "Dimmed", default: false)
  var dimmed: Bool

  init() {}
}

/// Switches a light.
struct SwitchLightIntent: AppIntent {
  static let title: LocalizedStringResource = "Switch Light"
  func perform() async throws -> some IntentResult { .result() }
}

/// A light control for the room it is configured with.
struct RoomLightControl: ControlWidget {
  var body: some ControlWidgetConfiguration {
    AppIntentControlConfiguration(kind: "com.example.Home.Light", intent: SelectRoomIntent.self) {
      configuration in
      ControlWidgetButton(action: SwitchLightIntent()) {
        Label(configuration.room.rawValue.capitalized, systemImage: "lightbulb")
      }
    }
    .displayName("Light")
  }
}

/// A room's entry.
struct RoomEntry: TimelineEntry {
  let date: Date
  let room: Room
  let dimmed: Bool
}

/// The room widget's timeline.
struct RoomProvider: AppIntentTimelineProvider {
  func placeholder(in context: Context) -> RoomEntry {
    RoomEntry(date: .now, room: .kitchen, dimmed: false)
  }
  func snapshot(for configuration: SelectRoomIntent, in context: Context) async -> RoomEntry {
    RoomEntry(date: .now, room: configuration.room, dimmed: configuration.dimmed)
  }
  func timeline(for configuration: SelectRoomIntent, in context: Context) async -> Timeline<
    RoomEntry
  > {
    Timeline(
      entries: [RoomEntry(date: .now, room: configuration.room, dimmed: configuration.dimmed)],
      policy: .never)
  }
}

/// A widget showing a room's light.
struct RoomLightWidget: Widget {
  var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: "RoomLight", intent: SelectRoomIntent.self, provider: RoomProvider()
    ) { entry in
      Text(entry.room.rawValue.capitalized + (entry.dimmed ? " (dimmed)" : ""))
        .containerBackground(.fill.tertiary, for: .widget)
    }
    .configurationDisplayName("Room Light")
    .supportedFamilies([.systemSmall])
  }
}

/// The home app's control and widget.
struct HomeWidgets: WidgetBundle {
  var body: some Widget {
    RoomLightControl()
    RoomLightWidget()
  }
}

/// Controls and widgets configured through their forms by field and option titles.
@MainActor
@Suite struct ConfigureTests {
  @Test func aControlIsConfiguredByItsFieldsTitles() async throws {
    let dashboard = try await TestDashboard(bundle: HomeWidgets.self)
    defer { dashboard.close() }
    #expect(dashboard.control("Light")?.title == "Kitchen")
    await dashboard.configure("Light", set: ["Room": "Bedroom"])
    // Control Center's light is the bedroom's; the Lock Screen's and the Action button's stay
    // the kitchen's (on iOS each placement is its own control).
    #expect(dashboard.control("Bedroom")?.isInControlCenter == true)
    #expect(dashboard.control("Kitchen")?.isInControlCenter == false)
    #expect(dashboard.events.reloads(of: "Light").last?.cause == .configured)
  }

  @Test func aWidgetIsConfiguredAndReloads() async throws {
    let dashboard = try await TestDashboard(bundle: HomeWidgets.self)
    defer { dashboard.close() }
    await dashboard.addWidget("RoomLight", family: .systemSmall)
    #expect(dashboard.widget("Room Light")?.texts == ["Kitchen"])
    await dashboard.configure(widget: "Room Light", set: ["Room": "Bedroom", "Dimmed": "On"])
    #expect(dashboard.widget("Room Light")?.texts == ["Bedroom (dimmed)"])
    #expect(dashboard.events.reloads(of: "RoomLight").last?.cause == .configured)
  }

  @Test func anUnknownFieldOrOptionFailsAndSavesNothing() async throws {
    let dashboard = try await TestDashboard(bundle: HomeWidgets.self)
    defer { dashboard.close() }
    await withKnownIssue {
      await dashboard.configure("Light", set: ["Colour": "Red"])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "Configuring Light: no field \"Colour\". The fields are: \"Room\", \"Dimmed\""
    }
    await withKnownIssue {
      await dashboard.configure("Light", set: ["Room": "Attic"])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined()
        == "Configuring Light: \"Attic\" is not an option of \"Room\". The options are: "
        + "\"Kitchen\", \"Bedroom\""
    }
    #expect(dashboard.control("Light")?.title == "Kitchen")
    #expect(dashboard.control("Light")?.isInControlCenter == true)
    #expect(!dashboard.frame.contains("Select Room"))
  }

  @Test func aControlWithoutOptionsFails() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    await withKnownIssue {
      await dashboard.configure("Descale", set: ["Water": "Full"])
    } matching: { issue in
      issue.comments.map(\.rawValue).joined() == "Descale has no options to configure."
    }
  }
}
