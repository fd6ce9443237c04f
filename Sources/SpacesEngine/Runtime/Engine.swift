import Foundation
import SpacesKit
import Synchronization

/// The runtime around the reducer: owns the state, runs effects, keeps deadlines, and talks to
/// the app code through a `SystemHost`.
///
/// In `.automatic` mode (the interactive dashboard) effect results come back on their own and
/// `onChange` is called after every change. In `.manual` mode (tests, snapshots) nothing runs
/// by itself: `settle()` awaits effects, and `advance(by:)` moves the virtual clock through
/// deadlines in order — deterministic, with no sleeps.
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

  private var scheduler = DeadlineScheduler()
  private var definitions: [String: ControlDefinition] = [:]
  private var activityDefinitions: [String: ActivityDefinition] = [:]
  private var inFlight: Set<Int> = []
  private var completed: [Int: Action] = [:]
  private var nextTaskID = 0
  private let inbox = RequestInbox()

  /// Creates an engine hosting apps, with app group containers under `stateDirectory`.
  public init(apps: [HostedApp], clock: any EngineClock, stateDirectory: URL, mode: Mode) {
    self.clock = clock
    self.mode = mode
    let inbox = self.inbox
    self.host = SystemHost(
      now: { [clock] in clock.now() },
      containersDirectory: stateDirectory.appendingPathComponent("containers", isDirectory: true),
      handler: { request in inbox.post(request) })
    install(apps: apps)
    restoreLayout(stateDirectory: stateDirectory)
  }

  /// Applies the saved layout, or saves the default one; an unreadable file is moved aside and
  /// the user is told.
  private func restoreLayout(stateDirectory: URL) {
    let store = LayoutStore(stateDirectory: stateDirectory)
    var problem: String?
    switch store.load(now: clock.now()) {
    case .loaded(let layout):
      layout.apply(to: &state)
      return
    case .missing:
      break
    case .movedAside(let reason, let movedTo):
      problem =
        "layout.json was unreadable (\(reason)); moved to \(movedTo.lastPathComponent), "
        + "using the default layout"
    }
    do {
      try store.save(SavedLayout(state: state))
    } catch {
      problem = (problem.map { $0 + "; " } ?? "") + "can't save the layout: \(error)"
    }
    if let problem {
      state.notice = problem
      state.events.append(EngineEvent(date: clock.now(), kind: .warning(problem)))
    }
  }

  private func install(apps: [HostedApp]) {
    let layout = DefaultLayout()
    var nextID = 1
    for app in apps {
      for entry in host.runSync({ app.makeEntries() }) {
        switch entry {
        case .control(let definition):
          definitions[definition.kind] = definition
          let preview = host.runSync { definition.preview() }
          let instance = ControlInstance(
            id: ControlID(nextID), kind: definition.kind, appName: app.name,
            displayName: definition.displayName?.resolvedText ?? app.name,
            size: layout.size(at: state.controls.count), preview: preview)
          nextID += 1
          state.controls.append(instance)
        case .activity(let definition):
          activityDefinitions[definition.attributesType] = definition
        }
      }
    }
    let ids = state.controls.map(\.id)
    state.lockScreenSlots = [ids.first, ids.dropFirst().first]
    state.actionButton.assigned = ids.first
  }

  /// Starts the engine: launches the apps and loads every control (cause "added").
  public func start(apps: [HostedApp]) {
    if mode == .automatic {
      inbox.setSignal { Task { @MainActor [weak self] in self?.drainInbox() } }
    }
    for app in apps { host.runSync { app.launch() } }
    send(.reloadControls(kind: nil, cause: .added))
  }

  /// Applies an action now.
  public func send(_ action: Action) {
    let effects = DashboardReducer.reduce(into: &state, action: action, now: clock.now())
    for effect in effects { run(effect) }
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
    case .perform(let id, let intent, let generation):
      let host = self.host
      launch {
        do {
          let content = try await host.run { try await intent.perform() }
          return .intentFinished(id, generation: generation, .success(content))
        } catch {
          return .intentFinished(id, generation: generation, .failure(String(describing: error)))
        }
      }
    case .reload(let id, let generation):
      guard let control = state.control(id), let definition = definitions[control.kind] else {
        return
      }
      let host = self.host
      let fetch = definition.currentValue
      let content = definition.content
      launch {
        do {
          let value = try await host.run { try await fetch() }
          let resolved = host.runSync { content(value) }
          return .controlLoaded(id, generation: generation, resolved)
        } catch {
          return .controlLoadFailed(id, generation: generation, String(describing: error))
        }
      }
    case .dismissActivity(let id):
      host.activities.dismiss(id: id)
    case .quit:
      break
    }
  }

  private func launch(_ work: @escaping @MainActor () async -> Action) {
    let taskID = nextTaskID
    nextTaskID += 1
    inFlight.insert(taskID)
    Task { @MainActor [weak self] in
      let action = await work()
      guard let self else { return }
      self.inFlight.remove(taskID)
      switch self.mode {
      case .automatic:
        self.send(action)
        self.drainInbox()
      case .manual:
        self.completed[taskID] = action
      }
    }
  }

  /// Turns the app code's requests into actions.
  public func drainInbox() {
    let requests = inbox.take()
    for request in requests {
      switch request {
      case .reloadControls(let kind):
        send(.reloadControls(kind: kind, cause: .app))
      case .activityChanged(let id):
        guard let record = host.activities.record(id: id),
          let definition = activityDefinitions[record.attributesType]
        else { continue }
        let view = host.runSync { definition.makeView(record) }
        send(
          .activityChanged(
            LiveActivityState(
              id: id, attributesType: record.attributesType, view: view,
              startDate: record.startDate, staleDate: record.staleDate,
              hasEnded: record.activityState != .active, dismissalDate: record.dismissalDate)))
      }
    }
  }

  /// Whether effects are still running.
  public var isBusy: Bool { !inFlight.isEmpty }

  /// How long `settle()` waits for running effects that make no progress: an effect still
  /// running after that (a hung provider) is left running; its result, if it ever comes, is
  /// applied by a later `settle()` — or ignored if its deadline already gave up on it.
  public var settleGrace: Duration = .milliseconds(500)

  /// Manual mode: applies every finished effect and app request in the order the effects were
  /// started (so runs are reproducible), waiting for running effects until nothing more happens.
  /// An effect that makes no progress for `settleGrace` (a hung provider) no longer holds back
  /// the results started after it.
  public func settle() async {
    var idleSince: ContinuousClock.Instant?
    var spins = 0
    while true {
      drainInbox()
      let stalled = idleSince.map { ContinuousClock.now - $0 > settleGrace } ?? false
      if let taskID = completed.keys.min(),
        stalled || !inFlight.contains(where: { $0 < taskID }),
        let action = completed.removeValue(forKey: taskID)
      {
        send(action)
        idleSince = nil
        spins = 0
        continue
      }
      if !inbox.isEmpty { continue }
      if inFlight.isEmpty || stalled { return }
      idleSince = idleSince ?? .now
      spins += 1
      if spins < 100 {
        await Task.yield()
      } else {
        try? await Task.sleep(for: .milliseconds(1))
      }
    }
  }

  // MARK: Deadlines

  /// The earliest pending deadline.
  public var nextDeadline: Date? { scheduler.next()?.date }

  /// The pending deadlines, earliest first.
  public var pendingDeadlines: [(id: DeadlineID, date: Date)] { scheduler.pending }

  /// How many deadlines have fired: with nothing moving, only the clock's minute.
  public private(set) var deadlinesFired = 0

  /// Sends every deadline due at the clock's current time, in order.
  public func fireDueDeadlines() {
    let now = clock.now()
    while let id = scheduler.popDue(at: now) {
      deadlinesFired += 1
      send(.deadline(id))
    }
  }

  /// Manual mode with a virtual clock: moves time forward, stopping at each deadline on the
  /// way (so every tick, retry and expiry happens at its own time), settling effects each time.
  public func advance(by interval: TimeInterval) async {
    guard let virtual = clock as? VirtualClock else { return }
    let target = clock.now().addingTimeInterval(interval)
    await settle()
    while let next = scheduler.next(), next.date <= target {
      virtual.set(next.date)
      fireDueDeadlines()
      await settle()
    }
    virtual.set(target)
  }
}

/// The requests app code sent from any thread, waiting for the engine.
final class RequestInbox: Sendable {
  private let queue = Mutex<[SystemRequest]>([])
  private let signal = Mutex<(@Sendable () -> Void)?>(nil)

  /// Queues a request and wakes the engine (automatic mode).
  func post(_ request: SystemRequest) {
    queue.withLock { $0.append(request) }
    signal.withLock { $0 }?()
  }

  /// Sets what wakes the engine.
  func setSignal(_ wake: @escaping @Sendable () -> Void) { signal.withLock { $0 = wake } }

  /// Takes every queued request.
  func take() -> [SystemRequest] {
    queue.withLock { queue in
      defer { queue.removeAll() }
      return queue
    }
  }

  var isEmpty: Bool { queue.withLock { $0.isEmpty } }
}
