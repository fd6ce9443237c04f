import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// `layout.json` under abuse, through the real engine: a file that can't be read is kept and
/// never written over, and a save that fails is shown, kept unsaved and retried.
///
/// The tests run as root, where `chmod 000` stops no read and a read-only directory no write:
/// a directory (EISDIR) or a symbolic link to itself (ELOOP) where the file should be makes it
/// unreadable, and a directory put there while the dashboard runs makes its writes fail.
/// `StateFilePermissionTmuxTests` does the same with real permissions, as an unprivileged user.
@MainActor
@Suite("Layout file: kept when unreadable, retried when a save fails")
struct LayoutFileFaultTests {
  /// Control Center's controls as (short kind, size).
  private func controlCenter(_ pilot: Pilot) -> [String] {
    pilot.state.controls.controlCenter.map { "\($0.kind.shortKind) \($0.size.rawValue)" }
  }

  /// The names of the layout file and of anything made from it (moved aside, temporary).
  private func layoutFiles(in directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.contains("layout.json") }.sorted()
  }

  /// A fresh state directory.
  private func stateDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-layout-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The event log's lines that contain a text.
  private func lines(_ pilot: Pilot, containing text: String) -> [String] {
    pilot.eventLines.filter { $0.contains(text) }
  }

  /// The layout file's Control Center as (short kind, size).
  private func saved(in directory: URL) throws -> [String] {
    let data = try Data(contentsOf: directory.appendingPathComponent("layout.json"))
    return try JSONDecoder().decode(SavedLayout.self, from: data).controlCenter.map {
      "\($0.control.kind.shortKind) \($0.size.rawValue)"
    }
  }

  @Test(
    "a layout.json that can't be read is named with its reason on screen and in the log, kept as it is, and never written over",
    arguments: UnreadableFile.allCases)
  func unreadableIsKept(_ unreadable: UnreadableFile) async throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("layout.json")
    try unreadable.make(at: file)
    let pilot = try await Pilot(apps: [ThreeControlsApp.app], stateDirectory: directory)

    let expected = "layout.json can't be read (\(unreadable.reason)); kept as it is"
    let notice = try #require(pilot.state.notice)
    #expect(notice.hasPrefix(expected), "\(notice)")
    #expect(pilot.screen.contains("⚠ layout.json can't be read"))
    #expect(pilot.eventLines.contains { $0.hasPrefix("warning: \(expected)") })
    #expect(unreadable.isStill(at: file), "kept as it was")
    #expect(try layoutFiles(in: directory) == ["layout.json"], "nothing moved or written")

    // The dashboard works on with the default layout; a change is refused, and says so.
    #expect(
      controlCenter(pilot) == ["TimerToggle medium", "BreakReminders large", "LogBreak small"])
    try await pilot.type("e s")
    #expect(controlCenter(pilot).first == "TimerToggle large")
    #expect(
      pilot.state.notice?.contains(
        "the layout isn't saved: layout.json couldn't be read at start (\(unreadable.reason))")
        == true, "\(pilot.state.notice ?? "no notice")")
    #expect(unreadable.isStill(at: file), "not written over")
    #expect(try layoutFiles(in: directory) == ["layout.json"], "nothing moved or written")
  }

  @Test(
    "a failed save is on the notice line and in the log, and is retried with a backoff until it works"
  )
  func failedSaveIsRetried() async throws {
    let pilot = try await Pilot(apps: [ThreeControlsApp.app])
    defer { pilot.close() }
    let file = pilot.stateDirectory.appendingPathComponent("layout.json")
    // Writes fail from now on: the file's name is taken by a directory.
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)

    try await pilot.type("e s")
    #expect(controlCenter(pilot).first == "TimerToggle large")
    let failure = "can't save the layout (\(file.path): Is a directory)"
    #expect(pilot.state.notice == "\(failure); retrying in 5 s")
    #expect(lines(pilot, containing: failure) == ["warning: \(failure); retrying in 5 s"])
    // The first retry fails too: the next waits twice as long.
    await pilot.advance(by: 5)
    #expect(lines(pilot, containing: failure).last == "warning: \(failure); retrying in 10 s")
    #expect(pilot.state.notice == "\(failure); retrying in 10 s")
    // The directory goes (the disk is writable again): the next retry saves the change.
    try FileManager.default.removeItem(at: file)
    await pilot.advance(by: 9)
    #expect(!FileManager.default.fileExists(atPath: file.path), "not before its time")
    await pilot.advance(by: 1)
    #expect(try saved(in: pilot.stateDirectory).first == "TimerToggle large")
    let recovered = "saved the layout (layout.json) after 2 failed attempts"
    #expect(lines(pilot, containing: "saved the layout") == [recovered])
    #expect(pilot.state.notice == recovered)
    // Nothing is retried any more, and a restart finds the change.
    await pilot.advance(by: 600)
    #expect(lines(pilot, containing: "save the layout").count == 2)
    #expect(lines(pilot, containing: "saved the layout").count == 1)
    let restarted = try await Pilot(
      apps: [ThreeControlsApp.app], stateDirectory: pilot.stateDirectory)
    #expect(controlCenter(restarted).first == "TimerToggle large")
  }

  @Test("after a failed save, the next change saves at once, without waiting for the retry")
  func laterChangeRetriesAtOnce() async throws {
    let pilot = try await Pilot(apps: [ThreeControlsApp.app])
    defer { pilot.close() }
    let file = pilot.stateDirectory.appendingPathComponent("layout.json")
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    try await pilot.type("e s")
    #expect(pilot.state.notice?.hasSuffix("retrying in 5 s") == true)
    try FileManager.default.removeItem(at: file)
    try await pilot.type("s")
    #expect(controlCenter(pilot).first == "TimerToggle small")
    #expect(try saved(in: pilot.stateDirectory).first == "TimerToggle small")
    #expect(
      lines(pilot, containing: "saved the layout")
        == ["saved the layout (layout.json) after 1 failed attempt"])
    // The retry was cancelled: nothing more happens.
    await pilot.advance(by: 600)
    #expect(lines(pilot, containing: "save the layout").count == 1)
  }
}
