import Foundation
import SpacesKit

/// A timer entity with a string query, as an app declares one: "Work" and "Violin" suggested,
/// "Gym" found only by identifier or by name.
struct FixtureTimer: AppEntity, Equatable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Timer"
  static let defaultQuery = FixtureTimerQuery()

  let id: String
  let name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(name)", subtitle: "25 minutes", image: .init(systemName: "hourglass"))
  }

  static let all = [
    FixtureTimer(id: "work", name: "Work"), FixtureTimer(id: "violin", name: "Violin"),
    FixtureTimer(id: "gym", name: "Gym"),
  ]
}

/// Finds fixture timers; suggests the first two.
struct FixtureTimerQuery: EntityStringQuery {
  func entities(for identifiers: [FixtureTimer.ID]) async throws -> [FixtureTimer] {
    FixtureTimer.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [FixtureTimer] { Array(FixtureTimer.all.prefix(2)) }

  func entities(matching string: String) async throws -> [FixtureTimer] {
    FixtureTimer.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
  }
}

/// An entity whose query has no suggestions (Apple's default) and fails to look up.
struct FixtureBrokenEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Playlist")
  static let defaultQuery = Query()
  let id: Int
  var displayRepresentation: DisplayRepresentation { "Playlist \(id)" }

  struct Query: EntityQuery {
    struct Offline: Error, CustomStringConvertible {
      var description: String { "offline" }
    }
    func entities(for identifiers: [Int]) async throws -> [FixtureBrokenEntity] {
      throw Offline()
    }
  }
}

/// A sound, as an `AppEnum`.
enum FixtureSound: String, AppEnum {
  case chime, bell, none

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sound"
  static let caseDisplayRepresentations: [FixtureSound: DisplayRepresentation] = [
    .chime: DisplayRepresentation(title: "Chime", image: .init(systemName: "bell")),
    .bell: DisplayRepresentation(title: "Bell", synonyms: ["Ding"]),
    .none: DisplayRepresentation(title: "None", subtitle: "Silent"),
  ]
}

/// Offers label colours for a `String` parameter.
struct FixtureColorOptions: DynamicOptionsProvider {
  func results() async throws -> [String] { ["Purple", "Blue"] }
}

/// A configuration intent with a parameter of every kind a form edits.
struct FixtureConfigurationIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Configure Timer"

  @Parameter(title: "Timer") var timer: FixtureTimer
  @Parameter(title: "Backup Timer") var backup: FixtureTimer?
  @Parameter(title: "Sound", default: .chime) var sound: FixtureSound
  @Parameter(title: "Minutes", default: 25) var minutes: Int
  @Parameter(title: "Volume", default: 0.5) var volume: Double
  @Parameter(title: "Announce", default: false) var announce: Bool
  @Parameter(title: "Label", default: "Focus") var label: String
  @Parameter(title: "Colour", optionsProvider: FixtureColorOptions()) var colour: String?
  @Parameter(title: "Starts") var starts: Date?
  @Parameter(title: "Playlist") var playlist: FixtureBrokenEntity?
  @Parameter(title: "Weights") var weights: [Int]?
}

/// Apple's `ControlConfigurationIntent` example: an enum parameter with a default and an
/// options provider.
enum FixtureFocus: String, AppEnum {
  case doNotDisturb, work, sleep
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Focus"
  static let caseDisplayRepresentations: [FixtureFocus: DisplayRepresentation] = [
    .doNotDisturb: "Do Not Disturb", .work: "Work", .sleep: "Sleep",
  ]
}

struct SelectFocusIntent: ControlConfigurationIntent {
  static let title: LocalizedStringResource = "Select Focus"
  static let description: IntentDescription =
    "Turn Focus on to silence notifications and filter out distractions."

  struct FocusOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [FixtureFocus] { [.doNotDisturb, .work] }
  }

  @Parameter(title: "Focus", default: .doNotDisturb, optionsProvider: FocusOptionsProvider())
  var focus: FixtureFocus
}
