import Foundation
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SampleApps

/// `timers.json` under abuse, with the Productivity app hosted as `spaces` hosts it: a file
/// that can't be read is kept and not written over, one that can't be parsed is moved aside,
/// and a save that fails fails the toggle's intent — the app's own code, as an iOS developer
/// writes it (its store throws and logs with `Logger`), shown by the engine as any app's.
///
/// As root a directory or a symbolic link loop stands in for a file without read permission
/// (`UnreadableFile`); a failing write is a store that throws for one dashboard's host
/// (`FailingWrites`), or, with real permissions, `StateFilePermissionTmuxTests`.
@MainActor
@Suite("Productivity: timers.json kept, moved aside, or not saved — and said so", .serialized)
struct TimerStoreFaultTests {
  private func control(_ pilot: Pilot, titled title: String) -> ControlInstance? {
    pilot.state.controls.first { $0.displayed.title == title }
  }

  /// A fresh state directory, and where its timers file is.
  private func stateDirectory() throws -> (URL, timers: URL) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-timers-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return (url, url.appendingPathComponent("containers/group.com.apple.Productivity/timers.json"))
  }

  @Test(
    "a timers.json that can't be read: a notice and a warning name it and why, it is kept, and toggling fails",
    arguments: UnreadableFile.allCases)
  func unreadableIsKept(_ unreadable: UnreadableFile) async throws {
    let (directory, file) = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try unreadable.make(at: file)
    let pilot = try await Pilot(stateDirectory: directory)

    let problem = "Productivity: timers.json can't be read (\(unreadable.reason)); kept as it is"
    #expect(pilot.state.notice?.contains(problem) == true, "\(pilot.state.notice ?? "none")")
    #expect(pilot.eventLines.contains { $0.hasPrefix("warning: \(problem)") })
    #expect(pilot.eventLines.filter { $0.contains(problem) }.count == 1, "said once")
    // The default timers work on screen meanwhile.
    #expect(control(pilot, titled: "Work")?.displayed.valueText == "Stopped")
    // A change can't be saved: the toggle's intent fails with the app's error.
    await pilot.press(.enter)
    let work = try #require(control(pilot, titled: "Work"))
    #expect(work.status?.text == "Couldn't complete")
    #expect(work.displayed.valueText == "Stopped")
    #expect(
      pilot.eventLines.contains {
        $0.hasPrefix(
          "failed Productivity Timer: the Work timer didn't change: not saved: timers.json "
            + "couldn't be read "
            + "(\(unreadable.reason))")
      })
    #expect(pilot.state.activities.isEmpty)
    #expect(unreadable.isStill(at: file), "kept as it was")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        .filter { $0.contains("timers.json") } == ["timers.json"])
  }

  @Test("a timers.json that can't be parsed is moved aside, and a notice and a warning say where")
  func corruptIsMovedAsideAndSaid() async throws {
    let (directory, file) = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{torn".utf8).write(to: file)
    let pilot = try await Pilot(stateDirectory: directory)

    let aside = file.deletingLastPathComponent().appendingPathComponent(
      "timers.json.corrupt-1780911660")
    #expect(try String(contentsOf: aside, encoding: .utf8) == "{torn", "nothing is lost")
    let problem =
      "Productivity: timers.json couldn't be parsed; moved aside to "
      + "timers.json.corrupt-1780911660, using the default timers"
    #expect(pilot.state.notice?.contains(problem) == true, "\(pilot.state.notice ?? "none")")
    #expect(pilot.eventLines.contains("warning: \(problem)"))
    #expect(control(pilot, titled: "Work")?.displayed.valueText == "Stopped")
  }

  @Test(
    "a save that fails fails the toggle's intent with the app's error: Couldn't complete, and the Live Activity stays"
  )
  func failedSaveFailsTheIntent() async throws {
    let pilot = try await Pilot()
    defer { pilot.close() }
    await pilot.press(.enter)
    #expect(control(pilot, titled: "Work")?.displayed.valueText == "Running")
    #expect(pilot.state.activities.count == 1)

    try await FailingWrites.during(pilot.engine.host) {
      await pilot.press(.enter)
    }
    let work = try #require(control(pilot, titled: "Work"))
    #expect(work.status?.text == "Couldn't complete")
    #expect(work.displayed.valueText == "Running", "still running, as stored")
    #expect(
      pilot.eventLines.contains(
        "failed Productivity Timer: the Work timer didn't change: couldn't save timers.json: "
          + "Read-only file system"))
    #expect(pilot.state.activities.count == 1, "its Live Activity doesn't end")
    // The next toggle, with the disk writable again, stops it.
    await pilot.advance(by: 3)
    await pilot.press(.enter)
    #expect(control(pilot, titled: "Work")?.displayed.valueText == "Stopped")
    #expect(pilot.state.activities.isEmpty)
  }
}
