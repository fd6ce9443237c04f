import ArgumentParser
import Foundation
import SpacesEngine
import SpacesKit
import SpacesRender

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

  @Option(parsing: .unconditional, help: "The terminal size, WIDTHxHEIGHT, each 1–1000.")
  var size: String = "100x30"

  @Option(
    parsing: .unconditional,
    help: "Keys to press first (at most \(OptionLimits.number(KeyScript.maxSteps)) steps).")
  var keys: String = ""

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Time to let pass after the keys (e.g. 90s, 2m), with the keys' waits "
        + "\(OptionLimits.elapsed.valid)."))
  var advance: String?

  @Flag(help: "Draw ASCII only.")
  var ascii = false

  @Flag(
    help:
      "Draw a device outline around the phone-shaped spaces (Control Center, Lock Screen, Action button, Home Screen) when the window has room."
  )
  var frame = false

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
    let advanced = try advance.map { advance in
      guard let interval = DurationParser.parse(advance) else {
        throw ValidationError(
          "bad duration '\(advance)' (use e.g. 90s, 500ms, 2m, 1h; "
            + "\(OptionLimits.elapsed.valid))")
      }
      return interval
    }
    let script: KeyScript
    do {
      script = try KeyScript(parsing: keys)
    } catch {
      throw ValidationError("\(error)")
    }
    if let advanced {
      try OptionLimits.elapsed.check(
        script.elapsed + advanced,
        given: script.elapsed > 0
          ? "\(advance!) after the keys' waits of \(DurationText.describe(script.elapsed))"
          : advance)
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
      asciiOnly: ascii, language: options.language())
    if options.developerMode { session.engine.send(.widgets(.setDeveloperMode(true))) }
    if options.liveActivitiesOff { session.engine.setLiveActivitiesEnabled(false) }
    if kind != nil || app != nil {
      session.engine.send(.controlLab(.setFilter(kind: kind, app: app)))
    }
    session.loop.reducedMotion = options.isMotionReduced()
    session.loop.deviceFrame = frame
    session.loop.settlesAnimations = true
    await session.press(.character(Space(rawValue: space)!.key))
    await session.run(try KeyScript(parsing: keys))
    if let advance, let interval = DurationParser.parse(advance) {
      await session.advance(by: interval)
    }
    // Drawing finds the asset problems (a missing image, a malformed Contents.json): the
    // snapshot shows them on its notice line, as a bundle's warnings show at start.
    _ = session.frame()
    await Self.notice(AssetCatalogs.shared.messages, in: session)
    let frame = session.frame()
    print(ansi ? ANSIText.render(frame) : frame.text)
  }

  /// Shows problems on the notice line (the first, and how many more the inspector lists),
  /// unless a notice is already showing; they are in the event log already.
  @MainActor
  static func notice(_ problems: [String], in session: ScriptedSession) async {
    guard let first = problems.first, session.state.notice == nil else { return }
    let more = problems.count - 1
    await session.send(
      .notice(more > 0 ? "\(first) (and \(more) more: the inspector, i, lists them)" : first))
  }
}
