import ArgumentParser
import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender
import SpacesStateServer

/// The dashboard's entry point for any package: `Dashboard.main(apps:)` runs the `spaces`
/// command line with the given apps.
public enum Dashboard {
  /// The apps the command line hosts.
  @MainActor static var apps: [HostedApp] = []
  /// Hands a named device's state server connection to the apps, before they launch.
  @MainActor static var connectStateServer: @MainActor (StateServerClient) -> Void = { _ in }
  /// The command's name in usage and help: `spaces`, or a `@main` widget bundle's program name.
  /// Set once at start, before the command line is parsed.
  nonisolated(unsafe) static var commandName = "spaces"

  /// Parses the command line and runs it with these apps; `connectStateServer` hands the
  /// apps the shared state server's connection when the dashboard runs as a named device.
  @MainActor
  public static func main(
    apps: [HostedApp],
    connectStateServer: @escaping @MainActor (StateServerClient) -> Void = { _ in }
  ) async {
    Dashboard.apps = apps
    Dashboard.connectStateServer = connectStateServer
    await SpacesCommand.main()
  }
}

/// `spaces`: the dashboard and its subcommands.
struct SpacesCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: Dashboard.commandName,
    abstract:
      "Control Center, Lock Screen, Action button, Home Screen widgets and Siri for your "
      + "controls, widgets and App Shortcuts, in a terminal.",
    discussion: logHelp,
    subcommands: [
      RunCommand.self, SnapshotCommand.self, BenchCommand.self, ThemesCommand.self,
      SymbolsCommand.self, RecordCommand.self, PushCommand.self, ServerCommand.self,
      SimulateCommand.self, PreviewCommand.self,
    ],
    defaultSubcommand: RunCommand.self)
}

/// Where the dashboard logs, for `--help`: `<state-dir>/spaces.log`, by default under
/// `$XDG_STATE_HOME` or `~/.local/state`.
let logHelp = """
  Logs (startup, shutdown, every event-log line, warnings) go to \
  \(StateDirectory.defaultURL().appendingPathComponent(SessionLog.fileName).path) \
  (<state-dir>/\(SessionLog.fileName) with --state-dir), never to the screen; past 1 MiB the \
  file is rotated to \(SessionLog.fileName).1. The inspector (i) shows the path.
  """

/// Options every subcommand takes.
struct CommonOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A built-in theme name or a path to a theme file (default: $SPACES_THEME, else default).",
      valueName: "name|path"))
  var theme: String?

  @Option(help: "Where the layout and app group containers live.")
  var stateDir: String?

  @Flag(help: "Widgets' Developer Mode: no refresh budget, as WidgetKit's Developer Mode.")
  var developerMode = false

  @Flag(
    help:
      "Reduce motion, as iOS Reduce Motion: widget animations cross-fade instead of moving (also SPACES_REDUCED_MOTION=1)."
  )
  var reducedMotion = false

  /// Whether motion is reduced: `--reduced-motion`, or `SPACES_REDUCED_MOTION` set to 1 (or
  /// true, yes).
  func isMotionReduced(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Bool
  {
    if reducedMotion { return true }
    let value = environment["SPACES_REDUCED_MOTION"]?.lowercased() ?? ""
    return ["1", "true", "yes"].contains(value)
  }

  /// The theme asked for: `--theme`, else `SPACES_THEME`, else "default".
  func themeName(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    if let theme { return theme }
    if let name = environment["SPACES_THEME"], !name.isEmpty { return name }
    return "default"
  }

  /// Loads the theme. An unknown name is a usage error (exit 64, naming the built-in themes);
  /// a broken file a data error (`DataError`, exit 65).
  func loadTheme() throws -> Theme {
    do {
      return try ThemeLoader.load(nameOrPath: themeName())
    } catch let error as ThemeError {
      throw DataError(error.description)
    } catch let error as UnknownThemeError {
      FileHandle.standardError.write(Data("spaces: \(error)\n".utf8))
      throw ExitCode(64)
    }
  }
}

extension CommonOptions {
  /// Prepares what a headless command draws with: the theme, and the state directory (the
  /// given one, or a new temporary one named with `prefix`, which the caller removes when
  /// `isTemporary`). A broken theme or directory is a data error (exit 65).
  func headlessWorkspace(
    prefix: String
  ) throws -> (theme: Theme, stateDirectory: URL, isTemporary: Bool) {
    do {
      let theme = try loadTheme()
      let directory = try StateDirectory.prepare(
        stateDir.map { URL(fileURLWithPath: $0) }
          ?? FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)"))
      return (theme, directory, stateDir == nil)
    } catch {
      throw failWithDataError(error)
    }
  }
}

extension TerminalSize {
  /// Reads `WIDTHxHEIGHT` (each 1–1000, e.g. `100x30`); `nil` for anything else.
  init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...1000).contains(width), (1...1000).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}

/// Prints a data error and exits 65 (an `ExitCode` already decided, e.g. 64 for an unknown
/// theme name, passes through).
func failWithDataError(_ error: Error) -> ExitCode {
  if let exit = error as? ExitCode { return exit }
  FileHandle.standardError.write(Data("spaces: \(error)\n".utf8))
  return ExitCode(65)
}

