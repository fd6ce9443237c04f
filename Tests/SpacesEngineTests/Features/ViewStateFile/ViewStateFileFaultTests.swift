import Foundation
import SpacesKit
import SpacesTestSupport
import Testing

@testable import SpacesEngine

/// `view-state.json` (the apps' screens' `Codable` `@State`) under abuse, through the real
/// engine and the Meditation app, whose Siri tip stays dismissed once dismissed: a file that
/// can't be read is kept and not written over; a save that fails is shown and retried.
///
/// As root, a directory or a symbolic link loop makes the file unreadable, and a directory put
/// in its place makes writes fail (see `LayoutFileFaultTests`).
@MainActor
@Suite("View state file: kept when unreadable, retried when a save fails")
struct ViewStateFileFaultTests {
  private let tipKey = "Meditation/MeditationHomeView.showsSiriTip"

  private func meditation(in directory: URL) async throws -> Pilot {
    try await Pilot(
      apps: [SampleCatalog.meditation], size: TerminalSize(width: 100, height: 24),
      stateDirectory: directory)
  }

  /// A fresh state directory.
  private func stateDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-view-state-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Opens the Meditation app's screen and dismisses its Siri tip.
  private func dismissTip(_ pilot: Pilot) async throws {
    try await pilot.type("/ text:'Show my Meditation sessions' Enter Enter Enter")
    #expect(pilot.engine.viewState.value(for: tipKey) as? Bool == false)
  }

  @Test(
    "a view-state.json that can't be read is named with its reason, kept, and never written over",
    arguments: UnreadableFile.allCases)
  func unreadableIsKept(_ unreadable: UnreadableFile) async throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("view-state.json")
    try unreadable.make(at: file)
    let pilot = try await meditation(in: directory)
    let expected = "view-state.json can't be read (\(unreadable.reason)); kept as it is"
    #expect(pilot.state.notice?.hasPrefix(expected) == true, "\(pilot.state.notice ?? "none")")
    #expect(pilot.eventLines.contains { $0.hasPrefix("warning: \(expected)") })
    // The tip is dismissed for this session; saving it is refused, and says so.
    try await dismissTip(pilot)
    #expect(
      pilot.state.notice?.contains(
        "the apps' screen state isn't saved: view-state.json couldn't be read at start") == true,
      "\(pilot.state.notice ?? "none")")
    #expect(unreadable.isStill(at: file))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.contains("view-state") } == ["view-state.json"])
  }

  @Test("a failed save is on the notice line and in the log, and is retried until it works")
  func failedSaveIsRetried() async throws {
    let directory = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("view-state.json")
    let pilot = try await meditation(in: directory)
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    try await dismissTip(pilot)
    let failure = "can't save the apps' screen state (\(file.path): Is a directory)"
    #expect(pilot.state.notice == "\(failure); retrying in 5 s")
    #expect(pilot.eventLines.contains("warning: \(failure); retrying in 5 s"))
    try FileManager.default.removeItem(at: file)
    await pilot.advance(by: 5)
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("showsSiriTip"), "\(saved)")
    #expect(
      pilot.eventLines.contains(
        "saved the apps' screen state (view-state.json) after 1 failed attempt"))
    // A restart reads the dismissal back.
    let restarted = try await meditation(in: directory)
    #expect(restarted.engine.viewState.persistedValues[tipKey] == Data("false".utf8))
  }
}
