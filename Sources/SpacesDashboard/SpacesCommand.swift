import ArgumentParser
import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender

/// The dashboard's entry point for any package: `Dashboard.main(apps:)` runs the `spaces`
/// command line with the given apps.
public enum Dashboard {
  /// The apps the command line hosts.
  @MainActor static var apps: [HostedApp] = []

  /// Parses the command line and runs it with these apps.
  @MainActor
  public static func main(apps: [HostedApp]) async {
    Dashboard.apps = apps
    await SpacesCommand.main()
  }
}

/// `spaces`: the dashboard and its subcommands.
struct SpacesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "spaces",
    abstract: "Control Center, Lock Screen and Action button for your controls, in a terminal.",
    subcommands: [RunCommand.self, SnapshotCommand.self, BenchCommand.self],
    defaultSubcommand: RunCommand.self)
}

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
  @Option(help: "A built-in theme name or a path to a theme file.")
  var theme: String = "default"

  @Option(help: "Where the layout and app group containers live.")
  var stateDir: String?

  func loadTheme() throws -> Theme {
    do {
      return try ThemeLoader.load(nameOrPath: theme)
    } catch let error as ThemeError {
      throw DataError(error.description)
    }
  }
}

/// Prints a data error and exits 65.
func failWithDataError(_ error: Error) -> ExitCode {
  FileHandle.standardError.write(Data("spaces: \(error)\n".utf8))
  return ExitCode(65)
}

/// `spaces run` (the default): the interactive dashboard.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Open the dashboard in this terminal.")

  @OptionGroup var options: CommonOptions

  @Flag(help: "On exit, print frame, byte and wakeup counters to standard error.")
  var stats = false

  @Option(
    help: "Simulated seconds per real second (e.g. 60); `[` `]` change it, `p` pauses.")
  var speed: Double = 1

  func validate() throws {
    guard speed.isFinite, speed > 0 else {
      throw ValidationError("--speed must be a positive number, got \(speed)")
    }
  }

  @MainActor
  func run() async throws {
    let theme: Theme
    let stateDirectory: URL
    do {
      theme = try options.loadTheme()
      stateDirectory = try StateDirectory.prepare(
        options.stateDir.map { URL(fileURLWithPath: $0) } ?? StateDirectory.defaultURL())
    } catch {
      throw failWithDataError(error)
    }
    let runner = InteractiveRunner(
      apps: Dashboard.apps, theme: theme, stateDirectory: stateDirectory, speed: speed)
    let status: Int32
    do {
      status = try await runner.run()
    } catch {
      FileHandle.standardError.write(Data("spaces: \(error)\n".utf8))
      throw ExitCode(1)
    }
    if stats {  // the terminal is restored by now
      let lines = runner.statistics.lines(peakResidentKiB: ProcessMemory.peakResidentKiB())
      FileHandle.standardError.write(Data(lines.map { "\($0)\n" }.joined().utf8))
    }
    if status != 0 { throw ExitCode(status) }
  }
}

/// `spaces snapshot`: one frame, headless, under a virtual clock, as plain text.
struct SnapshotCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snapshot",
    abstract: "Print a space as text, headless, at the virtual clock's 09:41.",
    discussion: """
      Keys are names separated by spaces (Enter, Space, Up, q, Ctrl-c, F5…) and wait:DURATION \
      to let time pass between them, e.g. --keys "3 Enter wait:300ms Enter".
      Without --state-dir the apps start from empty containers, so the output is deterministic.
      """)

  @Option(help: "The space: \(Space.allCases.map(\.rawValue).joined(separator: ", ")).")
  var space: String = Space.controlCenter.rawValue

  @Option(help: "The terminal size, WIDTHxHEIGHT.")
  var size: String = "100x30"

  @Option(help: "Keys to press first.")
  var keys: String = ""

  @Option(help: "Time to let pass after the keys (e.g. 90s, 2m).")
  var advance: String?

  @Flag(help: "Draw ASCII only.")
  var ascii = false

  @OptionGroup var options: CommonOptions

  func validate() throws {
    guard Space(rawValue: space) != nil else {
      throw ValidationError(
        "unknown space '\(space)' (valid: \(Space.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    guard parsedSize != nil else {
      throw ValidationError("bad size '\(size)' (use WIDTHxHEIGHT, each 1–1000, e.g. 100x30)")
    }
    if let advance, DurationParser.parse(advance) == nil {
      throw ValidationError("bad duration '\(advance)' (use e.g. 90s, 500ms, 2m, 1h)")
    }
    do {
      _ = try KeyScript(parsing: keys)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  var parsedSize: TerminalSize? {
    let parts = size.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    return TerminalSize(width: width, height: height)
  }

  @MainActor
  func run() async throws {
    let theme: Theme
    let stateDirectory: URL
    let temporary = options.stateDir == nil
    do {
      theme = try options.loadTheme()
      stateDirectory = try StateDirectory.prepare(
        options.stateDir.map { URL(fileURLWithPath: $0) }
          ?? FileManager.default.temporaryDirectory.appendingPathComponent(
            "spaces-snapshot-\(UUID().uuidString)"))
    } catch {
      throw failWithDataError(error)
    }
    defer { if temporary { try? FileManager.default.removeItem(at: stateDirectory) } }
    let session = await ScriptedSession(
      apps: Dashboard.apps, stateDirectory: stateDirectory, size: parsedSize!, theme: theme,
      asciiOnly: ascii)
    await session.press(.character(Space(rawValue: space)!.key))
    await session.run(try KeyScript(parsing: keys))
    if let advance, let interval = DurationParser.parse(advance) {
      await session.advance(by: interval)
    }
    print(session.frame().text)
  }
}
