import Foundation
import SpacesEngine

extension TestDashboard {
  /// Compares a frame with a golden text file kept next to the test.
  ///
  /// The golden is `__Frames__/<name>.txt` in the directory of the test file. When it doesn't
  /// exist yet, or `recording` is `true`, or the environment sets `SPACES_RECORD_FRAMES=1`, the
  /// frame is written there and a message says so: the test fails once, you read the file, and
  /// it passes from then on. Works with any test framework:
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
  /// - Returns: `nil` when the frame matches the golden, else a message with the first lines
  ///   that differ (or saying that the golden was written).
  public func verifyFrame(
    of space: Space? = nil, matchesGolden name: String, recording: Bool = false,
    filePath: String = #filePath
  ) -> String? {
    let text = space.map { frame(of: $0) } ?? frame
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent("__Frames__", isDirectory: true)
    let file = directory.appendingPathComponent("\(name).txt")
    let recordsAll = ProcessInfo.processInfo.environment["SPACES_RECORD_FRAMES"] == "1"
    guard !recording, !recordsAll, let golden = try? String(contentsOf: file, encoding: .utf8)
    else {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: file, atomically: true, encoding: .utf8)
      } catch {
        return "couldn't record the frame at \(file.path): \(error)"
      }
      return "recorded the frame at \(file.path): read it, then run the test again"
    }
    return FrameDifference.describe(expected: golden, actual: text).map {
      "the frame differs from \(file.path):\n\($0)"
    }
  }
}
