import Foundation
import Testing

/// The `spaces` binary's contract for bad input: usage errors exit 64 naming the valid values,
/// data errors exit 65 naming the file, and nothing is written to standard output.
@Suite("Command line: bad input gets a clear error")
struct CommandLineTests {
  func spaces(_ arguments: [String]) throws -> Spawn.Result {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    return try Spawn.run(binary, arguments)
  }

  @Test(
    "usage errors exit 64 and name the valid values",
    arguments: [
      (["snapshot", "--space", "home"], "valid: control-center, lock-screen, action-button"),
      (["snapshot", "--size", "0x0"], "use WIDTHxHEIGHT"),
      (["snapshot", "--size", "wide"], "use WIDTHxHEIGHT"),
      (["snapshot", "--advance", "soon"], "use e.g. 90s"),
      (["snapshot", "--keys", "Entr"], "unknown key"),
      (["--bogus"], "Unknown option"),
      (["--speed", "0"], "--speed must be a positive number"),
      (["--speed", "fast"], "--speed"),
    ])
  func usage(arguments: [String], message: String) throws {
    let run = try spaces(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("a broken theme exits 65 naming the file, line and key")
  func brokenTheme() throws {
    let theme = FileManager.default.temporaryDirectory.appendingPathComponent(
      "broken-\(UUID().uuidString).yaml")
    defer { try? FileManager.default.removeItem(at: theme) }
    try Data("name: broken\ncolors:\n  text: nope\n".utf8).write(to: theme)
    let run = try spaces(["snapshot", "--theme", theme.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(theme.path):3: key 'colors.text'"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("a snapshot prints the frame and exits 0")
  func snapshot() throws {
    let run = try spaces([
      "snapshot", "--space", "action-button", "--size", "60x20", "--keys", "Enter",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Hold to Start"))
    #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
  }
}

/// `spaces snapshot --keys` with a state directory: edit mode changes the layout file, and the
/// next run starts from it.
@Suite("Command line: edit mode through key scripts")
struct EditModeScriptTests {
  @Test("remove a control in one run, add it back from the gallery in the next")
  func removeThenAdd() throws {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    let state = FileManager.default.temporaryDirectory.appendingPathComponent(
      "spaces-edit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
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

    let removed = try Spawn.run(
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

    let added = try Spawn.run(
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
