import Foundation
import Synchronization

/// The system an app runs against, whose clock app code reads: `SystemHost.current.now()`.
///
/// `Date()` and `Date.now` in app code read its clock (`HostClock`), as `SystemHost.current.now()`
/// does: the dashboard's clock, virtual in snapshots and tests. The rest of the host — the app group
/// containers, requests such as "reload these controls", wakes, prompts — belongs to the
/// dashboard; app code reaches it through Apple's APIs (`ControlCenter.shared`,
/// `Activity.request`, `FileManager.containerURL`).
///
/// Engines set it as a task-local for the work they run, so several engines (tests) can run in
/// one process; outside such work the process-wide default applies.
public final class SystemHost: Sendable {
  /// The current time as the system sees it: the dashboard's clock, real or virtual.
  public let now: @Sendable () -> Date
  /// The folder that holds the app group containers (`nil`: the host has none, as outside a
  /// dashboard).
  package let containersDirectory: URL?
  private let handler: @Sendable (SystemRequest) -> Void
  /// The Live Activities the apps started on this host.
  package let activities = ActivityRegistry()
  /// The work apps asked to run at a date.
  package let wakes = WakeRegistry()
  /// The widgets placed on this host (`WidgetCenter.currentConfigurations()`).
  package let widgets = WidgetRegistry()
  /// The App Shortcuts providers that asked to expand their parameterized phrases.
  package let appShortcutParameters = AppShortcutParameterUpdates()
  /// The apps' string catalogs and the language they are shown in.
  package let strings = StringTables()
  /// The intents apps donated (`IntentDonationManager`).
  package let donations = DonationRegistry()
  /// What the apps report as playing, and the remote commands they handle.
  package let nowPlaying: NowPlayingSession
  private let prompts = PromptDesk()
  private let controlsProvider = Mutex<(@Sendable () async -> [ControlInfo])?>(nil)

  /// Creates a host with a clock, the directory of app group containers (`nil`: none), and a
  /// request handler.
  package init(
    now: @escaping @Sendable () -> Date, containersDirectory: URL?,
    handler: @escaping @Sendable (SystemRequest) -> Void
  ) {
    self.now = now
    self.containersDirectory = containersDirectory
    self.handler = handler
    nowPlaying = NowPlayingSession(now: now, changed: { handler(.nowPlayingChanged) })
  }

  /// Sends a request to the system.
  package func send(_ request: SystemRequest) { handler(request) }

  /// The container folder of an app group; `nil` on a host without containers.
  package func containerURL(forGroup identifier: String) -> URL? {
    containersDirectory?.appendingPathComponent(identifier, isDirectory: true)
  }

  /// Asks the system to run app code at a date (when a timer's interval ends, say), with this
  /// host current: the engine keeps the date among its deadlines, so it runs at that time of the
  /// engine's clock, virtual or real. A wake with the same identifier is replaced. SystemSpaces'
  /// stand-in for the timers and background wake-ups an app would use on iOS.
  package func scheduleWake(
    _ identifier: String, at date: Date, perform work: @escaping @Sendable () async -> Void
  ) {
    wakes.set(identifier, at: date, work: work)
    send(.wakeScheduled(id: identifier, at: date))
  }

  /// Forgets a scheduled wake (the timer was stopped early); nothing happens if there is none.
  package func cancelWake(_ identifier: String) {
    if wakes.remove(identifier) { send(.wakeCancelled(id: identifier)) }
  }

  /// Sets what `ControlCenter.shared.currentControls()` answers (the engine does this).
  package func setCurrentControlsProvider(_ provider: @escaping @Sendable () async -> [ControlInfo])
  {
    controlsProvider.withLock { $0 = provider }
  }

  /// The installed controls, as `ControlCenter.shared.currentControls()` reports them.
  package func currentControls() async -> [ControlInfo] {
    guard let provider = controlsProvider.withLock({ $0 }) else { return [] }
    return await provider()
  }

  /// The intent run the current task performs (the engine sets it around `perform()`), so a
  /// question the intent asks goes to the right run.
  @TaskLocal package static var currentRun: Int?

