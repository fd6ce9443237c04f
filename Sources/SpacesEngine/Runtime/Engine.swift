import Foundation
import SpacesKit

/// The runtime around the reducer: owns the state, runs effects, keeps deadlines, and talks to
/// the app code through a `SystemHost`.
///
/// In `.automatic` mode (the interactive dashboard) effect results come back on their own and
/// `onChange` is called after every change. In `.manual` mode (tests, snapshots) nothing runs
/// by itself: `settle()` awaits effects, and `advance(by:)` moves the virtual clock through
/// deadlines in order — deterministic, with no sleeps.
///
/// Every intent run and reload runs in a `Task` the engine keeps, so a timeout or the user's
/// Escape cancels it (its result, if it still comes, is ignored by the reducer).
@MainActor
public final class Engine {
  /// How effect results come back.
  public enum Mode: Sendable { case automatic, manual }

  /// The current state.
  public private(set) var state = DashboardState()
  /// The clock: the only source of time.
  public let clock: any EngineClock
  /// The host app code talks to.
  public let host: SystemHost
  /// The mode.
  public let mode: Mode
  /// Called after every change of state (the run loop renders then).
  public var onChange: (@MainActor () -> Void)?
  /// Called when the earliest deadline changes (the run loop re-arms its timer).
  public var onDeadlinesChanged: (@MainActor () -> Void)?
  /// Called after each action with the events it logged (when it logged any), the state already
  /// changed: the test library keeps the whole log (the state keeps the last `eventLimit`) and
  /// reads which runs started and ended with them.
  public var onLog: (@MainActor ([EngineEvent]) -> Void)?
  /// Measures the app code run on the main actor; slow calls are logged (automatic mode only,
  /// so headless frames stay deterministic).
  public private(set) var appCode = AppCodeTimer()

  /// How long `settle()` waits for running effects that make no progress: an effect still
  /// running after that (a hung provider) is left running; its result, if it ever comes, is
  /// applied by a later `settle()` — or ignored if its deadline already gave up on it.
  public var settleGrace: Duration = .seconds(2)
  /// How long `settle()` lets app tasks post before it applies an intent run's result.
  public var quietPeriod: Duration = .milliseconds(1)
  /// How many deadlines have fired.
  public internal(set) var deadlinesFired = 0

  var scheduler = DeadlineScheduler()
  private var definitions: [String: ControlDefinition] = [:]
  private var activityDefinitions: [String: ActivityDefinition] = [:]
  /// The widget kinds the apps declare, by kind.
  var widgetDefinitions: [String: WidgetDefinition] = [:]
  /// The widget `#Preview`s the timeline preview uses (default: every one compiled into the
  /// program, `Preview.discovered`); tests may set their own.
  public lazy var widgetPreviews: [Preview] = Preview.discovered
  private let layoutStore: LayoutStore
  let tasks = EffectTasks()
  let inbox = RequestInbox()
  var pending: [DashboardAction] = []
  /// The activity types whose push type was reported as not supported yet (once each).
  private var reportedPush: Set<String> = []
  /// Whether the renderer draws an SF Symbol (see `init`).
  private let isKnownSymbol: (@MainActor (String) -> Bool)?
  /// The SF Symbols reported as having no glyph (once each).
  private var reportedSymbols: Set<String> = []
  /// The unsupported view modifiers already logged, one line each.
  var reportedViews: Set<String> = []
  var isReducing = false
  /// The apps with App Shortcuts, as installed.
  var shortcutApps: [HostedApp] = []
  /// The widget kinds each app declares, by app name, in bundle order.
  var widgetKindsByApp: [String: [String]] = [:]
  /// The apps' own screens, by app name.
  var appViews: [String: @MainActor @Sendable () -> AnyView?] = [:]
  /// The `@State` values of the apps' screens (kept while the dashboard runs; `Codable` ones
  /// also in `view-state.json`).
  public let viewState: ViewStateStore
  /// Where `viewState`'s `Codable` values are saved.
  let viewStateFile: ViewStateFile

