import Foundation
import Testing

/// Every action answers visibly, from the real binary in tmux: `D` toasts Developer Mode and
/// the status area shows `DEV` while it is on; a button control's result (Log Break's dialog)
/// toasts; the toast goes after its time.
@Suite(
  "End to end: toasts and the status area", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct ToastTmuxTests {
  @Test("D toasts Developer Mode and shows DEV in the status area; D again takes both back")
  func developerMode() async throws {
    let (tmux, _) = try await Tmux.launchSpaces("toast-dev", width: 120, height: 40)
    try await tmux.waitFor("Violin")
    let before = await tmux.capture().components(separatedBy: "\n").first ?? ""
    #expect(!before.contains("DEV"), "Developer Mode is off at start: no indicator")
    await tmux.send("D")
    try await tmux.waitFor("Developer Mode on: reloads not budgeted")
    let statusBar = await tmux.capture().components(separatedBy: "\n").first ?? ""
    #expect(statusBar.hasSuffix("DEV"), "the status area shows the mode: \(statusBar)")
    // The toast goes after its time; the indicator stays while the mode is on.
    try await tmux.waitForAbsence(of: "Developer Mode on", timeout: 10)
    #expect((await tmux.capture().components(separatedBy: "\n").first ?? "").hasSuffix("DEV"))
    await tmux.send("D")
    try await tmux.waitFor("Developer Mode off: reloads budgeted")
    #expect(!(await tmux.capture().components(separatedBy: "\n").first ?? "").contains("DEV"))
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }

  @Test("a button control's result toasts: Log Break says \"Break logged.\"")
  func buttonResult() async throws {
    let (tmux, _) = try await Tmux.launchSpaces("toast-button", width: 120, height: 40)
    try await tmux.waitFor("Violin")
    // The default layout: Work, down to Break Reminders under it, right to Log Break.
    await tmux.send("Down", "Right")
    try await tmux.waitFor("Log Break · Productivity")
    await tmux.send("Enter")
    try await tmux.waitFor("Break logged.")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }

  @Test("← → on Control Center's brightness slider: the level moves, a toast says it, it is kept")
  func slider() async throws {
    let (tmux, state) = try await Tmux.launchSpaces("toast-slider", width: 120, height: 40)
    try await tmux.waitFor("Violin")
    // Violin, up to the brightness slider above it; the footer says its keys.
    await tmux.send("Right", "Up")
    try await tmux.waitFor("←→ adjust")
    await tmux.send("Right")
    try await tmux.waitFor("Brightness 69%")
    await tmux.send("Left", "Left")
    try await tmux.waitFor("Brightness 56%")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
    let saved = try String(
      contentsOf: state.url.appendingPathComponent("sliders.json"), encoding: .utf8)
    #expect(saved.contains(#""brightness" : 9"#), "\(saved)")
  }
}
