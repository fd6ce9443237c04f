import Foundation
import Testing

/// `spaces record`: the real binary in tmux writes an asciicast v2 file.
@Suite(
  "End to end: recordings", .serialized, .enabled(if: Tmux.isAvailable, "tmux is not installed"),
  .teardown, .takesTurns)
struct RecordTmuxTests {
  @Test("a short session records a v2 header and timed output events that replay the screens")
  func record() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let scratch = ScratchDirectory("spaces-e2e-rec")
    try FileManager.default.createDirectory(at: scratch.url, withIntermediateDirectories: true)
    let cast = scratch.url.appendingPathComponent("demo.cast")
    let tmux = Tmux(name: "spaces-e2e-rec-\(getpid())")
    try await tmux.start(
      command: Tmux.command(
        binary,
        ["record", "--out", cast.path, "--state-dir", "\(scratch.path)/state", "--theme", "light"]),
      width: 100, height: 30)
    try await tmux.waitFor("Violin")
    await tmux.send("Enter")
    try await tmux.waitFor("Running")
    try await Task.sleep(for: .milliseconds(300))  // the toggle and the switch apart in time
    await tmux.send("2")
    try await tmux.waitFor("[2 Lock")
    await tmux.send("q")
    try await tmux.waitFor("EXIT=0")

    let lines = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["version"] as? Int == 2)
    #expect(header["width"] as? Int == 100)
    #expect(header["height"] as? Int == 30)
    #expect((header["timestamp"] as? Int ?? 0) > 1_700_000_000)
    #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")

    var times: [Double] = []
    var output = ""
    for line in lines.dropFirst() {
      let event = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any])
      #expect(event.count == 3)
      let time = try #require(event[0] as? Double)
      #expect(event[1] as? String == "o")
      times.append(time)
      output += try #require(event[2] as? String)
    }
    #expect(times.count >= 3, "the first frame, the toggle, the Lock Screen")
    #expect(times == times.sorted(), "times never go back")
    #expect(times.first! < 5 && times.last! > times.first!)
    #expect(output.hasPrefix("\u{1B}[?25l\u{1B}[0m\u{1B}[2J\u{1B}[H"), "a clear screen first")
    #expect(output.contains("Stopped") && output.contains("Running"))
    #expect(output.contains("48;2;242;242;247m"), "light theme's background in SGR")
    #expect(output.contains("[2 Lock"))
  }

  @Test("an unwritable path exits 73 with a clear message before the screen is touched")
  func unwritable() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let run = try await Spawn.run(binary, ["record", "--out", "/nonexistent-dir/demo.cast"])
    #expect(run.status == 73)
    #expect(
      run.stderr
        == "spaces: can't write the recording /nonexistent-dir/demo.cast: no such directory /nonexistent-dir\n"
    )
    #expect(run.stdout.isEmpty, "no escape codes: curses never started")
    let noTerminal = ScratchFiles.file("spaces-no-tty", suffix: ".cast")
    let state = ScratchDirectory("spaces-no-tty")
    let headless = try await Spawn.run(
      binary, ["record", "--out", noTerminal.path, "--state-dir", state.path])
    #expect(headless.status == 1 && headless.stderr.contains("needs a terminal"))
    #expect(!FileManager.default.fileExists(atPath: noTerminal.path), "no empty cast left")
    let directory = try await Spawn.run(binary, ["record", "--out", "/tmp"])
    #expect(directory.status == 73)
    #expect(directory.stderr.contains("it is a directory"))
  }
}
