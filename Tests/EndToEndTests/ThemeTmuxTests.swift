import Foundation
import Testing

/// `t` switches the theme live, from the real binary in tmux: the Control Lab's title names
/// it and the colours tmux captures change (the light theme's background shows up).
@Suite(
  "End to end: switching themes", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"))
struct ThemeTmuxTests {
  @Test("t cycles default → light → high-contrast → monochrome, in the Lab and Control Center")
  func switchTheme() throws {
    let binary = try #require(Tmux.spacesBinary)
    let state = ScratchDirectory("spaces-e2e-theme")
    defer { state.remove() }
    let tmux = Tmux(name: "spaces-e2e-theme-\(getpid())")
    defer { tmux.kill() }
    try tmux.start(
      command: Tmux.command(
        binary, ["--state-dir", state.path], environment: ["COLORTERM": "truecolor"]),
      width: 140, height: 40)
    try tmux.waitFor("Violin")
    tmux.send("5")
    try tmux.waitFor("Control Lab · theme default")
    func styled() -> String { tmux.run(["capture-pane", "-p", "-e", "-t", "e2e"]) }
    let dark = styled()
    tmux.send("t")
    try tmux.waitFor("Control Lab · theme light")
    let light = styled()
    #expect(light != dark, "the colours change")
    tmux.send("t")
    try tmux.waitFor("Control Lab · theme high-contrast")
    // In another space too: Control Center keeps the theme, and t goes on from it.
    tmux.send("1")
    try tmux.waitFor("[1 Control")
    tmux.send("t", "5")
    try tmux.waitFor("Control Lab · theme monochrome")
    tmux.send("t")
    try tmux.waitFor("Control Lab · theme default")
    tmux.send("q")
    try tmux.waitFor("EXIT=0")
  }
}