  /// Creates an engine hosting apps, with the layout and app group containers under
  /// `stateDirectory`: installs the apps' controls and restores the saved layout.
  /// `isKnownSymbol` says whether the renderer has a glyph for an SF Symbol: a control label
  /// naming one it hasn't is logged once as not supported (it draws as a placeholder).
  public init(
    apps: [HostedApp], clock: any EngineClock, stateDirectory: URL, mode: Mode,
    isKnownSymbol: (@MainActor (String) -> Bool)? = nil
  ) {
    self.clock = clock
    self.mode = mode
    self.isKnownSymbol = isKnownSymbol
    let inbox = self.inbox
    self.host = SystemHost(
      now: { [clock] in clock.now() },
      containersDirectory: stateDirectory.appendingPathComponent("containers", isDirectory: true),
      handler: { request in inbox.post(request) })
    layoutStore = LayoutStore(stateDirectory: stateDirectory)
    viewStateFile = ViewStateFile(stateDirectory: stateDirectory)
    let savedViewState = viewStateFile.load(now: clock.now())
    viewState = ViewStateStore(persisted: savedViewState.values)
    host.setCurrentControlsProvider { [weak self] in
      await MainActor.run { self?.currentControls() ?? [] }
    }
    let installed = install(apps: apps)
    send(.install(installed))
    send(.appScreen(.installed(installAppScreens(apps: apps))))
    if let problem = savedViewState.problem { send(.notice(problem)) }
    for info in installed { reportUnknownSymbols(in: info.preview, kind: info.kind.shortKind) }
    send(.restoreLayout(layoutStore.load(now: clock.now())))
  }

  /// Runs the apps' bundle code: records each control's definition and returns the control
  /// kinds with their previews (of the default configuration) and the API values they use that
  /// are not supported yet. Bad input (a kind declared twice, a kind with spaces, an empty
  /// display name) is logged as a warning naming the kind and shown as a notice; a second
  /// declaration of a kind is ignored, the rest runs.
  private func install(apps: [HostedApp]) -> [ControlKindInfo] {
    var installed: [ControlKindInfo] = []
    var check = BundleCheck()
    shortcutApps = apps.filter { $0.appShortcuts != nil }
    for app in apps {
      for entry in host.runSync({ app.makeEntries() }) {
        switch entry {
        case .control(let definition):
          guard check.admitControl(definition.kind, app: app.name) else { continue }
          definitions[definition.kind] = definition
          let configuration = definition.configuration.map { support in
            host.runSync { support.makeDefault() }
          }
          var preview = host.runSync { definition.preview(configuration) }
          // A configurable control previews unconfigured until configured: titled as the
          // gallery names it.
          let displayName = check.displayName(
            definition.displayName?.resolvedText, kind: definition.kind, app: app.name)
          if preview.isUnconfigured { preview.title = displayName }
          installed.append(
            ControlKindInfo(
              kind: definition.kind, appName: app.name,
              displayName: displayName,
              description: definition.description?.resolvedText, preview: preview,
              defaultConfiguration: configuration,
              promptsForUserConfiguration: definition.promptsForUserConfiguration,
              defaultConfigurations: app.defaultControls.filter { $0.kind == definition.kind }
                .map { $0.configuration ?? [:] },
              unsupported: UnsupportedAPIs.used(by: definition, preview: preview),
              acceptsPushes: definition.pushHandler != nil))
        case .activity(let definition):
          activityDefinitions[definition.attributesType] = definition
        case .widget(let definition):
          guard check.admitWidget(definition.kind, app: app.name) else { continue }
          widgetDefinitions[definition.kind] = definition
          widgetKindsByApp[app.name, default: []].append(definition.kind)
        }
      }
    }
    for warning in check.warnings { send(.log(.warning(warning))) }
    if let first = check.warnings.first {
      let more = check.warnings.count - 1
      send(.notice(more > 0 ? "\(first) (and \(more) more: the inspector, i, lists them)" : first))
    }
    return installed
  }

