import Foundation
import Testing

/// The `spaces` binary's contract for bad input: usage errors exit 64 naming the valid values,
/// data errors exit 65 naming the file, and nothing is written to standard output.
@Suite("Command line: bad input gets a clear error", .teardown, .takesTurns)
struct CommandLineTests {
  func spaces(_ arguments: [String]) async throws -> Spawn.Result {
    let binary = try #require(
      Tmux.spacesBinary, "the spaces binary was not built next to the tests")
    return try await Spawn.run(binary, arguments)
  }

  @Test(
    "usage errors exit 64 and name the valid values",
    arguments: [
      (["snapshot", "--space", "home"], "valid: control-center, lock-screen, action-button"),
      (["snapshot", "--size", "0x0"], "use WIDTHxHEIGHT"),
      (["snapshot", "--size", "wide"], "use WIDTHxHEIGHT"),
      (["snapshot", "--advance", "soon"], "use e.g. 90s"),
      (["snapshot", "--keys", "Entr"], "unknown key"),
      (["snapshot", "--kind", "x"], "--kind and --app filter the Control Lab: add --space lab"),
      (["--bogus"], "Unknown option"),
      (["--speed", "0"], "--speed must be from 0.001 to 1,000,000, got 0.0"),
      (["--speed", "fast"], "--speed"),
      // These reached the clock: 9.3e18 trapped in its label (Int(speed)), 1e308 with SIGILL.
      (["--speed", "9.3e18"], "--speed must be from 0.001 to 1,000,000, got 9.3e+18"),
      (["--speed", "1e308"], "--speed must be from 0.001 to 1,000,000, got 1e+308"),
      (["--speed", "-1"], "--speed must be from 0.001 to 1,000,000, got -1.0"),
      (["simulate", "--widgets", "100000000"], "--widgets must be from 0 to 1,000,000"),
    ])
  func usage(arguments: [String], message: String) async throws {
    let run = try await spaces(arguments)
    #expect(run.status == 64)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("a broken theme exits 65 naming the file, line and key")
  func brokenTheme() async throws {
    let theme = ScratchFiles.file("broken", suffix: ".yaml")
    defer { try? FileManager.default.removeItem(at: theme) }
    try Data("name: broken\ncolors:\n  text: nope\n".utf8).write(to: theme)
    let run = try await spaces(["snapshot", "--theme", theme.path])
    #expect(run.status == 65)
    #expect(run.stderr.contains("\(theme.path):3: key 'colors.text'"), "\(run.stderr)")
    #expect(run.stdout.isEmpty)
  }

  @Test("an unknown theme, by option or SPACES_THEME, exits 64 listing the built-in ones")
  func unknownTheme() async throws {
    let binary = try #require(Tmux.spacesBinary)
    for run in [
      try await spaces(["snapshot", "--theme", "neon"]),
      try await Spawn.run(binary, ["snapshot"], environment: ["SPACES_THEME": "neon"]),
    ] {
      #expect(run.status == 64)
      #expect(
        run.stderr.contains(
          "unknown theme 'neon' (valid: default, high-contrast, light, monochrome"),
        "\(run.stderr)")
      #expect(run.stdout.isEmpty)
    }
  }

  @Test("SPACES_THEME picks the theme and --theme wins over it; --ansi prints its colours")
  func themeFromEnvironment() async throws {
    let binary = try #require(Tmux.spacesBinary)
    let light = try await Spawn.run(
      binary, ["snapshot", "--ansi", "--size", "60x20"], environment: ["SPACES_THEME": "light"])
    #expect(light.status == 0)
    #expect(light.stdout.contains("\u{1B}[0;48;2;242;242;247m"), "light's background")
    let overridden = try await Spawn.run(
      binary, ["snapshot", "--ansi", "--size", "60x20", "--theme", "default"],
      environment: ["SPACES_THEME": "light"])
    #expect(!overridden.stdout.contains("242;242;247"))
    #expect(overridden.stdout.contains("\u{1B}[0;38;2;142;142;147m"), "default's secondary grey")
    let plain = try await spaces(["snapshot", "--size", "60x20"])
    #expect(!plain.stdout.contains("\u{1B}"), "no escapes without --ansi")
  }

  @Test("spaces themes lists every built-in theme, plain when not on a terminal")
  func themes() async throws {
    let run = try await spaces(["themes"])
    #expect(run.status == 0)
    let names = run.stdout.split(separator: "\n").map { $0.split(separator: " ").first ?? "" }
    #expect(names == ["default", "high-contrast", "light", "monochrome"])
    #expect(!run.stdout.contains("\u{1B}"))
    let styled = try await spaces(["themes", "--color"])
    #expect(styled.stdout.contains("\u{1B}[0;1;7m[tab]"), "monochrome's tab: bold reverse")
  }

  @Test("spaces symbols lists the table: name, glyph, ASCII fallback, width")
  func symbols() async throws {
    let run = try await spaces(["symbols"])
    #expect(run.status == 0)
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count >= 1000)
    #expect(lines.contains { $0.hasPrefix("cup.and.saucer ") && $0.hasSuffix(" ☕ c   2") })
    let heart = try await spaces(["symbols", "--matching", "bolt.heart"])
    #expect(heart.stdout.split(separator: "\n").count == 2, "\(heart.stdout)")
  }

  @Test("a snapshot prints the frame and exits 0")
  func snapshot() async throws {
    let run = try await spaces([
      "snapshot", "--space", "action-button", "--size", "60x20", "--keys", "Enter",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Hold to Start"))
    #expect(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
  }

  @Test("spaces snapshot --space lab filters by kind and by app; --ansi fills the on pads")
  func lab() async throws {
    let kind = "com.apple.Productivity.TimerToggle"
    let run = try await spaces(["snapshot", "--space", "lab", "--size", "140x40", "--kind", kind])
    #expect(run.status == 0)
    #expect(run.stdout.contains("Control Lab · theme default · 2 controls · kind \(kind)"))
    #expect(run.stdout.contains("Hold to Start") && run.stdout.contains("Hold to Stop"))
    let app = try await spaces([
      "snapshot", "--space", "lab", "--size", "140x40", "--app", "nobody",
    ])
    #expect(app.stdout.contains("No control matches. Installed kinds:"))
    #expect(app.stdout.contains("\(kind) (Productivity)"))
    let styled = try await spaces([
      "snapshot", "--space", "lab", "--size", "140x40", "--kind", kind, "--ansi",
    ])
    // The Work timer's purple tint as a background behind the "on" column's symbol.
    #expect(styled.stdout.contains("48;2;191;90;242m"))
  }

  @Test("the spaces executable adds bench and simulate to the dashboard's subcommands")
  func benchSubcommands() async throws {
    let simulate = try await spaces(["simulate", "--widgets", "10", "--duration", "1h"])
    #expect(simulate.status == 0, "\(simulate.stderr)")
    #expect(simulate.stdout.contains("widgets: 10 count"))
    let bench = try await spaces(["bench", "--help"])
    #expect(bench.status == 0, "\(bench.stderr)")
    #expect(bench.stdout.contains("name: value unit"))
    let help = try await spaces(["--help"])
    #expect(help.stdout.contains("bench") && help.stdout.contains("simulate"))
  }
}
