import Foundation
import SpacesKit
import SpacesTesting
import Testing

/// Golden frames: recorded once, compared after, a difference shown with its cells marked, a
/// golden from another size or an unreadable one named with what to do.
@MainActor
@Suite struct GoldenFrameTests {
  /// A test file's path in a new temporary directory, so goldens aren't written into the
  /// sources; removed after `body`.
  private func withTemporaryTestFile(_ body: (String) async throws -> Void) async rethrows {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("spaces-golden-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory.appendingPathComponent("SomeTests.swift").path)
  }

  @Test func theFrameMatchesItsGolden() async throws {
    let dashboard = try await TestDashboard(
      bundle: CoffeeWidgets.self, size: .init(width: 80, height: 24))
    defer { dashboard.close() }
    dashboard.expectFrame(of: .lockScreen, matchesGolden: "coffee-lock-screen-80x24")
  }

  @Test func aGoldenOfAnotherSizeFailsNamingBothSizes() async throws {
    let dashboard = try await TestDashboard(
      bundle: CoffeeWidgets.self, size: .init(width: 100, height: 30))
    defer { dashboard.close() }
    withKnownIssue {
      dashboard.expectFrame(of: .lockScreen, matchesGolden: "coffee-lock-screen-80x24")
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("coffee-lock-screen-80x24.txt was drawn at 80×24 cells")
        && text.contains("this dashboard is 100×30")
        && text.contains("SPACES_RECORD_FRAMES=1")
    }
  }

  @Test func aChangedFrameShowsTheLinesWithTheChangedCellsMarked() async throws {
    let dashboard = try await TestDashboard(
      bundle: CoffeeWidgets.self, size: .init(width: 60, height: 20))
    defer { dashboard.close() }
    try await withTemporaryTestFile { testFile in
      let recorded = dashboard.verifyFrame(
        of: .controlCenter, matchesGolden: "cc", filePath: testFile)
      #expect(recorded?.hasPrefix("recorded the frame at ") == true)
      #expect(
        dashboard.verifyFrame(of: .controlCenter, matchesGolden: "cc", filePath: testFile) == nil)

      await dashboard.tap("Brew")
      let difference = try #require(
        dashboard.verifyFrame(of: .controlCenter, matchesGolden: "cc", filePath: testFile))
      let lines = difference.split(separator: "\n").map(String.init)
      #expect(lines[0].hasPrefix("the frame differs from ") && lines[0].hasSuffix("cc.txt:"))
      let line = try #require(lines.firstIndex { $0.contains("expected:") && $0.contains("Idle") })
      let expected = lines[line].dropFirst("  expected: ".count)
      let actual = lines[line + 1].dropFirst("  actual:   ".count)
      let marks = lines[line + 2].dropFirst("            ".count)
      #expect(actual.contains("Brewing"))
      // A mark under each cell that changed, none elsewhere: "Idle" became "Brewing".
      let start = try #require(expected.range(of: "Idle")).lowerBound
      let column = expected.distance(from: expected.startIndex, to: start)
      #expect(marks.prefix(column).allSatisfy { $0 == " " })
      #expect(marks.dropFirst(column).hasPrefix("^"))
    }
  }

  @Test func anUnreadableGoldenSaysWhatToDo() async throws {
    let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
    defer { dashboard.close() }
    try await withTemporaryTestFile { testFile in
      let frames = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        .appendingPathComponent("__Frames__")
      // A folder where the golden file should be.
      try FileManager.default.createDirectory(
        at: frames.appendingPathComponent("cc.txt"), withIntermediateDirectories: true)
      let message = try #require(dashboard.verifyFrame(matchesGolden: "cc", filePath: testFile))
      #expect(message.hasPrefix("can't read the golden "))
      #expect(message.hasSuffix("or set SPACES_RECORD_FRAMES=1 to record it again"))
    }
  }
}