  /// Sets what runs when app code posts a request from any thread (the run loop's app-request
  /// source); it should lead to `drainInbox()` on the main actor. Manual mode needs none:
  /// `settle()` drains the requests.
  public func setAppRequestSignal(_ signal: @escaping @Sendable () -> Void) {
    inbox.setSignal(signal)
  }

  /// Starts the engine: launches the apps and loads every control (cause "added").
  public func start(apps: [HostedApp]) {
    for app in apps { host.runSync { app.launch() } }
    send(.controls(.reload(kind: nil, cause: .added)))
    if !shortcutApps.isEmpty { loadAppShortcuts() }
    for line in UnsupportedAPIs.used(byShortcutsOf: shortcutApps) {
      send(.log(.unsupported(line)))
    }
    placeDefaultWidgets(apps: apps)
  }

  /// Applies an action now (an action sent while effects of another run is applied after it).
  public func send(_ action: DashboardAction) {
    pending.append(action)
    guard !isReducing else { return }
    isReducing = true
    while !pending.isEmpty {
      let next = pending.removeFirst()
      let now = clock.now()
      let (effects, logged) = DashboardReducer.reduceLogging(
        into: &state, action: next, now: now, presentationNow: clock.presentationNow())
      if let onLog, !logged.isEmpty { onLog(logged.map { EngineEvent(date: now, kind: $0) }) }
      for effect in effects { run(effect) }
    }
    isReducing = false
    onChange?()
  }

  // MARK: Effects

  private func run(_ effect: Effect) {
    switch effect {
    case .schedule(let id, let date):
      scheduler.schedule(id, at: date)
      onDeadlinesChanged?()
    case .cancel(let id):
      scheduler.cancel(id)
      onDeadlinesChanged?()
    case .perform(let id, let intent):
      let host = self.host
      launch(.run(id)) {
        do {
          let content = try await SystemHost.$currentRun.withValue(id.rawValue) {
            try await host.run { try await intent.perform() }
          }
          return .runs(.finished(id, .success(content)))
        } catch is CancellationError {
          return .runs(.finished(id, .failure("cancelled")))
        } catch {
          return .runs(.finished(id, .failure(Self.message(for: error))))
        }
      }
    case .cancelRun(let id):
      tasks.cancel(.run(id))
    case .answer(let id, let ask, let answer):
      if let answer {
        tasks.resume(.run(id))
        host.answer(ask, with: .success(answer))
      } else {
        host.answer(ask, with: .failure(CancellationError()))
      }
    case .reloadControl(let id, let generation):
      reload(id, generation: generation)
    case .cancelReload(let id, let generation):
      tasks.cancel(.reload(id, generation: generation))
    case .loadConfiguration(let id, let kind, let values):
      loadConfiguration(id, kind: kind, values: values)
    case .refreshActivity(let id):
      host.activities.markStale(id: id)
      activityChanged(id)
    case .dismissActivity(let id):
      host.activities.dismiss(id: id)
    case .loadConfigurationOptions(let id, let configuration):
      loadConfigurationOptions(id, configuration)
    case .applyConfiguration(let id, let configuration, let edits):
      applyConfiguration(id, configuration, edits)
    case .runAppWake(let id):
      guard let work = host.wakes.take(id) else { break }
      let host = self.host
      launch(.wake(id)) {
        await host.run { await work() }
        return .appWakes(.ran(id))
      }
    case .previewCatalogKind(let kind):
      previewCatalogKind(kind)
    case .saveLayout(let layout):
      do {
        try layoutStore.save(layout)
      } catch {
        send(.layoutSaveFailed("\(error)"))
      }
    case .pushTokensChanged(let registrations):
      pushTokensChanged(registrations)
    case .loadWidgetTimeline(let id, let generation):
      loadWidgetTimeline(id, generation: generation)
    case .loadTimelinePreview(let kind, let family, let configuration):
      loadTimelinePreview(kind: kind, family: family, configuration: configuration)
    case .publishWidgets:
      publishWidgets()
    case .loadAppShortcuts:
      loadAppShortcuts()
    case .resolveAppScreen(let app):
      resolveAppScreen(app)
    case .callView(let callback, let app):
      callView(callback, app: app)
    case .quit:
      break
    case .clock(let command):
      runClockCommand(command)
    }
  }

