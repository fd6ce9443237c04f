import Foundation
import SpacesKit

/// The runtime around the reducer: owns the state, sends actions through the reducer, carries
/// out the effects it asks for, and keeps the deadlines. App code talks to it through a
/// `SystemHost`.
///
/// Effects are run by the feature that asked for them (`FeatureEffect.run(in:)`, each in the
/// feature's `Engine+<Feature>.swift`); this file holds only what they share: the send loop,
/// the dashboard's own effects (deadlines, the clock, quitting), and the tasks app code runs in.
///
/// In `.automatic` mode (the interactive dashboard) effect results come back on their own and
/// `onChange` is called after every change. In `.manual` mode (tests, snapshots) nothing runs
/// by itself: `settle()` awaits effects, and `advance(by:)` moves the virtual clock through
/// deadlines in order — deterministic, with no sleeps.
///
/// Every intent run and reload runs in a `Task` the engine keeps, so a timeout or the user's
/// Escape cancels it (its result, if it still comes, is ignored by the reducer).
@MainActor
package final class Engine {
  /// How effect results come back.
  package enum Mode: Sendable { case automatic, manual }

  /// The current state.
  package private(set) var state = DashboardState()
  /// The clock: the only source of time.
  package let clock: any EngineClock
  /// The host app code talks to.
  package let host: SystemHost
  /// The mode.
  package let mode: Mode
  /// Called after every change of state (the run loop renders then).
  package var onChange: (@MainActor () -> Void)?
  /// Called when the earliest deadline changes (the run loop re-arms its timer).
  package var onDeadlinesChanged: (@MainActor () -> Void)?
  /// Called after each action with the events it logged (when it logged any), the state already
  /// changed: the test library keeps the whole log (the state keeps the last `eventLimit`) and
  /// reads which runs started and ended with them.
  package var onLog: (@MainActor ([EngineEvent]) -> Void)?
  /// Measures the app code run on the main actor; slow calls are logged (automatic mode only,
  /// so headless frames stay deterministic).
  package private(set) var appCode = AppCodeTimer()

  /// How long `settle()` waits for running effects that make no progress: an effect still
  /// running after that (a hung provider) is left running; its result, if it ever comes, is
  /// applied by a later `settle()` — or ignored if its deadline already gave up on it.
  package var settleGrace: Duration = .seconds(2)
  /// How long `settle()` lets app tasks post before it applies an intent run's result.
  package var quietPeriod: Duration = .milliseconds(1)
  /// How many deadlines have fired.
  package internal(set) var deadlinesFired = 0

  /// What the hosted apps declared.
  let apps: InstalledApps
  /// The widget `#Preview`s the timeline preview uses (default: every one compiled into the
  /// program, `Preview.discovered`); tests may set their own.
  package lazy var widgetPreviews: [Preview] = Preview.discovered
  /// The `@State` values of the apps' screens (kept while the dashboard runs; `Codable` ones
  /// also in `view-state.json`).
  package let viewState: ViewStateStore
  /// Where `viewState`'s `Codable` values are saved.
  let viewStateFile: ViewStateFile
  /// Where the layout is saved.
  let layoutStore: LayoutStore
  /// Whether the renderer draws an SF Symbol (see `init`).
  let isKnownSymbol: (@MainActor (String) -> Bool)?
  /// Lines already reported once (unknown SF Symbols, unsupported view modifiers, push types).
  var reported: Set<String> = []

  var scheduler = DeadlineScheduler()
  /// The deadlines on the presentation clock (`Effect.schedulePresentation`).
  var presentationScheduler = DeadlineScheduler()
  let tasks = EffectTasks()
  let inbox = RequestInbox()
  var pending: [DashboardAction] = []
  var isReducing = false

  /// Creates an engine hosting apps, with the layout and app group containers under
  /// `stateDirectory`: installs the apps' controls and restores the saved layout.
  /// `isKnownSymbol` says whether the renderer has a glyph for an SF Symbol: a control label
  /// naming one it hasn't is logged once as not supported (it draws as a placeholder).
  /// `language` is the one the apps' strings are shown in (`--locale`; `nil`: the environment's).
  package init(
    apps: [HostedApp], clock: any EngineClock, stateDirectory: URL, mode: Mode,
    isKnownSymbol: (@MainActor (String) -> Bool)? = nil, language: String? = nil
  ) {
    self.clock = clock
    self.mode = mode
    self.isKnownSymbol = isKnownSymbol
    let inbox = self.inbox
    let host = SystemHost(
      now: { [clock] in clock.now() },
      containersDirectory: stateDirectory.appendingPathComponent("containers", isDirectory: true),
      handler: { request in inbox.post(request) })
    if let language { host.strings.language = language }
    self.host = host
    layoutStore = LayoutStore(stateDirectory: stateDirectory)
    viewStateFile = ViewStateFile(stateDirectory: stateDirectory)
    let removed = AtomicFile.removeStaleTemporaries(of: [layoutStore.url, viewStateFile.url])
    let savedViewState = viewStateFile.load(now: clock.now())
    viewState = ViewStateStore(persisted: savedViewState.values)
    self.apps = InstalledApps(apps: apps, host: host)
    host.setCurrentControlsProvider { [weak self] in
      await MainActor.run { self?.currentControls() ?? [] }
    }
    for warning in self.apps.warnings { send(.log(.warning(warning))) }
    if let first = self.apps.warnings.first {
      let more = self.apps.warnings.count - 1
      send(.notice(more > 0 ? "\(first) (and \(more) more: the inspector, i, lists them)" : first))
    }
    send(.controls(.install(self.apps.controlKinds)))
    let widgetKinds = widgetKindInfos(apps: apps)
    send(.widgetGallery(.installed(widgetKinds)))
    send(.appScreen(.installed(self.apps.appsWithScreens)))
    let homeApps = homeScreenApps(apps)
    send(.homeScreenApps(.installed(homeApps)))
    if homeApps.contains(where: { app in
      app.symbol == nil && widgetKinds.contains { $0.appName == app.name }
    }) {
      send(.homeScreenApps(.needsWidgetSymbols))
    }
    send(.homeScreenApps(.disfavorInStandBy(self.apps.kindsLeftOutOfStandBy)))
    if !removed.isEmpty {
      send(.log(.stateFile(.removedTemporaries(directory: stateDirectory.path, names: removed))))
    }
    if let problem = savedViewState.problem { send(.viewStateFile(.restored(problem))) }
    for info in self.apps.controlKinds {
      reportUnknownSymbols(in: info.preview, kind: info.kind.shortKind)
    }
    send(.layout(.restore(layoutStore.load(now: clock.now()))))
    restoreLiveActivitySettings()
    restoreSliders()
  }

  /// Sets what runs when app code posts a request from any thread (the run loop's app-request
  /// source); it should lead to `drainInbox()` on the main actor. Manual mode needs none:
  /// `settle()` drains the requests.
  package func setAppRequestSignal(_ signal: @escaping @Sendable () -> Void) {
    inbox.setSignal(signal)
  }

  /// Starts the engine: launches the apps and loads every control (cause "added").
  package func start(apps hosted: [HostedApp]) {
    restoreSpotlight(apps: hosted)
    // Each app's launch code runs as that app's (what it indexes in Spotlight is its own).
    for app in hosted {
      SystemHost.$launchingApp.withValue(app.name) { host.runSync { app.launch() } }
    }
    send(.controls(.reload(kind: nil, cause: .added)))
    if !apps.shortcutApps.isEmpty { loadAppShortcuts() }
    placeStartWidgets(apps: hosted)
    listConfigurationRecommendations()
  }

  /// Applies an action now (an action sent while effects of another run is applied after it).
  package func send(_ action: DashboardAction) {
    pending.append(action)
    guard !isReducing else { return }
    isReducing = true
    while !pending.isEmpty {
      let next = pending.removeFirst()
      let now = clock.now()
      // With the host current, so what the reducer shows of the apps (a dialog, a title) is
      // translated from their string catalogs.
      let presentationNow = clock.presentationNow()
      let (effects, logged) = host.runSync {
        DashboardReducer.reduceLogging(
          into: &state, action: next, now: now, presentationNow: presentationNow)
      }
      if let onLog, !logged.isEmpty { onLog(logged.map { EngineEvent(date: now, kind: $0) }) }
      for effect in effects { run(effect) }
    }
    isReducing = false
    onChange?()
  }

  /// Sends an action from an effect that may run while the reducer runs (then it is applied
  /// after the current one).
  func post(_ action: DashboardAction) {
    if isReducing { pending.append(action) } else { send(action) }
  }

  // MARK: Effects

  private func run(_ effect: Effect) {
    switch effect {
    case .schedule(let id, let date):
      scheduler.schedule(id, at: date)
      onDeadlinesChanged?()
    case .schedulePresentation(let id, let date):
      presentationScheduler.schedule(id, at: date)
      onDeadlinesChanged?()
    case .cancel(let id):
      scheduler.cancel(id)
      presentationScheduler.cancel(id)
      onDeadlinesChanged?()
    case .clock(let command):
      runClockCommand(command)
    case .quit:
      break
    case .feature(let effect):
      effect.base.run(in: self)
    }
  }

  /// Runs app code on the main actor, measuring it; a slow call is logged in automatic mode.
  func measure<T>(_ what: String, _ work: () -> T) -> T {
    let (result, slow) = appCode.measure(what, work)
    if mode == .automatic, let slow {
      let (seconds, attoseconds) = slow.duration.components
      let milliseconds = Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
      pending.append(.log(.slowAppCode(what: slow.what, milliseconds: milliseconds)))
    }
    return result
  }

  /// Runs an effect's work (app code) in a task the engine keeps under `key`, so it can be
  /// cancelled; the action it returns is sent (automatic mode) or held for `settle()` (manual).
  /// `isIntentRun`: the work is an intent's `perform()` (app code that may start tasks of its
  /// own, which `settle()` gives a moment to post).
  func launch(
    _ key: TaskKey, isIntentRun: Bool = false,
    _ work: @escaping @MainActor () async -> DashboardAction
  ) {
    let order = tasks.nextOrder()
    // Nonisolated app code (a provider, `perform()`) runs on the main queue too, not on the
    // global pool: no thread hops, and no libdispatch worker ever started (`MainQueueExecutor`).
    let task = Task(executorPreference: MainQueueExecutor.shared) {
      @Sendable @MainActor [weak self] in
      let action = await work()
      guard let self else { return }
      switch self.mode {
      case .automatic:
        self.tasks.finish(order, holding: nil)
        self.send(action)
        self.drainInbox()
      case .manual:
        self.tasks.finish(order, holding: action)
      }
    }
    tasks.start(key, order: order, isIntentRun: isIntentRun, task: task)
  }

  /// Logs a line once (an unknown SF Symbol, a view modifier not drawn yet).
  func reportOnce(_ line: EngineEvent.Kind) {
    guard reported.insert(line.description).inserted else { return }
    post(.log(line))
  }

  /// Logs, once per symbol, a control label's SF Symbol that the renderer has no glyph for.
  func reportUnknownSymbols(in control: ResolvedControl, kind: String) {
    guard let isKnownSymbol else { return }
    let labels = [control.onLabel, control.offLabel] + (control.activeLabel.map { [$0] } ?? [])
    for name in labels.compactMap(\.systemImage) where !isKnownSymbol(name) {
      reportOnce(
        .unsupported(
          "\(kind): SF Symbol '\(name)' (no terminal glyph of its own yet, drawn as its "
            + "family's glyph or a placeholder; "
            + "`spaces symbols` lists the table)"))
    }
  }

  /// An error thrown from app code as the system shows it: a
  /// `CustomLocalizedStringResourceConvertible` error by its message, a `LocalizedError` by its
  /// description, others as they describe themselves.
  nonisolated static func message(for error: any Error) -> String {
    if let convertible = error as? any CustomLocalizedStringResourceConvertible {
      return convertible.localizedStringResource.resolvedText
    }
    if let localized = error as? any LocalizedError, let description = localized.errorDescription {
      return description
    }
    return String(describing: error)
  }
}
