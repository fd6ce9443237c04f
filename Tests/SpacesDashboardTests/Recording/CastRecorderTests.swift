import Foundation
import SpacesRender
import Testing

@testable import SpacesDashboard

/// The asciicast v2 writer: header, full first frame, changed rows, resizes.
@Suite("Cast recorder")
struct CastRecorderTests {
  func lines(_ url: URL) throws -> [String] {
    try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  func frame(_ rows: [String]) -> Frame {
    var frame = Frame(width: 4, height: rows.count)
    for (y, row) in rows.enumerated() {
      frame.write(row, x: 0, y: y, style: CellStyle(foreground: .rgb(1, 2, 3)))
    }
    return frame
  }

  @Test("header, then the first frame whole, then only changed rows, a resize as an r event")
  func events() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cast-\(UUID().uuidString).cast")
    defer { try? FileManager.default.removeItem(at: url) }
    let recorder = try CastRecorder(
      url: url, terminalSize: (4, 2), environment: ["TERM": "xterm", "SHELL": "/bin/sh"],
      now: Date(timeIntervalSince1970: 1_800_000_000))
    recorder.record(frame(["skip"]), at: 0.1)  // 4×1: not the terminal's size yet
    recorder.record(frame(["ab", "cd"]), at: 0.5)
    recorder.record(frame(["ab", "cd"]), at: 0.6)  // nothing changed: no event
    recorder.record(frame(["ab", "xy"]), at: 1.25)
    recorder.record(frame(["z"]), at: 2)
    recorder.finish()
    let lines = try lines(url)
    #expect(
      lines[0]
        == #"{"env":{"SHELL":"/bin/sh","TERM":"xterm"},"height":2,"timestamp":1800000000,"title":"spaces","version":2,"width":4}"#
    )
    let sgr = #"\u001b[0;38;2;1;2;3m"#
    let reset = #"\u001b[0m"#
    #expect(
      lines[1]
        == #"[0.500000, "o", "\u001b[?25l\u001b[0m\u001b[2J\u001b[H"#
        + "\(sgr)ab\(reset)  \\r\\n\(sgr)cd\(reset)  \"]")
    #expect(lines[2] == #"[1.250000, "o", "\u001b[2;1H"# + "\(sgr)xy\(reset)  \"]")
    #expect(lines[3] == #"[2.000000, "r", "4x1"]"#)
    #expect(lines[4].hasPrefix(#"[2.000000, "o", "\u001b[?25l\u001b[0m\u001b[2J\u001b[H"#))
    #expect(lines.count == 6, "and the cursor shown again at the end")
  }

  @Test("a path in a missing directory fails at once, naming it")
  func unwritable() {
    #expect(throws: RecordingError.self) {
      try CastRecorder(url: URL(fileURLWithPath: "/no/such/dir/x.cast"))
    }
  }
}