  /// Calls each push handler type once with every push-registered control of the kinds it
  /// handles (as WidgetKit does: all of them, even if only some tokens changed).
  private func pushTokensChanged(_ registrations: [PushFeature.Registration]) {
    var handlers: [ObjectIdentifier: (type: any ControlPushHandler.Type, kinds: Set<String>)] = [:]
    for (kind, definition) in definitions {
      guard let handler = definition.pushHandler else { continue }
      handlers[ObjectIdentifier(handler), default: (handler, [])].kinds.insert(kind)
    }
    let infos = currentControls()
    for (_, handler) in handlers.sorted(by: { "\($0.value.type)" < "\($1.value.type)" }) {
      let controls = infos.filter { handler.kinds.contains($0.kind) && $0.pushInfo != nil }
      measure("push handler \(handler.type)") {
        host.runSync { handler.type.init().pushTokensDidChange(controls: controls) }
      }
    }
  }

  /// The installed controls as `ControlCenter.shared.currentControls()` reports them: kind,
  /// push token (for kinds registered for pushes) and configuration intent.
  func currentControls() -> [ControlInfo] {
    let tokens = Dictionary(
      state.push.registrations.map { ($0.id, $0.token) }, uniquingKeysWith: { a, _ in a })
    return state.controls.map { control in
      ControlInfo(
        id: "\(control.id.rawValue)", kind: control.kind,
        pushInfo: tokens[control.id].flatMap { Data(hexString: $0) }.map(ControlPushInfo.init),
        configuration: configurationIntent(of: control))
    }
  }

  /// The configuration intent of a configurable control (its configuration as the form or the
  /// layout file set it); static controls have none.
  func configurationIntent(of control: ControlInstance) -> (any ControlConfigurationIntent)? {
    control.configuration?.intent as? any ControlConfigurationIntent
  }

  private func reload(_ id: ControlID, generation: Int) {
    guard let control = state.control(id), let definition = definitions[control.kind] else {
      return
    }
    let host = self.host
    let fetch = definition.currentValue
    let configuration = control.configuration
    let content = definition.content
    let kind = control.kind.shortKind
    launch(.reload(id, generation: generation)) { [weak self] in
      do {
        let value = try await host.run { try await fetch(configuration) }
        guard let self else { return .controls(.loadFailed(id, generation: generation, "gone")) }
        let resolved = self.measure("content \(kind)") { host.runSync { content(value) } }
        self.reportUnknownSymbols(in: resolved, kind: kind)
        return .controls(.loaded(id, generation: generation, resolved))
      } catch let error as ParameterValueError {
        guard case .lookupFailed = error else {
          // The configuration's entity is gone (a deleted timer): not a provider error to retry.
          return .controls(.configurationLost(id, generation: generation, error.description))
        }
        // The query couldn't answer (a server down): the control keeps its last value and
        // retries, as for any provider error.
        return .controls(.loadFailed(id, generation: generation, error.description))
      } catch {
        return .controls(.loadFailed(id, generation: generation, String(describing: error)))
      }
    }
  }

  /// Draws a configurable kind's gallery preview from its default configuration with the
  /// queries' default results (a kind whose defaults can't be read keeps its first preview).
  private func previewCatalogKind(_ kind: String) {
    guard let definition = definitions[kind], let support = definition.configuration else {
      return
    }
    let host = self.host
    let preview = definition.preview
    launch(.catalogPreview(kind)) { [weak self] in
      guard let configuration = try? await host.run({ try await support.decode(nil) }) else {
        return .log(.warning("\(kind.shortKind): its default configuration couldn't be read"))
      }
      var control = host.runSync { preview(configuration) }
      // Still not configured (no default result): titled as the gallery names the kind.
      if control.isUnconfigured, let name = self?.state.catalog[kind]?.displayName {
        control.title = name
      }
      return .catalogPreviewed(kind: kind, control)
    }
  }

