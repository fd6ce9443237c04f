import Foundation
import Testing

/// `t` switches the theme live, from the real binary in tmux: the Control Lab's title names
/// it and the colours tmux captures change (the light theme's background shows up).
@Suite(
  "End to end: switching themes", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"), .teardown, .takesTurns)
struct ThemeTmuxTests {
  @Test("t cycles default → light → high-contrast → monochrome, in the Lab and Control Center")
  func switchTheme() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-theme")
    let tmux = Tmux(name: "spaces-e2e-theme-\(getpid())")
    try await tmux.start(
      command: Tmux.command(
        binary, ["--state-dir", state.path], environment: ["COLORTERM": "truecolor"]),
      width: 140, height: 40)
    try await tmux.waitFor("Violin")
    await tmux.send("5")
    try await tmux.waitFor("Control Lab · theme default")
    func styled() async -> String { await tmux.run(["capture-pane", "-p", "-e", "-t", "e2e"]) }
    let dark = await styled()
    await tmux.send("t")
    try await tmux.waitFor("Control Lab · theme light")
    let light = await styled()
    #expect(light != dark, "the colours change")
    await tmux.send("t")
    try await tmux.waitFor("Control Lab · theme high-contrast")
    // In another space too: Control Center keeps the theme, and t goes on from it.
    await tmux.send("1")
    try await tmux.waitFor("[1 Control")
    await tmux.send("t", "5")
    try await tmux.waitFor("Control Lab · theme monochrome")
    await tmux.send("t")
    try await tmux.waitFor("Control Lab · theme default")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")
  }
}
