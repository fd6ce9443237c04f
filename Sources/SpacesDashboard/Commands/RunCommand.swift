import ArgumentParser
import Foundation
import SpacesRender

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
    parsing: .unconditional,
    help: ArgumentHelp(
      "Simulated seconds per real second, \(OptionLimits.speed.valid) (e.g. 60); `[` `]` "
        + "change it, `p` pauses."))
  var speed: Double = 1

  @Flag(
    help:
      "Draw a device outline around the phone-shaped spaces (Control Center, Lock Screen, Action button, Home Screen) when the window has room."
  )
  var frame = false

  /// For the crash tests: crash once the first frame is drawn.
  @Option(help: .private)
  var crashForTesting: TestCrash?

  func validate() throws {
    try OptionLimits.speed.check(speed)
    if let device, !DevicePaths.isValidDeviceName(device) {
      throw ValidationError(
        "bad device name '\(device)' (letters, digits, - and _, at most 32, e.g. ipad)")
    }
  }

  @MainActor
  func run() async throws {
    try await Self.runDashboard(
      options: options, stats: stats, device: device, speed: speed, recordingTo: nil,
      crashForTesting: crashForTesting, deviceFrame: frame)
  }

  /// Runs the interactive dashboard, recording it into a cast file when `recordingTo` is
  /// given (created before the screen is touched: a path that can't be written exits 73).
  ///
  /// First, on a terminal, the process executes itself again with Swift's crash report made
  /// non-interactive (`BacktracerMode`).
  @MainActor
  static func runDashboard(
    options: CommonOptions, stats: Bool, device: String? = nil, speed: Double = 1,
    recordingTo out: String?, crashForTesting: TestCrash? = nil, deviceFrame: Bool = false
  ) async throws {
    BacktracerMode.reexecuteIfInteractive()
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
        StandardError.write("spaces: \(error)\n")
        throw ExitCode(73)
      }
    }
    let runner = InteractiveRunner(
      apps: Dashboard.apps, theme: theme,
      paths: DevicePaths(root: stateDirectory, device: device),
      executable: Bundle.main.executableURL, connectApps: Dashboard.connectStateServer,
      recorder: recorder, speed: speed)
    runner.developerMode = options.developerMode
    runner.liveActivitiesOff = options.liveActivitiesOff
    runner.reducedMotion = options.isMotionReduced()
    runner.deviceFrame = deviceFrame
    runner.language = options.language()
    runner.crashForTesting = crashForTesting
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
      StandardError.write("spaces: \(error)\n")
      throw ExitCode(1)
    }
    if stats {  // the terminal is restored by now
      let lines = runner.statistics.lines(peakResidentKiB: ProcessMemory.peakResidentKiB())
      StandardError.write(lines.map { "\($0)\n" }.joined())
    }
    if status != 0 { throw ExitCode(status) }
  }
}
