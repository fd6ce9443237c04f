import Foundation
import Testing

/// `spaces snapshot --keys` with a state directory: edit mode changes the layout file, and the
/// next run starts from it.
@Suite("Command line: edit mode through key scripts", .teardown, .takesTurns)
struct EditModeScriptTests {
  @Test("remove a control in one run, add it back from the gallery in the next")
  func removeThenAdd() async throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let scratch = ScratchDirectory("spaces-edit")
    let state = scratch.url
    let file = state.appendingPathComponent("layout.json")
    func modules() throws -> [String] {
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
      let modules = try #require(json["controlCenter"] as? [[String: Any]])
      return modules.map {
        let control = $0["control"] as? [String: Any]
        return "\(control?["kind"] as? String ?? "?") \($0["size"] as? String ?? "?")"
      }
    }

    let removed = try await Spawn.run(
      binary, ["snapshot", "--state-dir", state.path, "--keys", "e Tab Tab x"])
    #expect(removed.status == 0, "\(removed.stderr)")
    // The third control (Break Reminders) is gone; the rest keep their order.
    #expect(
      try modules().prefix(3) == [
        "com.apple.Productivity.TimerToggle medium",
        "com.apple.Productivity.TimerToggle large",
        "com.apple.Productivity.LogBreak small",
      ])
    #expect(try !modules().contains { $0.contains("BreakReminders") })

    let added = try await Spawn.run(
      binary, ["snapshot", "--state-dir", state.path, "--keys", "a r e m i n d Enter"])
    #expect(added.status == 0, "\(added.stderr)")
    #expect(
      try modules().prefix(3) == [
        "com.apple.Productivity.TimerToggle medium",
        "com.apple.Productivity.BreakReminders medium",
        "com.apple.Productivity.TimerToggle large",
      ], "added after the focused control (the first), at medium size")
    #expect(added.stdout.contains("Break Reminders"))
    #expect(added.stdout.contains("Editing"))
  }

}
