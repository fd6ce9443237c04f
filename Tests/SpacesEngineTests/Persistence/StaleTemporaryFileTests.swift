import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// Temporary files a save killed mid-way (`kill -9`) leaves beside the state files are removed
/// when the dashboard next starts: only its own, and logged.
@MainActor
@Suite("State files: stale temporary files")
struct StaleTemporaryFileTests {
  @Test("at start, the temporary files of killed saves are removed and logged; nothing else is")
  func removedAtStart() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-stale-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // 2147483646 is above any pid_max: no such process.
    let stale = [".layout.json.tmp-2147483646-12345", ".view-state.json.tmp-2147483646-9"]
    let kept = [
      ".layout.json.tmp-\(getpid())-1",  // a save of a process still running (this one)
      ".layout.json.tmp-2147483646-x",  // not the dashboard's pattern
      ".other.json.tmp-2147483646-1",  // not a state file of the dashboard's
      "layout.json.tmp-2147483646-1",
      "notes.txt",
    ]
    for name in stale + kept {
      try Data("partial".utf8).write(to: directory.appendingPathComponent(name))
    }
    let pilot = try await Pilot(apps: [ThreeControlsApp.app], stateDirectory: directory)
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
    #expect(names.isDisjoint(with: stale), "\(names)")
    #expect(names.isSuperset(of: kept), "\(names)")
    #expect(
      pilot.eventLines.contains(
        "removed 2 temporary files left by an interrupted save in \(directory.path): "
          + stale.joined(separator: ", ")))
  }
}
