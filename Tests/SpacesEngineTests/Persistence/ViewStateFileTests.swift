import Foundation
import SpacesEngine
import Testing

/// `view-state.json`: the apps' `Codable` `@State` values, saved and read back; an unreadable
/// file is moved aside, never deleted.
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
    let problem = try #require(loaded.problem)
    #expect(problem.contains("view-state.json was unreadable"))
    #expect(!FileManager.default.fileExists(atPath: file.url.path))
    let kept = try FileManager.default.contentsOfDirectory(atPath: dir.path)
    #expect(kept.count == 1 && kept[0].hasPrefix("view-state.json"), "moved aside: \(kept)")
  }
}