/// `spaces run` (the default): the interactive dashboard.
struct RunCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run", abstract: "Open the dashboard in this terminal.", discussion: logHelp)

  @OptionGroup var options: CommonOptions

  @Flag(help: "On exit, print frame, byte and wakeup counters to standard error.")
  var stats = false

  @Option(
    help: ArgumentHelp(
      "Run as a named device (iphone, ipad…) sharing app state with the other devices on this "
        + "state directory through the state server (started if none runs).",
      valueName: "name"))
  var device: String?

  @Option(
    help: "Simulated seconds per real second (e.g. 60); `[` `]` change it, `p` pauses.")
  var speed: Double = 1

  func validate() throws {
    guard speed.isFinite, speed > 0 else {
      throw ValidationError("--speed must be a positive number, got \(speed)")
    }
    if let device, !DevicePaths.isValidDeviceName(device) {
      throw ValidationError(
        "bad device name '\(device)' (letters, digits, - and _, at most 32, e.g. ipad)")
    }
  }

  @MainActor
  func run() async throws {
    try await Self.runDashboard(
      options: options, stats: stats, device: device, speed: speed, recordingTo: nil)
  }

  /// Runs the interactive dashboard, recording it into a cast file when `recordingTo` is
  /// given (created before the screen is touched: a path that can't be written exits 73).
  @MainActor
  static func runDashboard(
    options: CommonOptions, stats: Bool, device: String? = nil, speed: Double = 1,
    recordingTo out: String?
  ) async throws {
    let theme: Theme
    let stateDirectory: URL
    do {
      theme = try options.loadTheme()
      stateDirectory = try StateDirectory.prepare(
        options.stateDir.map { URL(fileURLWithPath: $0) } ?? StateDirectory.defaultURL())
    } catch {
      throw failWithDataError(error)
    }
    var recorder: CastRecorder?
    if let out {
      do {
        recorder = try CastRecorder(
          url: URL(fileURLWithPath: out), terminalSize: standardOutputSize())
      } catch {
        FileHandle.standardError.write(Data("spaces: \(error)\n".utf8))
        throw ExitCode(73)
      }
    }
    let runner = InteractiveRunner(
      apps: Dashboard.apps, theme: theme,
      paths: DevicePaths(root: stateDirectory, device: device),
      executable: Bundle.main.executableURL, connectApps: Dashboard.connectStateServer,
      recorder: recorder, speed: speed)
    runner.developerMode = options.developerMode
    runner.reducedMotion = options.isMotionReduced()
    let status: Int32
    do {
      status = try await runner.run()
    } catch let error as DataError {
      throw failWithDataError(error)
    } catch {
      // The dashboard never started (no terminal): don't leave an empty recording behind.
      if let recorder, recorder.eventCount == 0 {
        try? FileManager.default.removeItem(at: recorder.url)
      }
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

/// `spaces record`: the interactive dashboard, recorded as an asciicast v2 file.
struct RecordCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Open the dashboard and record the session as an asciicast v2 file.",
    discussion: """
      The file plays in asciinema (asciinema play demo.cast) and on asciinema.org. Each frame \
      the dashboard shows is recorded at its time, the rows that changed redrawn in SGR \
      colours. A path that can't be written exits 73 before the screen is touched.
      """)

  @Option(help: "The file to write, e.g. demo.cast (replaced if it exists).")
  var out: String

  @OptionGroup var options: CommonOptions

  @Flag(help: "On exit, print frame, byte and wakeup counters to standard error.")
  var stats = false

  @MainActor
  func run() async throws {
    try await RunCommand.runDashboard(options: options, stats: stats, recordingTo: out)
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

  @Option(help: "Control Lab (--space lab): only controls of this kind.")
  var kind: String?

  @Option(help: "Control Lab (--space lab): only this app's controls (its name).")
  var app: String?

  @Flag(help: "Print SGR colours and attributes (24-bit) with the text, for docs and PRs.")
  var ansi = false

  @OptionGroup var options: CommonOptions

  func validate() throws {
    guard Space(rawValue: space) != nil else {
      throw ValidationError(
        "unknown space '\(space)' (valid: \(Space.allCases.map(\.rawValue).joined(separator: ", ")))"
      )
    }
    if kind != nil || app != nil, space != Space.controlLab.rawValue {
      throw ValidationError("--kind and --app filter the Control Lab: add --space lab")
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

  var parsedSize: TerminalSize? { TerminalSize(parsing: size) }

  @MainActor
  func run() async throws {
    let (theme, stateDirectory, temporary) = try options.headlessWorkspace(
      prefix: "spaces-snapshot")
    defer { if temporary { try? FileManager.default.removeItem(at: stateDirectory) } }
    let session = await ScriptedSession(
      apps: Dashboard.apps, stateDirectory: stateDirectory, size: parsedSize!, theme: theme,
      asciiOnly: ascii)
    if options.developerMode { session.engine.send(.widgets(.setDeveloperMode(true))) }
    if kind != nil || app != nil {
      session.engine.send(.controlLab(.setFilter(kind: kind, app: app)))
    }
    session.loop.reducedMotion = options.isMotionReduced()
    session.loop.settlesAnimations = true
    await session.press(.character(Space(rawValue: space)!.key))
    await session.run(try KeyScript(parsing: keys))
    if let advance, let interval = DurationParser.parse(advance) {
      await session.advance(by: interval)
    }
    let frame = session.frame()
    print(ansi ? ANSIText.render(frame) : frame.text)
  }
}
