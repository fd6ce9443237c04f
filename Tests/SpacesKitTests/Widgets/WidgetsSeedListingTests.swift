// swift-format-ignore-file: the listings stay as the documentation shows them.

import Foundation
@_spi(SpacesHost) import SpacesKit
import Testing

// The code of "Keeping a widget up to date" (shared/seeds/keeping-a-widget-up-to-date.ja.txt),
// compiled against SpacesKit with only the import changed: the game widget's provider as the
// text describes it (health +25 %/h, `.atEnd`, the dragon's `.after(2h)`, `.never` at 100 %),
// and the listings that reload through `WidgetCenter`.

/// What the listings assume exists in the game.
struct Character: AppEntity, Equatable {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
  static let defaultQuery = CharacterQuery()
  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}
struct CharacterQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [Character] {
    identifiers.map(Character.init)
  }
  func suggestedEntities() async throws -> [Character] { [Character(id: "panda")] }
}
struct SelectCharacterIntent: WidgetConfigurationIntent {
  static let title: LocalizedStringResource = "Select Character"
  @Parameter(title: "Character") var character: Character?
}
let characterThatReceivedHealingPotion = Character(id: "panda")

struct CharacterEntry: TimelineEntry {
  let date: Date
  let healthLevel: Double
}

/// The provider of the text's first figure: four hourly entries and `.atEnd` while healing,
/// one entry and `.never` at full health; the dragon's two hours with `.after(_:)`.
struct CharacterProvider: TimelineProvider {
  var healthLevel: Double
  var dragonAppears = false

  func placeholder(in context: Context) -> CharacterEntry {
    CharacterEntry(date: Date(), healthLevel: 1)
  }

  func getSnapshot(in context: Context, completion: @escaping (CharacterEntry) -> Void) {
    completion(CharacterEntry(date: Date(), healthLevel: healthLevel))
  }

  func getTimeline(in context: Context, completion: @escaping (Timeline<CharacterEntry>) -> Void) {
    let currentDate = Date()
    if dragonAppears {
      let twoHours = Calendar.current.date(byAdding: .hour, value: 2, to: currentDate)!
      let entries = [CharacterEntry(date: currentDate, healthLevel: healthLevel)]
      completion(Timeline(entries: entries, policy: .after(twoHours)))
      return
    }
    guard healthLevel < 1 else {
      completion(
        Timeline(entries: [CharacterEntry(date: currentDate, healthLevel: 1)], policy: .never))
      return
    }
    var entries: [CharacterEntry] = []
    var level = healthLevel
    var hourOffset = 0
    while level < 1 {
      let entryDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
      entries.append(CharacterEntry(date: entryDate, healthLevel: level))
      level += 0.25
      hourOffset += 1
    }
    let fullDate = Calendar.current.date(byAdding: .hour, value: hourOffset, to: currentDate)!
    entries.append(CharacterEntry(date: fullDate, healthLevel: 1))
    completion(Timeline(entries: entries, policy: .atEnd))
  }
}

struct CharacterDetailWidget: Widget {
  var body: some WidgetConfiguration {
    StaticConfiguration(
      kind: "com.mygame.character-detail", provider: CharacterProvider(healthLevel: 0.25)
    ) { entry in
      Text("\(Int(entry.healthLevel * 100))%")
    }
    .configurationDisplayName("Character Details")
    .description("Displays your character's health.")
    .supportedFamilies([.systemSmall, .accessoryCircular])
  }
}

/// The listings that tell WidgetKit a timeline changed.
@MainActor
func reloadListings() {
  WidgetCenter.shared.reloadTimelines(ofKind: "com.mygame.character-detail")

  WidgetCenter.shared.getCurrentConfigurations { result in
    guard case .success(let widgets) = result else { return }

    // Iterate over the WidgetInfo elements to find one that matches
    // the character from the push notification.
    if let widget = widgets.first(
      where: { widget in
        let intent = widget.configuration as? SelectCharacterIntent
        return intent?.character == characterThatReceivedHealingPotion
      }
    ) {
      WidgetCenter.shared.reloadTimelines(ofKind: widget.kind)
    }
  }

  WidgetCenter.shared.reloadAllTimelines()
}

@MainActor
@Suite("Keeping a widget up to date: the listings compile and behave")
struct WidgetsSeedListingTests {
  func timeline(_ provider: CharacterProvider) async -> Timeline<CharacterEntry> {
    await withCheckedContinuation { continuation in
      provider.getTimeline(in: TimelineProviderContext(family: .systemSmall)) {
        nonisolated(unsafe) let timeline = $0
        continuation.resume(returning: timeline)
      }
    }
  }

  @Test(
    "at 25 % four hourly entries then full, .atEnd; at 100 % one entry, .never; the dragon .after(2h)"
  )
  func policies() async {
    let healing = await timeline(CharacterProvider(healthLevel: 0.25))
    #expect(healing.entries.map(\.healthLevel) == [0.25, 0.5, 0.75, 1])
    #expect(healing.policy == .atEnd)
    let full = await timeline(CharacterProvider(healthLevel: 1))
    #expect(full.entries.count == 1)
    #expect(full.policy == .never)
    let dragon = await timeline(CharacterProvider(healthLevel: 0.5, dragonAppears: true))
    guard case .after(let date) = dragon.policy._rule else {
      Issue.record("the dragon's policy is \(dragon.policy)")
      return
    }
    #expect(abs(date.timeIntervalSince(dragon.entries[0].date) - 7200) < 1)
  }

  @Test("the widget's configuration: kind, display name, description, families, drawn entries")
  func configuration() async throws {
    let entries = CharacterDetailWidget().body._entries
    guard case .widget(let definition) = try #require(entries.first) else {
      Issue.record("not a widget")
      return
    }
    #expect(definition.kind == "com.mygame.character-detail")
    #expect(definition.displayName?.resolvedText == "Character Details")
    #expect(definition.description?.resolvedText == "Displays your character's health.")
    #expect(definition.supportedFamilies == [.systemSmall, .accessoryCircular])
    let timeline = await definition.timeline(
      on: SystemHost.current, configuration: nil,
      context: TimelineProviderContext(family: .systemSmall))
    // Each entry's view as the system hosts it: centred in a container of the widget's size.
    let hosted = FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)
    #expect(
      timeline.entries.map(\.view)
        == ["25%", "50%", "75%", "100%"].map {
          ViewNode.modified(.text(.verbatim($0)), .flexibleFrame(hosted))
        })
  }

  @Test("WidgetCenter's requests reach the system host")
  func requests() {
    let received = RequestLog()
    let host = SystemHost(
      now: { Date() }, containersDirectory: FileManager.default.temporaryDirectory
    ) {
      received.append($0)
    }
    host.widgets.place(
      1,
      WidgetInfo(
        kind: "com.mygame.character-detail", family: .systemSmall,
        configuration: SelectCharacterIntent()))
    host.runSync { reloadListings() }
    #expect(
      received.all == [
        .reloadTimelines(kind: "com.mygame.character-detail"), .reloadTimelines(kind: nil),
      ])
  }
}

/// The requests a test host received.
final class RequestLog: @unchecked Sendable {
  private let lock = NSLock()
  private var requests: [SystemRequest] = []
  func append(_ request: SystemRequest) { lock.withLock { requests.append(request) } }
  var all: [SystemRequest] { lock.withLock { requests } }
}
