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
package final class ReducerTestStore {
  /// The state after the last action.
  package private(set) var state: DashboardState
  /// The time actions are applied at; move it with `advance(by:)`.
  package private(set) var now: Date

  /// Creates a store from a state at a time (default: the virtual clock's start).
  package init(state: DashboardState = DashboardState(), now: Date = VirtualClock.keynote) {
    self.state = state
    self.now = now
  }

  /// Moves the store's time forward.
  package func advance(by interval: TimeInterval) { now += interval }

  /// Sends an action and checks the exact outcome: `update` turns the previous state into the
  /// expected one (events excluded: they are checked against `events`, as the log prints them).
  /// Returns the effects so a test can feed results back.
  @discardableResult
  package func send(
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

/// A readable difference of two values: the paths of the stored properties, dictionary entries
/// and collection elements that differ, with both values.
enum StateDiff {
  static func lines<T>(expected: T, actual: T, path: String = "state", depth: Int = 0) -> [String] {
    if String(reflecting: expected) == String(reflecting: actual) { return [] }
    let e = Mirror(reflecting: expected)
    let a = Mirror(reflecting: actual)
    guard depth < 8 else { return [leaf(path, expected, actual)] }
    switch (e.displayStyle, a.displayStyle) {
    case (.dictionary, .dictionary):
      // A `Dictionary`'s order is arbitrary; an ordered dictionary's is part of its value.
      let ordered = !(expected is any _UnorderedDictionary)
      return dictionaryLines(e, a, path: path, depth: depth, ordered: ordered)
    case (.collection, .collection) where e.children.count == a.children.count:
      return zip(e.children, a.children).enumerated().flatMap { index, pair in
        lines(
          expected: pair.0.value, actual: pair.1.value, path: "\(path)[\(index)]", depth: depth + 1)
      }
    case (.struct, .struct), (.class, .class):
      let eChildren = Array(e.children)
      let aChildren = Array(a.children)
      guard !eChildren.isEmpty, eChildren.count == aChildren.count else {
        return [leaf(path, expected, actual)]
      }
      let result = zip(eChildren, aChildren).flatMap { ec, ac in
        lines(
          expected: ec.value, actual: ac.value, path: "\(path).\(ec.label ?? "?")", depth: depth + 1
        )
      }
      return result.isEmpty ? [leaf(path, expected, actual)] : result
    default:
      return [leaf(path, expected, actual)]
    }
  }

  /// Entries by key: those only on one side, then the differences inside common ones.
  private static func dictionaryLines(
    _ e: Mirror, _ a: Mirror, path: String, depth: Int, ordered: Bool
  ) -> [String] {
    func entries(_ mirror: Mirror) -> [(key: String, value: Any)] {
      mirror.children.map { child in
        let pair = Array(Mirror(reflecting: child.value).children)
        guard pair.count == 2 else { return (String(reflecting: child.value), child.value) }
        return (String(describing: pair[0].value), pair[1].value)
      }
    }
    let expected = entries(e)
    let actual = entries(a)
    let actualByKey = Dictionary(actual.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
    let expectedKeys = Set(expected.map(\.key))
    var result: [String] = []
    for (key, value) in expected {
      guard let other = actualByKey[key] else {
        result.append("  \(path)[\(key)]: expected \(value), missing")
        continue
      }
      result += lines(expected: value, actual: other, path: "\(path)[\(key)]", depth: depth + 1)
    }
    for (key, value) in actual where !expectedKeys.contains(key) {
      result.append("  \(path)[\(key)]: unexpected \(value)")
    }
    if result.isEmpty, ordered, expected.map(\.key) != actual.map(\.key) {
      result.append(
        "  \(path): order\n    expected \(expected.map(\.key))\n    actual   \(actual.map(\.key))")
    }
    return result
  }

  private static func leaf(_ path: String, _ expected: Any, _ actual: Any) -> String {
    "  \(path):\n    expected \(expected)\n    actual   \(actual)"
  }
}

/// Marks Swift's `Dictionary`, whose iteration order means nothing.
private protocol _UnorderedDictionary {}
extension Dictionary: _UnorderedDictionary {}
