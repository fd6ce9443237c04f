import Foundation
import Testing

/// The state files with real permissions, from the real binary in tmux, run as an unprivileged
/// user: as root (where `chmod` stops nothing) through `setpriv` as `nobody`, and skipped where
/// that can't be done.
///
/// An unreadable `layout.json` and `timers.json` are kept and said so; with the state
/// directory read-only a layout change and a timer toggle fail visibly, and the layout is saved
/// by a retry once the directory is writable again.
@Suite(
  "End to end: state files without permission", .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .enabled(
    if: UnprivilegedUser.current != nil,
    "running as root without setpriv: permissions can't be tested"), .teardown, .takesTurns)
struct StateFilePermissionTmuxTests {
  /// A state directory the unprivileged user owns.
  private func stateDirectory(_ scratch: ScratchDirectory, user: UnprivilegedUser) throws -> URL {
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    try user.own(scratch.url)
    return scratch.url
  }

  @Test(
    "chmod 000 layout.json and timers.json: both kept, unchanged, and named on screen and in the log"
  )
  func unreadableFilesAreKept() async throws {
    let user = try #require(UnprivilegedUser.current)
    let binary = try #require(Tmux.spacesBinary)
    let scratch = ScratchDirectory("spaces-e2e-perm")
    let state = try stateDirectory(scratch, user: user)
    let layout = state.appendingPathComponent("layout.json")
    let group = state.appendingPathComponent("containers/group.com.apple.Productivity")
    let timers = group.appendingPathComponent("timers.json")
    try FileManager.default.createDirectory(at: group, withIntermediateDirectories: true)
    let layoutText = #"{"version": 2, "controlCenter": [], "lockScreen": [null, null]}"#
    let timersText =
      #"{"version": 1, "timers": [{"id": "work", "name": "Deep Work", "interval": 60}]}"#
    try Data(layoutText.utf8).write(to: layout)
    try Data(timersText.utf8).write(to: timers)
    for url in [state, state.appendingPathComponent("containers"), group, layout, timers] {
      try user.own(url)
    }
    chmod(layout.path, 0)
    chmod(timers.path, 0)

    let tmux = Tmux(name: "spaces-e2e-perm-\(getpid())")
    try await tmux.start(
      command: Tmux.command(user.launcher, user.arguments(binary, ["--state-dir", state.path])),
      width: 200, height: 40)
    try await tmux.waitFor("⚠ layout.json can't be read (Permission denied); kept as it is")
    try await tmux.waitFor("Productivity: timers.json can't be read (Permission denied)")
    // A change works on screen, and saving it is refused, visibly.
    await tmux.send("e", "s")
    try await tmux.waitFor("the layout isn't saved: layout.json couldn't be read at start")
    await tmux.send("Escape", "q")
    try await tmux.waitFor("EXIT=0")

    // Kept as they were: same permissions, same bytes, nothing moved aside.
    for (url, text) in [(layout, layoutText), (timers, timersText)] {
      let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
      #expect(mode as? Int == 0, "\(url.lastPathComponent) keeps its mode")
      #expect(try String(contentsOf: url, encoding: .utf8) == text)
    }
    let names =
      try FileManager.default.contentsOfDirectory(atPath: state.path)
      + FileManager.default.contentsOfDirectory(atPath: group.path)
    #expect(!names.contains { $0.contains(".corrupt-") || $0.contains(".tmp-") }, "\(names)")
    let log = try String(contentsOf: state.appendingPathComponent("spaces.log"), encoding: .utf8)
    #expect(
      log.contains("warning spaces: warning: layout.json can't be read (Permission denied)"),
      "\(log)")
    #expect(
      log.contains(
        "warning spaces: warning: Productivity: timers.json can't be read (Permission denied)"),
      "\(log)")
  }

  @Test(
    "a read-only state directory: a layout change and a timer toggle fail visibly; the layout is saved once it is writable"
  )
  func readOnlyDirectory() async throws {
    let user = try #require(UnprivilegedUser.current)
    let binary = try #require(Tmux.spacesBinary)
    let scratch = ScratchDirectory("spaces-e2e-ro")
    Teardown.add { chmod(scratch.path, 0o755) }  // before it's removed
    let state = try stateDirectory(scratch, user: user)
    let group = state.appendingPathComponent("containers/group.com.apple.Productivity")
    let tmux = Tmux(name: "spaces-e2e-ro-\(getpid())")
    try await tmux.start(
      command: Tmux.command(user.launcher, user.arguments(binary, ["--state-dir", state.path])),
      width: 200, height: 40)
    try await tmux.waitFor("Violin")
    let timersBefore = try String(
      contentsOf: group.appendingPathComponent("timers.json"), encoding: .utf8)
    chmod(group.path, 0o555)
    chmod(state.path, 0o555)

    // The Work timer: its toggle's intent fails with the app's error, and it stays stopped.
    await tmux.send("Enter")
    try await tmux.waitFor("Couldn't complete")
    try await tmux.waitFor("Productivity: couldn't save timers.json: Permission denied")
    // The layout: a change is shown unsaved and retried.
    await tmux.send("e", "s")
    try await tmux.waitFor("can't save the layout (\(state.path)/layout.json: Permission denied)")
    chmod(state.path, 0o755)
    try await tmux.waitFor("saved the layout (layout.json) after", timeout: 20)
    await tmux.send("Escape", "q")
    try await tmux.waitFor("EXIT=0")
    chmod(group.path, 0o755)

    #expect(
      try String(contentsOf: group.appendingPathComponent("timers.json"), encoding: .utf8)
        == timersBefore, "the timer wasn't saved as running")
    let saved =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: state.appendingPathComponent("layout.json"))) as? [String: Any]
    let first = (saved?["controlCenter"] as? [[String: Any]])?.first
    #expect(first?["size"] as? String == "large", "the change was saved by the retry")
  }
}
