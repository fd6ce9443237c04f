import Foundation
import SpacesKit
import Synchronization

/// The characters' health as the game keeps it: a level at a date, healing 25 % an hour up to
/// 100 %, slower while a dragon battles the character.
package final class CharacterHealthStore: Sendable {
  /// What the store knows about one character.
  package struct Record: Equatable, Sendable {
    /// The health at `date`, in percent.
    package var health: Double
    /// When `health` was measured.
    package var date: Date
    /// When the dragon's battle ends (the character doesn't heal until then).
    package var battleEnds: Date?
  }

  /// The game's store.
  package static let shared = CharacterHealthStore()

  /// How much a character heals per hour, in percent.
  package static let healingPerHour = 25.0

  /// The records of each system host (each dashboard runs its own game, as each phone does).
  private let records = Mutex<[ObjectIdentifier: [String: Record]]>([:])

  private var hostKey: ObjectIdentifier { ObjectIdentifier(SystemHost.current) }

  package init() {}

  /// Sets a character's health now (the game was played), ending any battle.
  package func set(_ characterID: String, health: Double, at date: Date, battleEnds: Date? = nil) {
    let key = hostKey
    records.withLock {
      $0[key, default: [:]][characterID] = Record(
        health: min(100, max(0, health)), date: date, battleEnds: battleEnds)
    }
  }

  /// A character's record (full health when the game never saw it).
  package func record(_ characterID: String) -> Record? {
    let key = hostKey
    return records.withLock { $0[key]?[characterID] }
  }

  /// A character's health at a date, in percent.
  package func health(_ characterID: String, at date: Date) -> Double {
    guard let record = record(characterID) else { return 100 }
    let healingStarts = max(record.date, record.battleEnds ?? record.date)
    let hours = max(0, date.timeIntervalSince(healingStarts)) / 3600
    return min(100, record.health + hours * Self.healingPerHour)
  }

  /// Gives a character a healing potion: +50 % now.
  package func heal(_ characterID: String, at date: Date) {
    set(characterID, health: health(characterID, at: date) + 50, at: date)
  }
}
