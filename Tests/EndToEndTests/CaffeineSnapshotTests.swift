import Foundation
import Testing

/// The `spaces` binary logs a drink from the Home Screen in a scripted key session: the
/// Caffeine tracker's total goes from 0 mg to 64 mg.
@Suite("Command line: an interactive widget in a scripted session", .teardown, .takesTurns)
struct CaffeineSnapshotTests {
  @Test("snapshot --keys: focus the tracker, Enter on its Espresso button, the total is 64 mg")
  func logDrink() async throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let before = try await Spawn.run(
      binary,
      [
        "snapshot", "--space", "home-screen", "--size", "100x50", "--keys",
        "4 Right Right Right",
      ])
    #expect(before.status == 0, "\(before.stderr)")
    #expect(before.stdout.contains("0 mg"))
    #expect(before.stdout.contains("No drinks yet"))
    let after = try await Spawn.run(
      binary,
      [
        "snapshot", "--space", "home-screen", "--size", "100x50", "--keys",
        "4 Right Right Right Enter wait:1s",
      ])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(after.stdout.contains("64 mg"), "\(after.stdout)")
    #expect(after.stdout.contains("Espresso"))
    #expect(!after.stdout.contains("No drinks yet"))
  }
}
