import Foundation

/// App wakes: app code that asked to run at a date (`SystemHost.scheduleWake`, a timer whose
/// interval ends) runs when the engine's clock reaches it, as one of its deadlines.
package enum AppWakesFeature: Feature {
  package typealias State = Stateless

  /// What happens to wakes.
  package enum Action: Equatable, Sendable {
    /// App code scheduled (or rescheduled) a wake.
    case scheduled(String, at: Date)
    /// App code cancelled a wake.
    case cancelled(String)
    /// A wake's work returned.
    case ran(String)
  }

  /// The wakes' deadlines.
  package enum Deadline: Hashable, Sendable {
    /// A wake's date came.
    case wake(String)
  }

  /// What the engine does for wakes.
  package enum Effect: Equatable, Sendable {
    /// Run the work app code scheduled for a wake (`SystemHost.scheduleWake`); comes back as
    /// `.ran`.
    case run(String)
  }

  /// What the event log says about wakes.
  package enum Event: FeatureEvent {
    /// A wake's work runs.
    case woke(String)

    package var description: String {
      switch self {
      case .woke(let id): "wake \(id)"
      }
    }
  }

  /// Applies an action.
  package static func reduce(
    into state: inout Stateless, action: Action, context: inout ReduceContext
  ) {
    switch action {
    case .scheduled(let id, let date):
      if date <= context.now {
        wake(id, context: &context)
      } else {
        context.schedule(.appWakes(.wake(id)), at: date)
      }
    case .cancelled(let id):
      context.cancel(.appWakes(.wake(id)))
    case .ran:
      break
    }
  }

  /// A deadline came due.
  package static func deadline(
    _ deadline: Deadline, state: inout Stateless, context: inout ReduceContext
  ) {
    switch deadline {
    case .wake(let id): wake(id, context: &context)
    }
  }

  static func wake(_ id: String, context: inout ReduceContext) {
    context.log(.appWakes(.woke(id)))
    context.run(.appWakes(.run(id)))
  }
}

extension DashboardAction {
  /// An app wake action.
  package static func appWakes(_ action: AppWakesFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// An app wake deadline.
  package static func appWakes(_ deadline: AppWakesFeature.Deadline) -> Self { Self(deadline) }
}

extension Effect {
  /// An app wake effect.
  package static func appWakes(_ effect: AppWakesFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// An app wake event.
  package static func appWakes(_ event: AppWakesFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
