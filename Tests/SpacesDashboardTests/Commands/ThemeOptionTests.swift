import Foundation
import Testing

@testable import SpacesDashboard

/// The theme a command draws with: `--theme`, `SPACES_THEME`, then `NO_COLOR`'s monochrome.
@MainActor
@Suite struct ThemeOptionTests {
  @Test("NO_COLOR picks the monochrome theme unless --theme or SPACES_THEME names one")
  func noColor() throws {
    let plain = try #require(try SpacesCommand.parseAsRoot(["run"]) as? RunCommand)
    #expect(plain.options.themeName(environment: [:]) == "default")
    #expect(plain.options.themeName(environment: ["NO_COLOR": ""]) == "default", "empty is unset")
    #expect(plain.options.themeName(environment: ["NO_COLOR": "1"]) == "monochrome")
    #expect(
      plain.options.themeName(environment: ["NO_COLOR": "1", "SPACES_THEME": "light"]) == "light")
    let chosen = try #require(
      try SpacesCommand.parseAsRoot(["snapshot", "--theme", "high-contrast"]) as? SnapshotCommand)
    #expect(chosen.options.themeName(environment: ["NO_COLOR": "1"]) == "high-contrast")
  }
}
