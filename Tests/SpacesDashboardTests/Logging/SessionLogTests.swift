import Foundation
import Logging
import SpacesEngine
import Testing

@testable import SpacesDashboard

/// The log file: lines through swift-log, the size cap, and which events are new.
@MainActor
@Suite("Log file")
struct SessionLogTests {
  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("lines carry a UTC time, the level, the label, the message and sorted metadata")
  func lineFormat() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = try SessionLog(stateDirectory: directory)
    log.logger.warning("disk full", metadata: ["b": "2", "a": "1"])
    let text = try String(
      contentsOf: directory.appendingPathComponent("spaces.log"), encoding: .utf8)
    #expect(
      text.range(
        of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z warning spaces: disk full a=1 b=2\n$"#,
        options: .regularExpression) != nil, "\(text)")
  }

  @Test("past the limit the file is rotated to spaces.log.1 and started anew")
  func rotation() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = try LogFile(url: directory.appendingPathComponent("spaces.log"), limit: 100)
    for index in 0..<10 { file.append("line \(index) " + String(repeating: "x", count: 20)) }
    let current = try String(contentsOf: file.url, encoding: .utf8)
    let rotated = try String(contentsOf: file.rotatedURL, encoding: .utf8)
    #expect(current.utf8.count <= 100 && rotated.utf8.count <= 100)
    #expect(current.hasSuffix("line 9 " + String(repeating: "x", count: 20) + "\n"))
    #expect(rotated.contains("line 6") || rotated.contains("line 5"))

    // Reopening a file already over the limit rotates it first.
    try Data(repeating: 65, count: 150).write(to: file.url)
    let reopened = try LogFile(url: file.url, limit: 100)
    reopened.append("fresh")
    #expect(try String(contentsOf: file.url, encoding: .utf8) == "fresh\n")
  }

  @Test("new events: all at first, then only what was appended, also when old ones dropped")
  func newEvents() {
    let date = Date(timeIntervalSince1970: 0)
    func events(_ names: [String]) -> [EngineEvent] {
      names.map { EngineEvent(date: date, kind: .warning($0)) }
    }
    #expect(SessionLog.newEvents(previous: [], current: events(["a", "b"])).count == 2)
    #expect(
      Array(SessionLog.newEvents(previous: events(["a", "b"]), current: events(["a", "b", "c"])))
        == events(["c"]))
    #expect(
      Array(SessionLog.newEvents(previous: events(["a", "b"]), current: events(["b", "c", "d"])))
        == events(["c", "d"]))
    #expect(
      Array(SessionLog.newEvents(previous: events(["a", "a"]), current: events(["a", "a", "a"])))
        == events(["a"]), "repeated lines count once each")
    #expect(SessionLog.newEvents(previous: events(["a"]), current: events(["a"])).isEmpty)
  }

  @Test("the engine's events go to the file, warnings as warnings")
  func engineEvents() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = try SessionLog(stateDirectory: directory)
    let date = Date(timeIntervalSince1970: 0)
    let first = [EngineEvent(date: date, kind: .warning("layout.json moved aside"))]
    log.events(first)
    log.events(first + [EngineEvent(date: date, kind: .unsupported("X: .description"))])
    let lines = try String(
      contentsOf: directory.appendingPathComponent("spaces.log"), encoding: .utf8
    ).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasSuffix("warning spaces: warning: layout.json moved aside"))
    #expect(lines[1].hasSuffix("notice spaces: not supported yet: X: .description"))
  }
}
