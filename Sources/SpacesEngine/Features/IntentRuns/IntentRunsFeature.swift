import Foundation
import OrderedCollections
import SpacesKit

/// Intent runs: starting `perform()` (after the device is unlocked, where the intent needs it),
/// its timeout, cancellation, the questions a run asks (the prompt over the space), and handing
/// the outcome back to where the run came from.
package enum IntentRunsFeature: Feature {
  /// The running intents and their questions.
  package struct State: FeatureState {
    /// The runs in start order.
    package private(set) var runs: OrderedDictionary<RunID, IntentRun> = [:]
    /// The identifier of the next run.
    package private(set) var nextID = 1
    /// The questions on screen, by the run that asks.
    package var prompts: [RunID: PromptState] = [:]

    package init() {}

    /// The run acting for a control, if one is running.
    package func run(for control: ControlID) -> IntentRun? {
      runs.values.first { $0.origin.control == control }
    }

    fileprivate mutating func insert(_ run: IntentRun) { runs[run.id] = run }
    fileprivate mutating func remove(_ id: RunID) -> IntentRun? { runs.removeValue(forKey: id) }
    fileprivate mutating func takeID() -> RunID {
      defer { nextID += 1 }
      return RunID(nextID)
    }
  }

  /// What happens to runs.
  package enum Action: Equatable, Sendable {
    /// Start a run (or, on a locked device, ask to unlock first where the intent needs it).
    case start(IntentBox, origin: RunOrigin)
    /// `perform()` returned or threw.
    case finished(RunID, IntentOutcome)
    /// The user gave up on a run (Escape).
    case cancel(RunID)
    /// The running intent asks the user something and waits.
    case asked(RunID, ask: Int, IntentPrompt)
    /// A key for a run's question.
    case promptKey(RunID, KeyEvent)
    /// The user answered the run's question.
    case answer(RunID, IntentAnswer)
    /// A `ProgressReportingIntent`'s run reported how far it has got.
    case progress(RunID, RunProgress)
  }

  /// The runs' deadlines.
  package enum Deadline: Hashable, Sendable {
    /// A run took too long: give up on it.
    case timeout(RunID)
  }

  /// What the engine does for runs.
  package enum Effect: Equatable, Sendable {
    /// Run an intent's `perform()`; the result comes back as `.finished`.
    case perform(RunID, IntentBox)
    /// Cancel a run's task (it timed out or the user gave up); its result, if any, is ignored.
    case cancelRun(RunID)
    /// Resume a run suspended on a question with the user's answer (`nil`: the user gave up).
    case answer(RunID, ask: Int, IntentAnswer?)
  }

  /// What the event log says about runs.
  package enum Event: FeatureEvent {
    case started(title: String)
    case finished(title: String, dialog: String?)
    case failed(title: String, message: String)
    case asked(title: String, question: String)
    case answered(title: String, answer: String)

    package var description: String {
      switch self {
      case .asked(let title, let question): "ask \(title): \(question)"
      case .answered(let title, let answer): "answer \(title): \(answer)"
      case .started(let title): "perform \(title)"
      case .finished(let title, let dialog): "done \(title)" + (dialog.map { ": \($0)" } ?? "")
      case .failed(let title, let message): "failed \(title): \(message)"
      }
    }

    /// Questions, answers and dialogs carry parameter values and what the user typed.
    package var redactedDescription: String {
      switch self {
      case .asked(let title, _): "ask \(title): [redacted]"
      case .answered(let title, _): "answer \(title): [redacted]"
      case .finished(let title, let dialog): "done \(title)" + (dialog == nil ? "" : ": [redacted]")
      case .started, .failed: description
      }
    }
  }

  /// How long `perform()` may take before the system gives up on it.
  package static let performTimeout: TimeInterval = 30

  /// Applies an action. A run's end is handed back to its origin (`RunOrigin.ended`).
  package static func reduce(into state: inout State, action: Action, context: inout ReduceContext)
  {
    switch action {
    case .start(let intent, let origin):
      let isLocked = context.dashboard.device.isLocked
      // A widget's buttons and toggles are inactive on a locked device until it unlocks.
      if DeviceFeature.needsUnlock(intent, isLocked: isLocked)
        || (origin.widget != nil && isLocked)
      {
        return context.send(.device(.askToUnlock(intent, origin: origin)))
      }
      let id = state.takeID()
      let deadline = context.now + performTimeout
      var run = IntentRun(
        id: id, origin: origin, intent: intent, startedAt: context.now,
        phase: .performing(deadline: deadline))
      // Indeterminate until the intent sets its progress's total.
      if intent.intent is any ProgressReportingIntent {
        run.progress = RunProgress(completed: 0, total: 0)
      }
      state.insert(run)
      context.log(.runs(.started(title: intent.title)))
      context.run(.runs(.perform(id, intent)))
      context.schedule(.runs(.timeout(id)), at: deadline)
    case .finished(let id, let outcome):
      guard let run = state.remove(id) else { return }
      context.cancel(.runs(.timeout(id)))
      end(run, outcome: outcome, context: &context)
    case .cancel(let id):
      guard let run = state.remove(id) else { return }
      if case .awaitingAnswer(let ask, _, _) = run.phase {
        context.run(.runs(.answer(id, ask: ask, nil)))
        dismissPrompt(id, state: &state, context: &context)
      } else {
        context.cancel(.runs(.timeout(id)))
      }
      context.run(.runs(.cancelRun(id)))
      end(run, outcome: .failure("cancelled"), context: &context)
    case .asked(let id, let ask, let prompt):
      guard var run = state.runs[id], case .performing(let deadline) = run.phase else {
        // Nobody to ask (the run ended): the question is cancelled.
        context.run(.runs(.answer(id, ask: ask, nil)))
        return
      }
      run.phase = .awaitingAnswer(
        ask: ask, prompt, remaining: max(0, deadline.timeIntervalSince(context.now)))
      state.insert(run)
      context.cancel(.runs(.timeout(id)))
      context.log(.runs(.asked(title: run.title, question: prompt.question)))
      state.prompts[id] = PromptState(run: id, ask: ask, prompt: prompt)
      context.send(.navigation(.present(.prompt(id))))
    case .promptKey(let id, let key):
      guard let prompt = state.prompts[id] else { return }
      switch prompt.handle(key) {
      case .edited(let next): state.prompts[id] = next
      case .answer(let answer): context.send(.runs(.answer(id, answer)))
      case .cancel: context.send(.runs(.cancel(id)))
      case .ignored: break
      }
    case .answer(let id, let answer):
      guard var run = state.runs[id],
        case .awaitingAnswer(let ask, let prompt, let remaining) = run.phase
      else { return }
      let deadline = context.now + remaining
      run.phase = .performing(deadline: deadline)
      state.insert(run)
      context.log(.runs(.answered(title: run.title, answer: prompt.describe(answer))))
      context.run(.runs(.answer(id, ask: ask, answer)))
      context.schedule(.runs(.timeout(id)), at: deadline)
      dismissPrompt(id, state: &state, context: &context)
    case .progress(let id, let progress):
      // A report after the run ended changes nothing.
      guard var run = state.runs[id] else { return }
      run.progress = progress
      state.insert(run)
    }
  }

  /// A deadline came due.
  package static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .timeout(let id):
      guard let run = state.runs[id], case .performing = run.phase else { return }
      _ = state.remove(id)
      context.run(.runs(.cancelRun(id)))
      end(
        run, outcome: .failure("timed out after \(Int(performTimeout)) s"), context: &context)
    }
  }

  private static func dismissPrompt(
    _ id: RunID, state: inout State, context: inout ReduceContext
  ) {
    state.prompts[id] = nil
    context.send(.navigation(.dismiss(.prompt(id))))
  }

  private static func end(_ run: IntentRun, outcome: IntentOutcome, context: inout ReduceContext) {
    switch outcome {
    case .success(let content):
      context.log(
        .runs(.finished(title: run.title, dialog: content.dialog?.full.resolvedText)))
    case .failure(let message):
      context.log(.runs(.failed(title: run.title, message: message)))
    }
    for action in run.origin.ended(outcome) { context.send(action) }
    // The system learns from a predictable intent's runs (its Siri Suggestions).
    if case .success(let content) = outcome, run.intent.intent is any PredictableIntent {
      context.send(.donations(.ran(content.performedIntent ?? run.intent)))
    }
    // `.result(opensIntent:)`: the system performs the next intent, for the same origin; one
    // that opens the app brings the app up as it starts.
    if case .success(let content) = outcome, let next = content.opensIntent {
      if next.opensApp {
        if let app = next.openTargetName ?? appName(of: run.origin, in: context.dashboard) {
          context.send(.device(.opened(appName: app)))
        } else {
          context.log(
            .warning("\(next.title) opens its app, but a run from \(run.origin) names none"))
        }
      }
      context.send(.runs(.start(next, origin: run.origin)))
    }
  }

  /// The app a run's origin belongs to, where the origin tells (a control, an app's screen).
  private static func appName(of origin: RunOrigin, in dashboard: DashboardState) -> String? {
    switch origin {
    case .control(let id), .actionButton(let id): dashboard.controls[id]?.appName
    case .app(let app): app
    case .widget, .siri, .actionButtonShortcut, .liveActivity: nil
    }
  }
}

extension DashboardAction {
  /// An intent run action.
  package static func runs(_ action: IntentRunsFeature.Action) -> Self {
    .feature(AnyFeatureAction(action))
  }
}

extension DeadlineID {
  /// An intent run deadline.
  package static func runs(_ deadline: IntentRunsFeature.Deadline) -> Self { Self(deadline) }
}

extension Effect {
  /// An intent run effect.
  package static func runs(_ effect: IntentRunsFeature.Effect) -> Self {
    .feature(AnyFeatureEffect(effect))
  }
}

extension EngineEvent.Kind {
  /// An intent run event.
  package static func runs(_ event: IntentRunsFeature.Event) -> Self {
    .feature(AnyFeatureEvent(event))
  }
}
