import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesEngine

@Suite("live-activities.json: the per-app Live Activities switches on disk")
struct LiveActivitySettingsFileTests {
  /// A fresh state directory, removed by the caller.
  private func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-la-settings-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("saved switches load back; a missing file means every app on")
  func roundTrip() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = LiveActivitySettingsFile(stateDirectory: dir)
    #expect(file.load(now: .now).appsOff.isEmpty)
    #expect(file.load(now: .now).problem == nil)
    try file.save(["Kitchen", "Fitness"])
    let loaded = file.load(now: .now)
    #expect(loaded.appsOff == ["Kitchen", "Fitness"])
    #expect(loaded.problem == nil)
  }

  @Test("a corrupt file is moved aside, never deleted, and the reason given")
  func corrupt() throws {
    let dir = try directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = LiveActivitySettingsFile(stateDirectory: dir)
    try Data("{ not json".utf8).write(to: file.url)
    let loaded = file.load(now: .now)
    #expect(loaded.appsOff.isEmpty)
    guard case .movedAside(_, let aside)? = loaded.problem else {
      Issue.record("expected the file moved aside, got \(String(describing: loaded.problem))")
      return
    }
    #expect(!FileManager.default.fileExists(atPath: file.url.path))
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{ not json")
  }
}
