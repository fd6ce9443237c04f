import ArgumentParser
import Foundation
import SpacesTestSupport
import Testing

@testable import SpacesDashboard

/// `spaces preview KIND --entry K`: the timeline preview's frame of one entry, headless; the
/// list of compiled-in `#Preview`s; clear errors for a kind with nothing to preview.
@MainActor
@Suite struct PreviewCommandTests {
  func command(_ arguments: [String]) throws -> PreviewCommand {
    try #require(try SpacesCommand.parseAsRoot(["preview"] + arguments) as? PreviewCommand)
  }

  @Test("the Game's #Preview, entry 4, by the kind's last part")
  func entry() async throws {
    let text = try await command(["character-detail", "--entry", "4"]).output(
      apps: SampleCatalog.appsWithWidgets)
    #expect(text.contains("Timeline preview · character-detail · systemSmall"))
    #expect(text.contains("entry 4 of 5 · 12:41"))
    #expect(text.contains("75%"))
  }

  @Test("--list names the Game's and the Caffeine tracker's #Preview with family and place")
  func list() async throws {
    let text = try await command(["--list"]).output(apps: [])
    #expect(
      text.contains(
        "CaffeineTrackerWidget  systemSmall  SampleApps/CaffeineTrackerWidget+Preview.swift:10"))
    #expect(
      text.contains(
        "com.mygame.character-detail  systemSmall  SampleApps/CharacterDetailWidget+Preview.swift"
      ))
  }

  @Test("a kind nobody declares, an entry past the end, and bad arguments are errors")
  func errors() async throws {
    await #expect(throws: ExitCode.self) {
      _ = try await command(["com.nobody.Widget"]).output(apps: SampleCatalog.appsWithWidgets)
    }
    await #expect(throws: ExitCode.self) {
      _ = try await command(["character-detail", "--entry", "6"]).output(
        apps: SampleCatalog.appsWithWidgets)
    }
    #expect(throws: (any Error).self) { try command(["character-detail", "--entry", "0"]) }
    #expect(throws: (any Error).self) { try command([]) }
  }
}
