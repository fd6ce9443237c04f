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

  @Test("control characters from a push payload are written as escapes, never raw")
  func escapesControlCharacters() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let log = try SessionLog(stateDirectory: directory)
    log.logger.info("push kind=\u{1B}[2J\u{0}evil\nnext \\ \u{9B}31m", metadata: ["k": "a\u{7}b"])
    let data = try Data(contentsOf: directory.appendingPathComponent("spaces.log"))
    #expect(!data.contains(0x1B) && !data.contains(0) && !data.contains(7))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasSuffix(#"push kind=\u{1B}[2J\u{0}evil\nnext \\ \u{9B}31m k=a\u{7}b"# + "\n"))
    #expect(text.split(separator: "\n").count == 1, "one line")
  }

  @Test("what the user typed and intents' values and dialogs are logged only at debug level")
  func redactsUserContent() throws {
    let date = Date(timeIntervalSince1970: 0)
    let events = [
      EngineEvent(date: date, kind: .runs(.started(title: "Log a Meditation note"))),
      EngineEvent(
        date: date,
        kind: .runs(.answered(title: "Log a Meditation note", answer: "\"my secret pw hunter2\""))),
      EngineEvent(
        date: date,
        kind: .runs(
          .finished(title: "Log a Meditation note", dialog: "Noted: my secret pw hunter2"))),
      EngineEvent(
        date: date, kind: .controls(.configured(kind: "a.Timer", summary: "timer=hunter2"))),
    ]
    for level in [Logger.Level.info, .debug] {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(at: directory) }
      let log = try SessionLog(stateDirectory: directory, level: level)
      log.events(events)
      let text = try String(
        contentsOf: directory.appendingPathComponent("spaces.log"), encoding: .utf8)
      #expect(text.contains("info spaces: perform Log a Meditation note"))
      #expect(text.contains("info spaces: answer Log a Meditation note: [redacted]"))
      #expect(text.contains("info spaces: done Log a Meditation note: [redacted]"))
      #expect(text.contains("info spaces: configured Timer [redacted]"))
      if level == .info {
        #expect(!text.contains("hunter2"), "\(text)")
      } else {
        #expect(
          text.contains("debug spaces: answer Log a Meditation note: \"my secret pw hunter2\""))
        #expect(text.contains("debug spaces: configured Timer timer=hunter2"))
      }
    }
  }

  @Test("SPACES_LOG_LEVEL names the level; a bad one is said and ignored")
  func levelVariable() {
    #expect(SessionLog.configuredLevel(nil) == (.info, nil))
    #expect(SessionLog.configuredLevel("DEBUG").0 == .debug)
    let (level, problem) = SessionLog.configuredLevel("loud")
    #expect(level == .info)
    #expect(problem?.hasPrefix("SPACES_LOG_LEVEL=loud is not a level (trace, debug") == true)
  }

  @Test("a device's log goes in its own folder, created if needed")
  func deviceDirectory() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let device = root.appendingPathComponent("devices/ipad")
    let log = try SessionLog(stateDirectory: device)
    log.logger.info("start")
    #expect(
      FileManager.default.fileExists(atPath: device.appendingPathComponent("spaces.log").path))
  }
}
