import Foundation
import SpacesKit
import Testing

/// `UserDefaults(suiteName:)` and `.standard` keep their values across a restart, in the
/// dashboard's state directory, without the app calling `synchronize()` — as on iOS.
@Suite("AppPreferences: UserDefaults that persist", .serialized)
struct AppPreferencesTests {
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-preferences-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  #if os(Linux)
    @Test("a suite's change is in its plist under the state directory at once")
    func changesAreWrittenAtOnce() throws {
      let directory = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let report = AppPreferences.persist(in: directory)
      defer { AppPreferences.stopPersisting() }
      #expect(report.warnings.isEmpty)
      #expect(report.persistsChanges)
      let suite = "group.com.example.preferences-\(UUID().uuidString)"
      let defaults = try #require(UserDefaults(suiteName: suite))
      defaults.set(true, forKey: "remindersEnabled")
      defaults.set(3, forKey: "cups")
      let file = directory.appendingPathComponent("\(suite).plist")
      let data = try #require(FileManager.default.contents(atPath: file.path))
      let stored = try PropertyListSerialization.propertyList(from: data, format: nil)
      let values = try #require(stored as? [String: Any])
      #expect(values["remindersEnabled"] as? Bool == true)
      #expect(values["cups"] as? Int == 3)
      defaults.removeObject(forKey: "cups")
      let after = try #require(FileManager.default.contents(atPath: file.path))
      let left = try PropertyListSerialization.propertyList(from: after, format: nil)
      #expect((left as? [String: Any])?["cups"] == nil, "a removal is written too")
    }

    @Test("without persistence a change stays in memory, as Foundation keeps it")
    func nothingWrittenWhenOff() throws {
      let directory = try Self.temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let suite = "group.com.example.memory-\(UUID().uuidString)"
      let defaults = try #require(UserDefaults(suiteName: suite))
      defaults.set(true, forKey: "on")
      #expect(defaults.bool(forKey: "on"))
      let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(files.isEmpty)
    }
  #endif

  @Test("a plist that doesn't parse is moved aside, named, and never overwritten")
  func corruptFileMovedAside() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let broken = directory.appendingPathComponent("group.com.example.broken.plist")
    try Data("not a plist {".utf8).write(to: broken)
    let good = directory.appendingPathComponent("group.com.example.good.plist")
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["on": true], format: .xml, options: 0)
    try plist.write(to: good)
    let warnings = AppPreferences.moveAsideUnreadable(in: directory)
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("group.com.example.broken.plist") == true)
    #expect(warnings.first?.contains("moved aside") == true)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names.count == 2)
    #expect(names.contains("group.com.example.good.plist"))
    #expect(names.contains { $0.hasPrefix("group.com.example.broken.plist.corrupt-") })
    let aside = try #require(names.first { $0.contains(".corrupt-") })
    let kept = try Data(contentsOf: directory.appendingPathComponent(aside))
    #expect(String(decoding: kept, as: UTF8.self) == "not a plist {", "nothing is lost")
  }
}