  /// Logs, once per symbol, a control label's SF Symbol that the renderer has no glyph for.
  private func reportUnknownSymbols(in control: ResolvedControl, kind: String) {
    guard let isKnownSymbol else { return }
    let labels = [control.onLabel, control.offLabel] + (control.activeLabel.map { [$0] } ?? [])
    for name in labels.compactMap(\.systemImage)
    where !isKnownSymbol(name) && reportedSymbols.insert(name).inserted {
      let line = EngineEvent.Kind.unsupported(
        "\(kind): SF Symbol '\(name)' (no terminal glyph yet, drawn as a placeholder; "
          + "`spaces symbols` lists the table)")
      if isReducing { pending.append(.log(line)) } else { send(.log(line)) }
    }
  }

  /// Reads a saved configuration off the main actor: the defaults, then the saved values, with
  /// entities looked up through the app's queries.
  private func loadConfiguration(_ id: ControlID, kind: String, values: [String: String]?) {
    guard let support = definitions[kind]?.configuration else { return }
    let host = self.host
    launch(.configurationLoad(id)) {
      do {
        let configuration = try await host.run { try await support.decode(values) }
        return .controls(.configurationLoaded(id, values: values, .decoded(configuration)))
      } catch {
        return .controls(
          .configurationLoaded(id, values: values, .failed(String(describing: error))))
      }
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

  func launch(
    _ key: EffectTasks.Key, _ work: @escaping @MainActor () async -> DashboardAction
  ) {
    let order = tasks.nextOrder()
    let task = Task { @MainActor [weak self] in
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
    tasks.start(key, order: order, task: task)
  }

  /// Turns the app code's requests into actions: Live Activity changes first, then reloads,
  /// each in the order posted (requests from concurrent app tasks get one fixed order).
  public func drainInbox() {
    let requests = inbox.take()
    let ordered =
      requests.filter { if case .activityChanged = $0 { true } else { false } }
      + requests.filter { if case .activityChanged = $0 { false } else { true } }
    for request in ordered {
      switch request {
      case .reloadControls(let kind):
        send(.controls(.reload(kind: kind, cause: .app)))
      case .activityChanged(let id):
        activityChanged(id)
      case .ask(let run, let ask, let prompt):
        // The run waits for a person now: `settle()` doesn't wait for it.
        tasks.suspend(.run(RunID(run)))
        send(.runs(.asked(RunID(run), ask: ask, prompt)))
      case .wakeScheduled(let id, let date):
        send(.appWakes(.scheduled(id, at: date)))
      case .wakeCancelled(let id):
        send(.appWakes(.cancelled(id)))
      case .reloadTimelines(let kind):
        send(.widgets(.reload(kind: kind, cause: .app)))
      }
    }
  }

  /// Builds an activity's view from its record and tells the reducer.
  private func activityChanged(_ id: String) {
    guard let record = host.activities.record(id: id),
      let definition = activityDefinitions[record.attributesType]
    else { return }
    let view = measure("activity view \(record.attributesType)") {
      host.runSync { definition.makeView(record) }
    }
    for line
      in UnsupportedAPIs.used(inView: view, by: record.attributesType)
      + UnsupportedAPIs.used(by: definition)
    where reportedViews.insert(line).inserted {
      pending.append(.log(.unsupported(line)))
    }
    if record.pushType != nil, reportedPush.insert(record.attributesType).inserted {
      pending.append(
        .log(
          .unsupported(
            "\(record.attributesType): Activity.request(pushType:) (push updates to Live "
              + "Activities are not delivered yet; the app's own updates are)")))
    }
    send(
      .activities(
        .changed(
          LiveActivityState(
            id: id, attributesType: record.attributesType, view: view,
            startDate: record.startDate, relevanceScore: record.relevanceScore,
            staleDate: record.staleDate,
            isStale: record.activityState == .stale,
            hasEnded: record.activityState == .ended || record.activityState == .dismissed,
            dismissalDate: record.dismissalDate))))
  }
}
