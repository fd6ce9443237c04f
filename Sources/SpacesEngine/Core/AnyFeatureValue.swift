/// A feature's action, effect or event under one type, compared by value (and type).
///
/// The root types (`DashboardAction`, `Effect`, `EngineEvent.Kind`) carry features' values in
/// these boxes, so that each feature declares its own types where it lives; each feature adds a
/// named constructor (`.controls(…)`) so call sites read as before.
package struct AnyFeatureAction: Equatable, Sendable, CustomStringConvertible {
  /// The feature's action.
  package let base: any Equatable & Sendable

  package init(_ base: some Equatable & Sendable) { self.base = base }

  /// The action as a feature's type, if it is one.
  package func `as`<Value>(_ type: Value.Type) -> Value? { base as? Value }

  /// The action's type, by which the root reducer finds its feature.
  var type: ObjectIdentifier { ObjectIdentifier(Swift.type(of: base)) }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

  package var description: String { "\(Swift.type(of: base)).\(base)" }
}

/// A feature's effect under one type (see `AnyFeatureAction`).
package struct AnyFeatureEffect: Equatable, Sendable, CustomStringConvertible {
  /// The feature's effect.
  package let base: any FeatureEffect

  package init(_ base: some FeatureEffect) { self.base = base }

  /// The effect as a feature's type, if it is one.
  package func `as`<Value>(_ type: Value.Type) -> Value? { base as? Value }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

  package var description: String { "\(Swift.type(of: base)).\(base)" }
}

/// A feature's event-log line under one type (see `AnyFeatureAction`).
package struct AnyFeatureEvent: Equatable, Sendable, CustomStringConvertible {
  /// The feature's event.
  package let base: any FeatureEvent

  package init(_ base: some FeatureEvent) { self.base = base }

  /// The event as a feature's type, if it is one.
  package func `as`<Value>(_ type: Value.Type) -> Value? { base as? Value }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.base.isEqual(to: rhs.base) }

  /// The line as the event log prints it.
  package var description: String { base.description }

  /// The line without the user's content (`FeatureEvent.redactedDescription`).
  package var redactedDescription: String { base.redactedDescription }
}

extension Equatable {
  /// Whether another value of any equatable type is this one.
  func isEqual(to other: any Equatable) -> Bool { (other as? Self) == self }
}
