import Foundation
import SpacesEngine
import SpacesTestSupport
import Testing

/// `view-state.json`: the apps' `Codable` `@State` values, saved and read back; a file that
/// can't be parsed is moved aside, one that can't be read is left as it is — never deleted.
@Suite("View state file")
struct ViewStateFileTests {
  private func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("view-state-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("saved values read back; no file reads as none")
  func roundTrip() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = ViewStateFile(stateDirectory: dir)
    #expect(file.load(now: Date()).values.isEmpty)
    #expect(file.load(now: Date()).problem == nil)
    try file.save(["Calm/Home.showsTip": Data("false".utf8)])
    let loaded = file.load(now: Date())
    #expect(loaded.values == ["Calm/Home.showsTip": Data("false".utf8)])
    #expect(loaded.problem == nil)
  }

  @Test("an unreadable file is moved aside and named in the problem")
  func corrupt() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = ViewStateFile(stateDirectory: dir)
    try Data("{not json".utf8).write(to: file.url)
    let loaded = file.load(now: Date(timeIntervalSince1970: 0))
    #expect(loaded.values.isEmpty)
    let aside = dir.appendingPathComponent("view-state.json.corrupt-19700101T000000Z")
    #expect(loaded.problem == .movedAside(reason: "not valid JSON", to: aside))
    #expect(!FileManager.default.fileExists(atPath: file.url.path))
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{not json")
  }

  @Test(
    "a file that can't be read is left where it is, with the system's reason",
    arguments: UnreadableFile.allCases)
  func unreadable(_ unreadable: UnreadableFile) throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = ViewStateFile(stateDirectory: dir)
    try unreadable.make(at: file.url)
    let loaded = file.load(now: Date())
    #expect(loaded.values.isEmpty)
    #expect(loaded.problem == .unreadable(reason: unreadable.reason))
    #expect(unreadable.isStill(at: file.url))
  }
}
