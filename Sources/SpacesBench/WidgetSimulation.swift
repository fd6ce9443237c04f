import Foundation
import HeapModule
import SpacesDashboard
import SpacesEngine
import SpacesKit

/// Runs widget instances through the real reducer and refresh budget under a virtual clock,
/// with no terminal and no app code: the providers are stand-ins that answer at once with the
/// timelines the samples' providers make (the game's hourly healing with `.atEnd`, the dragon's
/// `.after(2h)`, a 15-minute ticker, and a greedy `.after(now)` that the budget reins in), and
/// the game app reloads its widgets every 4 hours.
package struct WidgetSimulation {
  /// What a run counted.
  package struct Result: Equatable, Sendable {
    /// Actions the reducer applied.
    package var events = 0
    /// Timeline loads started.
    package var reloadsGranted = 0
    /// Reloads the budget refused.
    package var reloadsDenied = 0
    /// Policy reloads deferred by the least spacing.
    package var reloadsDeferred = 0
    /// Entries that came on screen at their dates.
    package var entrySwitches = 0
    /// Seconds of wall-clock time the run took.
    package var wallSeconds = 0.0
    /// Seconds of CPU time the process spent meanwhile (on a busy machine the wall time counts
    /// other processes' turns too).
    package var cpuSeconds = 0.0

    /// The figures as `name: value unit` lines. The cost grows as events × log n (n: the
    /// widgets, whose deadlines the scheduler's heap holds), so the lines give that product and
    /// the CPU time per unit of it: the last stays flat from 10,000 to 100,000 widgets when the
    /// growth is what it should be.
    package func lines(widgets: Int, duration: TimeInterval) -> [String] {
      let logN = log2(Double(max(2, widgets)))
      let eventsLogN = Double(events) * logN
      return [
        "widgets: \(widgets) count", "duration: \(Int(duration)) s", "events: \(events) count",
        "entry_switches: \(entrySwitches) count", "reloads_granted: \(reloadsGranted) count",
        "reloads_denied: \(reloadsDenied) count", "reloads_deferred: \(reloadsDeferred) count",
        String(format: "wall_s: %.3f s", wallSeconds),
        String(format: "cpu_s: %.3f s", cpuSeconds),
        String(
          format: "events_per_s: %.0f /s", wallSeconds > 0 ? Double(events) / wallSeconds : 0),
        String(format: "log2_n: %.2f count", logN),
        String(format: "events_log_n: %.0f count", eventsLogN),
        String(
          format: "cpu_per_event_log_n: %.2f ns", eventsLogN > 0 ? cpuSeconds * 1e9 / eventsLogN : 0
        ),
      ]
    }
  }

  /// How many widgets.
  package var widgets: Int
  /// How long to simulate, in seconds.
  package var duration: TimeInterval
  /// Whether Developer Mode lifts the budget.
  package var developerMode = false
  /// The budget.
  package var budget = ReloadBudget()

  package init(widgets: Int, duration: TimeInterval) {
    self.widgets = widgets
    self.duration = duration
  }

  /// The stand-in providers.
  enum Flavor: Int, CaseIterable {
    case game, dragon, ticker, greedy

    var kind: String { "com.spaces.simulate.\(self)" }
  }

  struct AppReload: Comparable {
    var date: Date
    var id: WidgetID
    static func < (lhs: AppReload, rhs: AppReload) -> Bool {
      (lhs.date, lhs.id) < (rhs.date, rhs.id)
    }
  }

  /// Runs the simulation.
  package func run() -> Result {
    let started = ContinuousClock.now
    let cpuStarted = Self.processCPUSeconds()
    var result = Result()
    let start = VirtualClock.keynote
    let end = start + duration
    var state = DashboardState()
    state.widgets.budget = budget
    state.widgets.developerMode = developerMode
    var scheduler = DeadlineScheduler()
    var appReloads = Heap<AppReload>()
    var health: [Int: Double] = [:]
    let view = ViewNode.text(.verbatim("entry"))

    func timeline(_ id: WidgetID, at now: Date) -> ResolvedTimeline {
      let flavor = Flavor.allCases[(id.rawValue - 1) % Flavor.allCases.count]
      switch flavor {
      case .game:
        var level = health[id.rawValue] ?? Double((id.rawValue * 7) % 100)
        health[id.rawValue] = level
        var entries = [ResolvedEntry(date: now, view: view)]
        var date = now
        while level < 100 {
          level += 25
          date += 3600
          entries.append(ResolvedEntry(date: date, view: view))
        }
        health[id.rawValue] = 100
        return ResolvedTimeline(entries: entries, policy: entries.count == 1 ? .never : .atEnd)
      case .dragon:
        return ResolvedTimeline(
          entries: [
            ResolvedEntry(date: now, view: view), ResolvedEntry(date: now + 7200, view: view),
          ],
          policy: .after(now + 7200))
      case .ticker:
        return ResolvedTimeline(
          entries: (0..<4).map { ResolvedEntry(date: now + Double($0) * 900, view: view) },
          policy: .atEnd)
      case .greedy:
        return ResolvedTimeline(
          entries: [ResolvedEntry(date: now, view: view)], policy: .after(now))
      }
    }

    var queue: [(DashboardAction, Date)] = []
    // The reducer's output for one action at a time, the storage kept from one to the next.
    var effects: [Effect] = []
    var events: [EngineEvent.Kind] = []
    // The deadline changes of one action and its immediate results, applied together with the
    // last change of each deadline winning (a load's timeout, scheduled and cancelled within
    // the same instant, never reaches the scheduler), as the engine's would end up.
    var deadlineChanges: [(id: DeadlineID, date: Date?)] = []
    func apply(_ action: DashboardAction, at now: Date) {
      queue.append((action, now))
      defer {
        for (index, change) in deadlineChanges.enumerated()
        where !deadlineChanges[(index + 1)...].contains(where: { $0.id == change.id }) {
          if let date = change.date {
            scheduler.schedule(change.id, at: date)
          } else {
            scheduler.cancel(change.id)
          }
        }
        deadlineChanges.removeAll(keepingCapacity: true)
      }
      while let (next, date) = queue.popLast() {
        result.events += 1
        DashboardReducer.reduce(
          into: &state, action: next, now: date, effects: &effects, events: &events)
        for event in events {
          switch event.as(WidgetsFeature.Event.self) {
          case .budgetDenied: result.reloadsDenied += 1
          case .deferred: result.reloadsDeferred += 1
          default: break
          }
        }
        for effect in effects {
          switch effect {
          case .schedule(let id, let at): deadlineChanges.append((id, at))
          case .cancel(let id): deadlineChanges.append((id, nil))
          case .feature(let effect):
            guard case .loadTimeline(let id, let generation) = effect.as(WidgetsFeature.Effect.self)
            else { break }
            result.reloadsGranted += 1
            queue.append(
              (.widgets(.loaded(id, generation: generation, timeline(id, at: date))), date))
          default: break
          }
        }
      }
    }

    for index in 0..<widgets {
      let flavor = Flavor.allCases[index % Flavor.allCases.count]
      apply(
        .widgets(
          .add(kind: flavor.kind, family: .systemSmall, configuration: nil, placeholder: view)),
        at: start)
      if flavor == .game {
        appReloads.insert(
          AppReload(date: start + 4 * 3600 + Double(index % 240) * 60, id: WidgetID(index + 1)))
      }
    }
    while true {
      let deadline = scheduler.next()
      let appReload = appReloads.min
      if let appReload, appReload.date <= end, deadline.map({ appReload.date < $0.date }) ?? true {
        appReloads.removeMin()
        health[appReload.id.rawValue] = 25  // the game was played: health dropped
        apply(.widgets(.reloadWidget(appReload.id, cause: .app)), at: appReload.date)
        appReloads.insert(AppReload(date: appReload.date + 4 * 3600, id: appReload.id))
        continue
      }
      guard let (id, date) = deadline, date <= end, let due = scheduler.popDue(at: date) else {
        break
      }
      if case .entry = due.as(WidgetsFeature.Deadline.self) { result.entrySwitches += 1 }
      apply(.deadline(due), at: date)
      _ = id
    }
    let elapsed = ContinuousClock.now - started
    let (seconds, attoseconds) = elapsed.components
    result.wallSeconds = Double(seconds) + Double(attoseconds) / 1e18
    result.cpuSeconds = Self.processCPUSeconds() - cpuStarted
    return result
  }

  /// The process's user + system CPU time so far, in seconds.
  static func processCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
  }
}
