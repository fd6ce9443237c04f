import Foundation
import SpacesEngine

extension TestDashboard {
  /// Expects a frame to match a golden text file kept next to the test.
  ///
  /// When it doesn't, the test fails with the lines that differ, their changed cells marked.
  /// The golden is `__Frames__/<name>.txt` in the directory of the test file. When it doesn't
  /// exist yet, or `recording` is `true`, or the environment sets `SPACES_RECORD_FRAMES=1`, the
  /// frame is written there and the test fails once saying so: read the file, and the test
  /// passes from then on (as swift-snapshot-testing records). A golden drawn at another
  /// terminal size fails naming both sizes.
  ///
  /// ```swift
  /// dashboard.expectFrame(of: .lockScreen, matchesGolden: "locked")
  /// ```
  ///
  /// - Parameters:
  ///   - space: The space to draw (default: the one on screen).
  ///   - name: The golden's name (a file name without extension).
  ///   - recording: Whether to write the frame as the new golden.
  public func expectFrame(
    of space: Space? = nil, matchesGolden name: String, recording: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard
      let failure = verifyFrame(
        of: space, matchesGolden: name, recording: recording, filePath: "\(filePath)")
    else { return }
    TestFailure.record(
      failure, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Compares a frame with a golden text file kept next to the test, returning what differs.
  ///
  /// The golden is kept and recorded as `expectFrame(of:matchesGolden:)` keeps it; this form
  /// fails nothing itself, for any test framework:
  ///
  /// ```swift
  /// #expect(dashboard.verifyFrame(of: .lockScreen, matchesGolden: "locked") == nil)  // Testing
  /// XCTAssertNil(dashboard.verifyFrame(of: .lockScreen, matchesGolden: "locked"))    // XCTest
  /// ```
  ///
  /// - Parameters:
  ///   - space: The space to draw (default: the one on screen).
  ///   - name: The golden's name (a file name without extension).
  ///   - recording: Whether to write the frame as the new golden.
  ///   - filePath: The test file, whose directory holds `__Frames__`.
  /// - Returns: `nil` when the frame matches the golden, else a message with the lines that
  ///   differ and their changed cells marked (or saying that the golden was written, or why
  ///   it can't be read).
  public func verifyFrame(
    of space: Space? = nil, matchesGolden name: String, recording: Bool = false,
    filePath: String = #filePath
  ) -> String? {
    let text = space.map { frame(of: $0) } ?? frame
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("__Frames__", isDirectory: true)
    let file = directory.appendingPathComponent("\(name).txt")
    let recordsAll = ProcessInfo.processInfo.environment["SPACES_RECORD_FRAMES"] == "1"
    let exists = FileManager.default.fileExists(atPath: file.path)
    guard !recording, !recordsAll, exists else {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      } catch {
        return "couldn't record the frame at \(file.path): \(error)"
      }
      return "recorded the frame at \(file.path): read it, then run the test again"
    }
    var golden: String
    do {
      golden = try String(contentsOf: file, encoding: .utf8)
      // An editor's final newline is not a row.
      if golden.hasSuffix("\n") { golden.removeLast() }
    } catch {
      return "can't read the golden \(file.path) (\(error.localizedDescription)): fix or "
        + "delete it, or set SPACES_RECORD_FRAMES=1 to record it again"
    }
    let expectedSize = FrameDifference.size(of: golden)
    let actualSize = FrameDifference.size(of: text)
    guard expectedSize == actualSize else {
      return "the golden \(file.path) was drawn at \(expectedSize.width)×\(expectedSize.height) "
        + "cells, this dashboard is \(actualSize.width)×\(actualSize.height): pass the "
        + "golden's size (init's size:, or resize(width:height:)), or set "
        + "SPACES_RECORD_FRAMES=1 to record it at this size"
    }
    return FrameDifference.describe(expected: golden, actual: text).map {
      "the frame differs from \(file.path):\n\($0)"
    }
  }
}
