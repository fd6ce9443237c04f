import Foundation
import SpacesDashboard
import SpacesEngine
import SpacesKit
import SpacesRender

/// A dashboard running your widget bundle in-process, headless, under a virtual clock.
///
/// Press keys, type, let time pass, and read frames, controls, widgets and the event log.
/// Nothing runs by itself and nothing waits for real time: every call lets your code's work
/// (value providers, intents, timelines) finish before it returns, and time moves only when you
/// `advance(by:)` it, through every deadline on the way. A test reads the same frames the
/// terminal would show.
///
/// ```swift
/// import SpacesKit
/// import SpacesTesting
/// import Testing
/// @testable import CoffeeWidgets
///
/// @MainActor @Test func brewing() async throws {
///   let dashboard = try await TestDashboard(bundle: CoffeeWidgets.self)
///   defer { dashboard.close() }
///   await dashboard.addWidget("CoffeeStatus", family: .systemSmall)
///   await dashboard.tap("BrewToggle")
///   #expect(dashboard.control("BrewToggle")?.isOn == true)
///   await dashboard.advance(by: .seconds(240))
///   #expect(dashboard.frame(of: .homeScreen).contains("Coffee ready"))
/// }
/// ```
///
/// Each dashboard starts from empty app group containers in a temporary state directory, which
/// `close()` (or the end of the dashboard) removes.
@MainActor
public final class TestDashboard {
  /// The headless session underneath (its engine, loop and clock), for this package's tests.
  package let session: ScriptedSession
  /// The state directory: the saved layout and the app group containers.
  public let stateDirectory: URL
  /// Whether `close()` removes the state directory (it was made for this dashboard).
  private let ownsStateDirectory: Bool
  /// The whole event log, kept as it grows.
  let recorder: EventRecorder
  /// Whether `close()` lets effects still running pass (`skipPending()`).
  var skipsPending = false
  /// How many notable events `expectEvents` has looked at.
  var checkedEvents = 0
  /// How strictly `expectEvents` checks: `.on` (every notable event listed) or `.off`.
  public var exhaustivity = Exhaustivity.on

  /// Starts a dashboard hosting a widget bundle as its own app.
  ///
  /// The app's name, synonyms, App Shortcuts and launch come from the bundle's `SpacesAppInfo`
  /// conformance. Without one the app is named after the bundle type ("CoffeeWidgets"), not the
  /// test runner, so frames read the same under Swift Testing and XCTest.
  ///
  /// - Parameters:
  ///   - bundle: The bundle (your `@main struct …: WidgetBundle`).
  ///   - size: The terminal's size in cells.
  ///   - locked: Whether the device starts locked (privacy-sensitive controls hide their state;
  ///     intents that need authentication ask to unlock first).
  ///   - reducedMotion: Reduce Motion: widget changes cross-fade instead of moving.
  ///   - startDate: The virtual clock's time at start (`nil`: 2026-06-08 09:41 UTC).
  ///   - timeZone: The time zone clocks and dates are drawn in.
  ///   - asciiOnly: Whether frames use ASCII only (no box drawing or symbol glyphs).
  ///   - stateDirectory: A state directory to use (and keep); default: a temporary one.
  public convenience init<Bundle: WidgetBundle>(
    bundle: Bundle.Type, size: TerminalSize = TerminalSize(width: 100, height: 30),
    locked: Bool = false, reducedMotion: Bool = false, startDate: Date? = nil,
    timeZone: TimeZone = TimeZone(identifier: "UTC")!, asciiOnly: Bool = false,
    stateDirectory: URL? = nil
  ) async throws {
    var app = HostedApp(bundle: bundle)
    if !(bundle is any SpacesAppInfo.Type) { app.name = String(describing: bundle) }
    try await self.init(
      apps: [app], size: size, locked: locked,
      reducedMotion: reducedMotion, startDate: startDate, timeZone: timeZone,
      asciiOnly: asciiOnly, stateDirectory: stateDirectory)
  }

