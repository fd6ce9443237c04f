import Foundation
import SpacesKit

/// The character's configuration: which character the widget shows.
package struct SelectCharacterIntent: WidgetConfigurationIntent {
  package static let title: LocalizedStringResource = "Select Character"
  package static let description = IntentDescription("Pick the character the widget shows.")

  @Parameter(title: "Character") package var character: GameCharacter?

  package init() {}
  package init(character: GameCharacter) { self.character = character }
}

/// One moment of a character's health.
package struct CharacterEntry: TimelineEntry {
  package let date: Date
  package let name: String
  /// The health in percent.
  package let health: Int
  /// Whether a dragon battles the character.
  package let inBattle: Bool
}

/// The character widget's provider, as "Keeping a widget up to date" describes it: hourly
/// entries while the character heals (`.atEnd`), `.after(battle end)` while a dragon battles
/// it, and a single entry with `.never` at full health.
package struct CharacterDetailProvider: AppIntentTimelineProvider {
  package init() {}

  package func placeholder(in context: Context) -> CharacterEntry {
    CharacterEntry(
      date: Date(timeIntervalSince1970: 0), name: "Character", health: 100, inBattle: false)
  }

  package func snapshot(for configuration: SelectCharacterIntent, in context: Context) async
    -> CharacterEntry
  {
    entry(for: configuration.character ?? GameCharacter.all[0], at: Date.now)
  }

  package func timeline(for configuration: SelectCharacterIntent, in context: Context) async
    -> Timeline<CharacterEntry>
  {
    Self.timeline(
      for: configuration.character ?? GameCharacter.all[0], at: Date.now)
  }

  /// The timeline of a character from a date.
  package static func timeline(for character: GameCharacter, at now: Date) -> Timeline<
    CharacterEntry
  > {
    let store = CharacterHealthStore.shared
    if let battleEnds = store.record(character.id)?.battleEnds, battleEnds > now {
      // The dragon is on screen for its battle: ask again when it ends.
      let entries = [now, battleEnds].map { entry(for: character, at: $0, store: store) }
      return Timeline(entries: entries, policy: .after(battleEnds))
    }
    var entries = [entry(for: character, at: now, store: store)]
    var date = now
    while entries[entries.count - 1].health < 100 {
      date += 3600
      entries.append(entry(for: character, at: date, store: store))
    }
    return Timeline(entries: entries, policy: entries.count == 1 ? .never : .atEnd)
  }

  func entry(for character: GameCharacter, at date: Date) -> CharacterEntry {
    Self.entry(for: character, at: date, store: .shared)
  }

  static func entry(for character: GameCharacter, at date: Date, store: CharacterHealthStore)
    -> CharacterEntry
  {
    let battle = store.record(character.id)?.battleEnds.map { $0 > date } ?? false
    return CharacterEntry(
      date: date, name: character.name,
      health: Int(store.health(character.id, at: date).rounded(.down)), inBattle: battle)
  }
}

/// The character widget: the character's health on the Home Screen and the Lock Screen.
package struct CharacterDetailWidget: Widget {
  /// The widget's kind, as the documentation's `reloadTimelines(ofKind:)` names it.
  nonisolated package static let kind = "com.mygame.character-detail"

  package init() {}

  package var body: some WidgetConfiguration {
    AppIntentConfiguration(
      kind: Self.kind, intent: SelectCharacterIntent.self, provider: CharacterDetailProvider()
    ) { entry in
      CharacterDetailView(entry: entry)
    }
    .configurationDisplayName("Character Details")
    .description("Your character's health as it heals.")
    .supportedFamilies([
      .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular,
      .accessoryInline,
    ])
  }
}

/// The character's health, drawn for the widget's family.
struct CharacterDetailView: View {
  @Environment(\.widgetFamily) var family
  let entry: CharacterEntry

  var body: some View {
    switch family {
    case .accessoryCircular:
      VStack {
        Text("\(entry.health)%").bold()
        Text("HP")
      }
    case .accessoryRectangular:
      VStack(alignment: .leading) {
        Text(entry.name).bold()
        Text("Health \(entry.health)%")
        Text(HealthBar.text(entry.health, cells: 10))
      }
    case .accessoryInline:
      Text("\(entry.name) \(entry.health)%")
    case .systemSmall:
      VStack(alignment: .leading) {
        Text(entry.name).bold()
        Text("\(entry.health)%").font(.title)
        Text(HealthBar.text(entry.health, cells: 10))
        Text(entry.inBattle ? "Dragon battle!" : entry.health < 100 ? "Healing" : "Full health")
      }
    case .systemLarge, .systemExtraLarge:
      VStack(alignment: .leading) {
        HStack {
          Text(entry.name).bold()
          Spacer()
          Text("\(entry.health)%")
        }
        Text(HealthBar.text(entry.health, cells: 20))
        Text(status)
        Spacer()
        Text(entry.health < 100 ? "Full in about \(hoursToFull) h" : "Ready for battle")
        Text("Heals 25% an hour; a dragon battle pauses healing")
      }
    default:
      VStack(alignment: .leading) {
        HStack {
          Text(entry.name).bold()
          Spacer()
          Text("\(entry.health)%")
        }
        Text(HealthBar.text(entry.health, cells: 20))
        Text(status)
      }
    }
  }
}

extension CharacterDetailView {
  /// What the character is doing.
  var status: String {
    entry.inBattle
      ? "A dragon challenges \(entry.name)!"
      : entry.health < 100 ? "Healing 25% an hour" : "Full health: ready for battle"
  }

  /// Hours until full health at 25 % an hour.
  var hoursToFull: Int { (100 - entry.health + 24) / 25 }
}

/// A health bar drawn with block characters.
enum HealthBar {
  static func text(_ health: Int, cells: Int) -> String {
    let filled = max(0, min(cells, health * cells / 100))
    return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
  }
}
