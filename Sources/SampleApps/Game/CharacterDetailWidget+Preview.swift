import Foundation
import SpacesKit

extension CharacterEntry {
  /// Power Panda healing from a dragon battle, hour by hour, as "Keeping a widget up to date"
  /// describes it (the keynote's morning, 2026-06-08, UTC).
  static var previewTimeline: [CharacterEntry] {
    [
      CharacterEntry(date: keynote(hour: 9), name: "Power Panda", health: 25, inBattle: true),
      CharacterEntry(date: keynote(hour: 10), name: "Power Panda", health: 25, inBattle: false),
      CharacterEntry(date: keynote(hour: 11), name: "Power Panda", health: 50, inBattle: false),
      CharacterEntry(date: keynote(hour: 12), name: "Power Panda", health: 75, inBattle: false),
      CharacterEntry(date: keynote(hour: 13), name: "Power Panda", health: 100, inBattle: false),
    ]
  }

  /// 2026-06-08 at an hour and 41 minutes, UTC.
  static func keynote(hour: Int) -> Date {
    Date(timeIntervalSince1970: 1_780_876_800 + Double(hour) * 3600 + 41 * 60)
  }
}

#Preview(as: .systemSmall) {
  CharacterDetailWidget()
} timeline: {
  for entry in CharacterEntry.previewTimeline {
    entry
  }
}