  /// Asks the user a question for the running intent and waits for the answer; the intent's
  /// timeout pauses meanwhile. Throws `CancellationError` when the user gives up (Escape) or
  /// the run is cancelled, and `IntentPromptError.notInIntentRun` outside an intent run.
  package func ask(_ prompt: IntentPrompt) async throws -> IntentAnswer {
    guard let run = SystemHost.currentRun else { throw IntentPromptError.notInIntentRun }
    let ask = prompts.open()
    return try await prompts.wait(for: ask) {
      send(.ask(run: run, ask: ask, prompt))
    }
  }

  /// Answers an intent's question (the engine calls this; a second answer is ignored).
  package func answer(_ ask: Int, with result: Result<IntentAnswer, any Error>) {
    prompts.resolve(ask, with: result)
  }

  @TaskLocal static var scoped: SystemHost?
  /// The dashboard's host, once it has installed itself as the process default.
  private static let installedDefault = Mutex<SystemHost?>(nil)
  /// The process default until a dashboard installs its own: app code run outside any engine
  /// (a test that forgot its host) reads the wall clock, and has no app group containers — as
  /// on iOS without the entitlement, `containerURL` is `nil` — so it writes nowhere.
  private static let wall = SystemHost(
    now: { WallClock.now() }, containersDirectory: nil, handler: { _ in })

  /// The dashboard's host, if one installed itself (`installAsDefault()`).
  static var installed: SystemHost? { installedDefault.withLock { $0 } }

  /// The host for the current task: the engine's scoped host, else the process default.
  public static var current: SystemHost {
    scoped ?? installed ?? wall
  }

  /// Makes this host the process default (the dashboard does this at launch): from then on
  /// `Date()` outside any engine's work reads this host's clock too.
  package func installAsDefault() {
    HostClock.enable()
    SystemHost.installedDefault.withLock { $0 = self }
  }

  /// Runs work with this host as the current one.
  package func run<T: Sendable>(_ work: @Sendable () async throws -> T) async rethrows -> T {
    HostClock.enable()
    return try await SystemHost.$scoped.withValue(self) { try await work() }
  }

  /// Runs synchronous work with this host as the current one.
  package func runSync<T>(_ work: () throws -> T) rethrows -> T {
    HostClock.enable()
    return try SystemHost.$scoped.withValue(self) { try work() }
  }
}

/// Something app code asks of the system.
package enum SystemRequest: Sendable, Equatable {
  /// Reload controls of a kind, or all of them (`nil`).
  case reloadControls(kind: String?)
  /// A Live Activity started, changed or ended.
  case activityChanged(id: String)
  /// A running intent asks the user something (`ask` numbers the question).
  case ask(run: Int, ask: Int, IntentPrompt)
  /// App code asked to run work at a date (`SystemHost.scheduleWake`).
  case wakeScheduled(id: String, at: Date)
  /// App code cancelled a scheduled wake.
  case wakeCancelled(id: String)
  /// Reload the timelines of widgets of a kind, or all of them (`nil`).
  case reloadTimelines(kind: String?)
  /// Read the widget providers' recommended configurations again.
  case invalidateConfigurationRecommendations
  /// App code logged a message (`Logger`).
  case log(AppLogEntry)
  /// A view's `openURL` action opened a URL, in the app whose screen it is on (`nil`: none).
  case openURL(URL, app: String?)
  /// App code donated or deleted intents, or updated its relevant intents.
  case donations(DonationRequest)
  /// The Now Playing info, playback state or remote command handlers changed.
  case nowPlayingChanged
  /// A running intent opens its app, with a URL or none (`OpenURLIntent`, continuing in the
  /// foreground).
  case openRunApp(run: Int, url: URL?)
  /// App code indexed or deleted items of its Spotlight index (`CSSearchableIndex`).
  case spotlight(SpotlightRequest)
  /// A `ProgressReportingIntent`'s run reported how far it has got.
  case progress(run: Int, RunProgress)
}
