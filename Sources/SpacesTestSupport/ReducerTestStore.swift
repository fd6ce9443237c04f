import Foundation
import SpacesEngine
import SpacesKit
import Testing

/// Tests the dashboard's reducer exhaustively, as TCA's `TestStore` does: send an action, state
/// the exact change to the state, the exact effects and the exact event-log lines; anything
/// else that changed, any other effect or any other line fails the test.
///
/// ```swift
/// let store = ReducerTestStore(state: state)
/// store.send(.key(.tab)) { $0.navigation.controlCenterFocus = second }
/// store.send(.controls(.reload(kind: nil, cause: .app)),
///   effects: [.reloadControl(first, generation: 1), …], events: ["reload A cause=app"]) {
///   $0.controls.update(first) { _ = $0.reload.request(.app, now: store.now) }
/// }
/// ```
///
/// No runtime runs: effects are values to assert, and results are sent back by the test
/// (`.controls(.loaded(…))`), so every step is deterministic and instant.
@MainActor
public final class ReducerTestStore {
  /// The state after the last action.
  public private(set) var state: DashboardState
  /// The time actions are applied at; move it with `advance(by:)`.
  public private(set) var now: Date

  /// Creates a store from a state at a time (default: the virtual clock's start).
  public init(state: DashboardState = DashboardState(), now: Date = VirtualClock.keynote) {
    self.state = state
    self.now = now
  }

  /// Moves the store's time forward.
  public func advance(by interval: TimeInterval) { now += interval }

  /// Sends an action and checks the exact outcome: `update` turns the previous state into the
  /// expected one (events excluded: they are checked against `events`, as the log prints them).
  /// Returns the effects so a test can feed results back.
  @discardableResult
  public func send(
    _ action: DashboardAction, effects expectedEffects: [Effect] = [],
    events expectedEvents: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout DashboardState) -> Void = { _ in }
  ) -> [Effect] {
    var expected = state
    update(&expected)
    var actual = state
    let (effects, events) = DashboardReducer.reduceLogging(
      into: &actual, action: action, now: now)
    let lines = events.map { EngineEvent(date: now, kind: $0).description }
    if lines != expectedEvents {
      Issue.record(
        "events after \(action):\n  expected \(expectedEvents)\n  actual   \(lines)",
        sourceLocation: sourceLocation)
    }
    if effects != expectedEffects {
      Issue.record(
        "effects after \(action):\n  expected \(expectedEffects)\n  actual   \(effects)",
        sourceLocation: sourceLocation)
    }
    expected.events = actual.events
    if expected != actual {
      let diff = StateDiff.lines(expected: expected, actual: actual).joined(separator: "\n")
      Issue.record("state after \(action) differs:\n\(diff)", sourceLocation: sourceLocation)
    }
    state = actual
    return effects
  }
}

/// A readable difference of two values: the paths of the stored properties that differ, with
/// both values.
enum StateDiff {
  static func lines<T>(expected: T, actual: T, path: String = "state", depth: Int = 0) -> [String] {
    let e = Mirror(reflecting: expected)
    let a = Mirror(reflecting: actual)
    let eChildren = Array(e.children)
    let aChildren = Array(a.children)
    let same = String(reflecting: expected) == String(reflecting: actual)
    if same { return [] }
    guard depth < 6, !eChildren.isEmpty, eChildren.count == aChildren.count,
      e.displayStyle == .struct || e.displayStyle == .class
    else {
      return ["  \(path):\n    expected \(expected)\n    actual   \(actual)"]
    }
    var result: [String] = []
    for (ec, ac) in zip(eChildren, aChildren) {
      let label = ec.label ?? "?"
      result += lines(
        expected: ec.value, actual: ac.value, path: "\(path).\(label)", depth: depth + 1)
    }
    return result.isEmpty ? ["  \(path): differs"] : result
  }
}
