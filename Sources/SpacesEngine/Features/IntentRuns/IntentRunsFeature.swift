import Foundation
import OrderedCollections
import SpacesKit

/// Intent runs: starting `perform()`, its timeout, cancellation, and handing the outcome back to
/// where the run came from.
public enum IntentRunsFeature {
  /// The running intents.
  public struct State: Equatable, Sendable {
    /// The runs in start order.
    public private(set) var runs: OrderedDictionary<RunID, IntentRun> = [:]
    /// The identifier of the next run.
    public private(set) var nextID = 1

    public init() {}

    /// The run acting for a control, if one is running.
    public func run(for control: ControlID) -> IntentRun? {
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
  public enum Action: Equatable, Sendable {
    /// Start a run.
    case start(IntentBox, origin: RunOrigin)
    /// `perform()` returned or threw.
    case finished(RunID, IntentOutcome)
    /// The user gave up on a run (Escape).
    case cancel(RunID)
    /// The running intent asks the user something and waits.
    case asked(RunID, ask: Int, IntentPrompt)
    /// The user answered the run's question.
    case answer(RunID, IntentAnswer)
  }

  /// The runs' deadlines.
  public enum Deadline: Hashable, Sendable {
    /// A run took too long: give up on it.
    case timeout(RunID)
  }

  /// What the event log says about runs.
  public enum Event: Equatable, Sendable {
    case started(title: String)
    case finished(title: String, dialog: String?)
    case failed(title: String, message: String)
    case asked(title: String, question: String)
    case answered(title: String, answer: String)

    var description: String {
      switch self {
      case .asked(let title, let question): "ask \(title): \(question)"
      case .answered(let title, let answer): "answer \(title): \(answer)"
      case .started(let title): "perform \(title)"
      case .finished(let title, let dialog): "done \(title)" + (dialog.map { ": \($0)" } ?? "")
      case .failed(let title, let message): "failed \(title): \(message)"
      }
    }
  }

  /// How long `perform()` may take before the system gives up on it.
  public static let performTimeout: TimeInterval = 30

  /// Applies an action. A run's end is handed back to its origin as `.runEnded`.
  public static func reduce(into state: inout State, action: Action, context: inout ReduceContext) {
    switch action {
    case .start(let intent, let origin):
      let id = state.takeID()
      let deadline = context.now + performTimeout
      state.insert(
        IntentRun(
          id: id, origin: origin, intent: intent, startedAt: context.now,
          phase: .performing(deadline: deadline)))
      context.log(.runs(.started(title: intent.title)))
      context.run(.perform(id, intent))
      context.run(.schedule(.runs(.timeout(id)), at: deadline))
    case .finished(let id, let outcome):
      guard let run = state.remove(id) else { return }
      context.run(.cancel(.runs(.timeout(id))))
      end(run, outcome: outcome, context: &context)
    case .cancel(let id):
      guard let run = state.remove(id) else { return }
      if case .awaitingAnswer(let ask, _, _) = run.phase {
        context.run(.answer(id, ask: ask, nil))
        context.send(.navigation(.dismissPrompt(id)))
      } else {
        context.run(.cancel(.runs(.timeout(id))))
      }
      context.run(.cancelRun(id))
      end(run, outcome: .failure("cancelled"), context: &context)
    case .asked(let id, let ask, let prompt):
      guard var run = state.runs[id], case .performing(let deadline) = run.phase else {
        // Nobody to ask (the run ended): the question is cancelled.
        context.run(.answer(id, ask: ask, nil))
        return
      }
      run.phase = .awaitingAnswer(
        ask: ask, prompt, remaining: max(0, deadline.timeIntervalSince(context.now)))
      state.insert(run)
      context.run(.cancel(.runs(.timeout(id))))
      context.log(.runs(.asked(title: run.title, question: prompt.question)))
      context.send(.navigation(.present(.prompt(PromptState(run: id, ask: ask, prompt: prompt)))))
    case .answer(let id, let answer):
      guard var run = state.runs[id],
        case .awaitingAnswer(let ask, let prompt, let remaining) =
          run.phase
      else { return }
      let deadline = context.now + remaining
      run.phase = .performing(deadline: deadline)
      state.insert(run)
      context.log(.runs(.answered(title: run.title, answer: prompt.describe(answer))))
      context.run(.answer(id, ask: ask, answer))
      context.run(.schedule(.runs(.timeout(id)), at: deadline))
      context.send(.navigation(.dismissPrompt(id)))
    }
  }

  /// A deadline came due.
  public static func deadline(
    _ deadline: Deadline, state: inout State, context: inout ReduceContext
  ) {
    switch deadline {
    case .timeout(let id):
      guard let run = state.runs[id], case .performing = run.phase else { return }
      _ = state.remove(id)
      context.run(.cancelRun(id))
      end(
        run, outcome: .failure("timed out after \(Int(performTimeout)) s"), context: &context)
    }
  }

  private static func end(_ run: IntentRun, outcome: IntentOutcome, context: inout ReduceContext) {
    switch outcome {
    case .success(let content):
      context.log(
        .runs(.finished(title: run.title, dialog: content.dialog?.full.resolvedText)))
    case .failure(let message):
      context.log(.runs(.failed(title: run.title, message: message)))
    }
    context.send(.runEnded(run.origin, outcome))
  }
}
