import Foundation
import SpacesEngine

/// Keeps a dashboard's whole event log as an `EventLog`, and reads from the engine's state which
/// intent runs started and ended with each batch of events (the log names only their titles).
@MainActor
final class EventRecorder {
  /// The log so far.
  private(set) var log = EventLog()
  /// The runs still going: their position in `log.intentRuns`.
  private var open: [RunID: Int] = [:]

  /// Starts recording an engine's events: what it logged so far, then every new event.
  init(engine: Engine) {
    record(Array(engine.state.events), state: engine.state)
    engine.onLog = { [weak self, weak engine] events in
      guard let self, let engine else { return }
      self.record(events, state: engine.state)
    }
  }

  /// Records events one action logged, with the state after it.
  private func record(_ events: [EngineEvent], state: DashboardState) {
    let widgetKind = { (name: String) -> String in
      state.widgets.instances.values.first { $0.name == name }?.kind ?? name
    }
    // Where each run's ending goes among the notable events: where its event was logged.
    var endingPositions: [Int] = []
    for event in events {
      switch event.kind.as(IntentRunsFeature.Event.self) {
      case .finished, .failed: endingPositions.append(log.notableEvents.count)
      default: break
      }
      log.append(event, widgetKind: widgetKind)
    }
    let running = state.runs.runs
    for (id, run) in running where open[id] == nil {
      open[id] = log.intentRuns.count
      log.intentRuns.append(
        EventLog.IntentRun(
          title: run.title, origin: origin(of: run.origin, state: state), outcome: nil,
          startDate: run.startedAt))
    }
    // Runs gone from the state ended with one of these events, in order.
    var endings = events.compactMap { event -> (title: String, EventLog.IntentRun.Outcome)? in
      switch event.kind.as(IntentRunsFeature.Event.self) {
      case .finished(let title, let dialog): (title, .succeeded(dialog: dialog))
      case .failed(let title, let message): (title, .failed(message: message))
      default: nil
      }
    }
    var ended: [(position: Int, run: EventLog.IntentRun)] = []
    for id in open.keys.sorted() where running[id] == nil {
      guard let index = open.removeValue(forKey: id) else { continue }
      let title = log.intentRuns[index].title
      var position = log.notableEvents.count
      if let ending = endings.firstIndex(where: { $0.title == title }) {
        log.intentRuns[index].outcome = endings.remove(at: ending).1
        position = endingPositions.remove(at: ending)
      } else {
        log.intentRuns[index].outcome = .failed(message: "ended")
      }
      log.intentRuns[index].endDate = events.first?.date
      ended.append((position, log.intentRuns[index]))
    }
    // Inserted from the last, so earlier positions still hold.
    for ending in ended.sorted(by: { $0.position > $1.position }) {
      log.notableEvents.insert(.intentRun(ending.run), at: ending.position)
    }
  }

  /// Where a run came from, by kind; a control's space is the one on screen when it started.
  private func origin(of origin: RunOrigin, state: DashboardState) -> EventLog.IntentRun.Origin {
    switch origin {
    case .control(let id):
      let kind = state.control(id)?.kind ?? "\(id)"
      return state.space == .lockScreen ? .lockScreen(kind: kind) : .controlCenter(kind: kind)
    case .actionButton(let id):
      return .actionButton(kind: state.control(id)?.kind ?? "\(id)")
    case .widget(let id):
      return .widget(kind: state.widgets.instances[id]?.kind ?? "\(id)")
    case .siri:
      return .siri
    case .actionButtonShortcut:
      return .actionButtonShortcut
    case .app(let name):
      return .app(name: name)
    case .liveActivity(let id):
      return .liveActivity(attributesType: state.activities[id]?.attributesType ?? id)
    }
  }
}
