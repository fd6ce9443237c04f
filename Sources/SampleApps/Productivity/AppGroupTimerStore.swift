import Foundation
import SpacesKit

/// The timers in the app group container, `timers.json`, shared by the app and its widget
/// extension and written atomically.
///
/// A new install starts with the Work and Violin timers. A `timer.json` of the earlier,
/// single-timer app becomes the Work timer's state and is kept as `timer.json.migrated-<secs>`;
/// a file this version can't read is moved aside (`….corrupt-<secs>`), never deleted.
struct AppGroupTimerStore: TimerStore {
  /// The file's format.
  struct File: Codable {
    var version = 1
    var timers: [TimerRecord]
  }

  enum StoreError: Error, CustomStringConvertible {
    case noContainer
    var description: String { "the app group container is not available" }
  }

  func loadAll() throws -> [TimerRecord] {
    guard let url = url("timers.json") else { throw StoreError.noContainer }
    if let data = FileManager.default.contents(atPath: url.path) {
      if let file = try? TimerRecord.decoder.decode(File.self, from: data) { return file.timers }
      moveAside(url, as: "corrupt")
    }
    let timers = migratedTimers()
    try saveAll(timers)
    return timers
  }

  func saveAll(_ timers: [TimerRecord]) throws {
    guard let url = url("timers.json") else { throw StoreError.noContainer }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try TimerRecord.encoder(prettyPrinted: true).encode(File(timers: timers)).write(
      to: url, options: .atomic)
  }

  /// The default timers, the Work timer taking the state of an earlier app's `timer.json`.
  private func migratedTimers() -> [TimerRecord] {
    var timers = TimerRecord.defaults
    guard let old = url("timer.json"), let data = FileManager.default.contents(atPath: old.path)
    else { return timers }
    guard let single = try? TimerRecord.decoder.decode(SingleTimer.self, from: data) else {
      moveAside(old, as: "corrupt")
      return timers
    }
    timers[0].startDate = single.startDate
    timers[0].endDate = single.endDate
    moveAside(old, as: "migrated")
    return timers
  }

  /// The earlier app's one timer.
  private struct SingleTimer: Codable {
    var name: String
    var startDate: Date?
    var endDate: Date?
  }

  private func url(_ name: String) -> URL? {
    FileManager.default.containerURL(
      forSecurityApplicationGroupIdentifier: TimerManager.appGroup)?
      .appendingPathComponent(name)
  }

  /// Renames a file to `<name>.<reason>-<seconds since 1970>`.
  private func moveAside(_ url: URL, as reason: String) {
    let stamp = Int(SystemHost.current.now().timeIntervalSince1970)
    let aside = url.deletingLastPathComponent().appendingPathComponent(
      "\(url.lastPathComponent).\(reason)-\(stamp)")
    try? FileManager.default.moveItem(at: url, to: aside)
  }
}