  /// Starts a dashboard hosting apps described in full.
  ///
  /// Several bundles, default widgets, default controls; the options are those of
  /// `init(bundle:…)`.
  package init(
    apps: [HostedApp], size: TerminalSize = TerminalSize(width: 100, height: 30),
    locked: Bool = false, reducedMotion: Bool = false, startDate: Date? = nil,
    timeZone: TimeZone = TimeZone(identifier: "UTC")!, asciiOnly: Bool = false,
    stateDirectory: URL? = nil
  ) async throws {
    let directory =
      stateDirectory
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(
        "spaces-testing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    self.stateDirectory = directory
    ownsStateDirectory = stateDirectory == nil
    session = await ScriptedSession(
      apps: apps, stateDirectory: directory, size: size, theme: try ThemeLoader.defaultTheme(),
      start: startDate ?? VirtualClock.keynote, timeZone: timeZone, asciiOnly: asciiOnly)
    session.loop.reducedMotion = reducedMotion
    // A frame shows widgets as their animations end, so it doesn't depend on when it is read.
    session.loop.settlesAnimations = true
    recorder = EventRecorder(engine: session.engine)
    // What happened while the apps started isn't the test's: expectEvents starts after it.
    checkedEvents = recorder.log.notableEvents.count
    if locked { await session.send(.device(.toggleLock)) }
  }

  deinit {
    if ownsStateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
  }

  /// Ends the dashboard: effects still running fail the test; the temporary state goes.
  ///
  /// The state directory is removed unless it was passed in.
  /// As TCA's `TestStore` does, work your test started and didn't see finish is a failure: an
  /// intent still running or waiting for an answer, a reload that never returned. Let it
  /// finish (`runUntilIdle()`, answer the question) or call `skipPending()` first.
  public func close(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    if !skipsPending {
      let unfinished = engine.unfinishedEffects
      if !unfinished.isEmpty {
        TestFailure.record(
          "The test ended with \(unfinished.count) effect\(unfinished.count == 1 ? "" : "s") "
            + "still running:\n"
            + unfinished.map {
              "  " + $0.description + ($0.isWaitedFor ? "" : " (waiting for an answer)")
            }.joined(separator: "\n")
            + "\nLet them finish (runUntilIdle(), answer the question) or call skipPending().",
          at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
      }
    }
    if ownsStateDirectory { try? FileManager.default.removeItem(at: stateDirectory) }
  }

  /// The engine: the dashboard's state and runtime (this package's tests).
  package var engine: Engine { session.engine }
  /// The dashboard's whole state (this package's tests).
  package var state: DashboardState { session.state }
  /// The virtual clock's time now.
  public var now: Date { session.clock.now() }
  /// The space on screen.
  public var space: Space { state.space }
  /// Whether the device is locked.
  public var isLocked: Bool { state.device.isLocked }

  // MARK: Input

  /// Presses keys in order, each as the terminal would deliver it.
  ///
  /// The work each key starts finishes before the next: `press(.enter)`, `press("2")`,
  /// `press(.down, .enter)`.
  public func press(_ keys: KeyEvent...) async {
    for key in keys { await session.press(key) }
  }

  /// Types text one character at a time (into the Siri bar, a search field, a prompt).
  ///
  /// A newline presses Enter.
  public func type(_ text: String) async {
    for character in text {
      await session.press(character == "\n" ? .enter : .character(character))
    }
  }

  /// Runs a key script as `spaces snapshot --keys` reads it.
  ///
  /// Key names, `wait:90s`, and `text:'…'`: `run(keys: "/ text:'Start a meditation' Enter")`.
  ///
  /// - Throws: `KeyScriptError` naming a token it can't read (before pressing anything).
  public func run(keys script: String) async throws {
    await session.run(try KeyScript(parsing: script))
  }

  /// Shows a space, as its number key does.
  public func show(_ space: Space) async {
    await session.send(.navigation(.show(space)))
  }

  /// Runs code as your app would, with this dashboard as the system.
  ///
  /// What the code asked for finishes before this returns:
  /// `ControlCenter.shared.reloadControls(ofKind:)`,
  /// `WidgetCenter.shared.reloadTimelines(ofKind:)` and Live Activities reach this dashboard,
  /// app group containers are this dashboard's, and `SystemHost.current.now()` is its clock.
  ///
  /// ```swift
  /// await dashboard.runInApp {
  ///   try CoffeeMachine.setBrewing(true)
  ///   ControlCenter.shared.reloadControls(ofKind: "com.example.Coffee.BrewToggle")
  /// }
  /// #expect(dashboard.events.reloads(of: "BrewToggle").last?.cause == .app)
  /// ```
  @discardableResult
  public func runInApp<Result: Sendable>(
    _ work: @Sendable () async throws -> Result
  ) async rethrows -> Result {
    let result = try await engine.host.run(work)
    await session.advance(by: 0)
    return result
  }

  /// Locks the device (as `L` does when unlocked).
  public func lock() async {
    if !isLocked { await session.send(.device(.toggleLock)) }
  }

  /// Unlocks the device (as `L` does when locked).
  public func unlock() async {
    if isLocked { await session.send(.device(.toggleLock)) }
  }

  /// Resizes the terminal.
  public func resize(width: Int, height: Int) async {
    await session.resize(TerminalSize(width: width, height: height))
  }

  // MARK: Time

  /// Lets time pass on the virtual clock: `advance(by: .seconds(90))`.
  ///
  /// The dashboard wakes at every deadline on the way, in order: entries that come due,
  /// reloads, timeouts, statuses that expire.
  public func advance(by duration: Duration) async {
    await session.advance(by: duration.seconds)
  }

  /// Lets a number of seconds pass on the virtual clock: `advance(by: 90)`.
  public func advance(by seconds: TimeInterval) async {
    await session.advance(by: seconds)
  }

  /// Lets time pass on the virtual clock until a date.
  ///
  /// Nothing happens if the date is not later than `now`.
  public func advance(to date: Date) async {
    await session.advance(by: max(0, date.timeIntervalSince(now)))
  }

  // MARK: Reading

  /// The frame on screen, as text: one line per terminal row.
  public var frame: String { session.frame().text }

  /// A space's frame as text, as it would show if you switched to it now.
  ///
  /// The dashboard stays on the space it shows.
  public func frame(of space: Space) -> String {
    // What the Home Screen looks up when it first shows (its apps' symbols from their widgets).
    if space == .homeScreen { engine.send(.homeScreenApps(.shown)) }
    var shown = state
    _ = DashboardReducer.reduce(into: &shown, action: .navigation(.show(space)), now: now)
    return session.loop.compose(shown).text
  }

  /// The event log since the dashboard started.
  public var events: EventLog { recorder.log }

  /// The installed controls, in Control Center order.
  ///
  /// Then those only on the Lock Screen or the Action button.
  public var controls: [ControlSnapshot] {
    state.controls.map { ControlSnapshot($0, now: now) }
  }

  /// The placed widgets, in placement order (Home Screen, then Lock Screen).
  public var widgets: [WidgetSnapshot] {
    let names = Dictionary(
      state.widgetGallery.catalog.map { ($0.kind, $0.displayName) }, uniquingKeysWith: { a, _ in a }
    )
    return state.widgets.instances.values.map { WidgetSnapshot($0, displayName: names[$0.kind]) }
  }

  /// Places a widget of a kind in a family and lets its first timeline load.
  ///
  /// A system family goes on the Home Screen, an accessory family on the Lock Screen.
  ///
  /// - Parameters:
  ///   - kind: The widget's kind, exactly as declared.
  ///   - family: The family to place it in.
  /// - Returns: `false` (and logs a warning) when no app declares the kind or the kind doesn't
  ///   support the family.
  @discardableResult
  public func addWidget(_ kind: String, family: WidgetFamily) async -> Bool {
    let added = engine.addWidget(kind: kind, family: family)
    await session.advance(by: 0)
    return added
  }
}
