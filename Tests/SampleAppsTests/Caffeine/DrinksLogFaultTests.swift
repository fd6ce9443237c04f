import Foundation
import SampleApps
import SpacesEngine
import SpacesKit
import SpacesTestSupport
import Testing

/// The Caffeine tracker's `drinks.json` under abuse, logging from the Home Screen widget: one
/// that can't be parsed is moved aside, one that can't be read is kept and not written over,
/// and the user is told each time (the app logs the error; the dashboard shows it).
@MainActor
@Suite("Caffeine: drinks.json moved aside or kept — and said so")
struct DrinksLogFaultTests {
  /// A fresh state directory, and where its drinks log is.
  private func stateDirectory() throws -> (URL, drinks: URL) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-drinks-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return (
      url, url.appendingPathComponent("containers/group.com.systemspaces.Caffeine/drinks.json")
    )
  }

  private func tracker(in directory: URL) async throws -> Pilot {
    try await Pilot(
      apps: SampleCatalog.appsWithWidgets, size: TerminalSize(width: 100, height: 60),
      stateDirectory: directory)
  }

  @Test("a drinks.json that can't be parsed is moved aside with a notice; logging starts anew")
  func corruptIsMovedAside() async throws {
    let (directory, file) = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("[{torn".utf8).write(to: file)
    let pilot = try await tracker(in: directory)
    let aside = file.deletingLastPathComponent().appendingPathComponent(
      "drinks.json.corrupt-1780911660")
    #expect(try String(contentsOf: aside, encoding: .utf8) == "[{torn", "nothing is lost")
    let problem =
      "Caffeine: drinks.json couldn't be parsed; moved aside to drinks.json.corrupt-1780911660"
    #expect(pilot.state.notice?.contains(problem) == true, "\(pilot.state.notice ?? "none")")
    #expect(pilot.eventLines.contains { $0.hasPrefix("warning: \(problem)") })
    try await pilot.type("4 Right Right Right Enter wait:1s")
    #expect(pilot.screen.contains("64 mg"))
    #expect(try String(contentsOf: aside, encoding: .utf8) == "[{torn", "still there")
  }

  @Test(
    "a drinks.json that can't be read is kept; a drink can't be logged, and the notice says why",
    arguments: UnreadableFile.allCases)
  func unreadableIsKept(_ unreadable: UnreadableFile) async throws {
    let (directory, file) = try stateDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try unreadable.make(at: file)
    let pilot = try await tracker(in: directory)
    let problem = "Caffeine: drinks.json can't be read (\(unreadable.reason)); kept as it is"
    #expect(pilot.state.notice?.contains(problem) == true, "\(pilot.state.notice ?? "none")")
    #expect(pilot.eventLines.contains { $0.hasPrefix("warning: \(problem)") })
    try await pilot.type("4 Right Right Right Enter wait:1s")
    #expect(pilot.screen.contains("0 mg"))
    #expect(
      pilot.state.notice
        == "Caffeine: Espresso not logged: drinks.json couldn't be read (\(unreadable.reason)) "
        + "and is kept as it is")
    #expect(unreadable.isStill(at: file))
  }
}
