import Foundation
import Testing

/// The mouse, from the real binary in tmux: tmux passes the click (an SGR mouse report) on.
///
/// `ESCDELAY=1000`: on a loaded machine the report's escape can reach the dashboard apart from
/// the rest of its bytes; within the default 25 ms it would read as Escape and typed keys.
/// Clicks are sent again when nothing changed after 4 s: even with that, a click now and then
/// did not arrive as one under load (the cause is not known; see `click(_:column:row:until:)`).
@Suite(
  "End to end: the mouse", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .teardown, .takesTurns)
struct MouseTmuxTests {
  @Test("a click on a control uses it, one on a tab switches space; reporting off after quit")
  func clickTab() async throws {
    let (tmux, _) = try await launch("mouse", height: 30)
    try await tmux.waitFor("Violin")
    #expect(await tmux.run(["display", "-p", "-t", "e2e", "#{mouse_any_flag}"]).hasPrefix("1"))
    // Click the Violin timer's tile: it starts.
    let rows = await tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!rows.joined().contains("Running"))
    let row = try #require(rows.firstIndex { $0.contains("Violin") })
    let x = try #require(rows[row].range(of: "Violin")).lowerBound.utf16Offset(in: rows[row])
    try await click(tmux, column: x + 2, row: row + 1, until: "Running")
    let bar = await tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)[0]
    let column = try #require(bar.range(of: "3 Action")).lowerBound.utf16Offset(in: bar) + 1
    // Press and release at row 1, that column (SGR coordinates count from 1).
    try await click(tmux, column: column + 1, row: 1, until: "[3 Action")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    #expect(await tmux.run(["display", "-p", "-t", "e2e", "#{mouse_any_flag}"]).hasPrefix("0"))
  }

  @Test("the mouse button held on the Action button shows the hint, then runs the action")
  func holdActionButton() async throws {
    let (tmux, _) = try await launch("hold", height: 30)
    try await tmux.waitFor("Violin")
    await tmux.send("3")
    try await tmux.waitFor("Press Enter or Space")
    let rows = await tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(rows.firstIndex { $0.contains("Action ▐") })
    // The button is on the phone's left edge, its label beside it.
    let bar =
      try #require(rows[row].range(of: "Action ▐")).lowerBound.utf16Offset(in: rows[row]) + 7
    #expect(!rows.joined().contains("Running"))
    // Press (SGR coordinates count from 1) and keep the button down: the hint, then the run.
    await tmux.run(["send-keys", "-t", "e2e", "-l", "\u{1B}[<0;\(bar + 1);\(row + 1)M"])
    try await tmux.waitFor("Running")
    await tmux.run(["send-keys", "-t", "e2e", "-l", "\u{1B}[<0;\(bar + 1);\(row + 1)m"])
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }

  @Test("a click on the Caffeine widget's Espresso button logs a drink: 0 mg becomes 64 mg")
  func clickWidgetButton() async throws {
    let (tmux, _) = try await launch("widget", height: 50)
    try await tmux.waitFor("Violin")
    await tmux.send("4")
    try await tmux.waitFor("No drinks yet")
    let rows = await tmux.capture().split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(rows.firstIndex { $0.contains("+ Espresso") })
    let x = try #require(rows[row].range(of: "Espresso")).lowerBound.utf16Offset(in: rows[row])
    try await click(tmux, column: x + 2, row: row + 1, until: "64 mg")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }

  /// Starts the real binary in tmux at 100 columns with its own state directory; it prints
  /// `EXIT=<status>` when it ends.
  private func launch(_ name: String, height: Int) async throws -> (Tmux, ScratchDirectory) {
    try await Tmux.launchSpaces(
      name, width: 100, height: height, environment: ["ESCDELAY": "1000"])
  }

  /// Clicks at an SGR cell (counted from 1) until `text` shows, sending the click again after
  /// 4 s without it, at most three times. On a loaded machine a click tmux passes on now and
  /// then leaves no trace in the dashboard (seen in CI runs, not reproduced on demand); a
  /// click that arrives changes the screen well within the 4 s.
  private func click(_ tmux: Tmux, column: Int, row: Int, until text: String) async throws {
    for attempt in 1...3 {
      await tmux.run(["send-keys", "-t", "e2e", "-l", "\u{1B}[<0;\(column);\(row)M"])
      await tmux.run(["send-keys", "-t", "e2e", "-l", "\u{1B}[<0;\(column);\(row)m"])
      do {
        try await tmux.waitFor(text, timeout: attempt == 3 ? 15 : 4)
        return
      } catch {
        if attempt == 3 { throw error }
      }
    }
  }
}
