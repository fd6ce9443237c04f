import Foundation
import SpacesKit

extension IntentRunsFeature.Effect: FeatureEffect {
  /// Runs an intent run effect in the engine.
  package func run(in engine: Engine) { engine.run(self) }
}

extension Engine {
  /// Carries out an intent run effect: `perform()` in a task the engine keeps (so a timeout or
  /// Escape cancels it), a cancellation, an answer to the run's question.
  func run(_ effect: IntentRunsFeature.Effect) {
    switch effect {
    case .perform(let id, let intent):
      let host = self.host
      let app = runApp(id)
      // A `ProgressReportingIntent` gets a progress whose changes are sent to the engine.
      let progress =
        intent.intent is any ProgressReportingIntent
        ? ProgressHandle(
          ReportingProgress { host.send(.progress(run: id.rawValue, $0)) }) : nil
      launch(TaskKey(id), isIntentRun: true) {
        do {
          let content = try await SystemHost.$currentRun.withValue(id.rawValue) {
            // The run's app, so `ActivityAuthorizationInfo` reads its Live Activities switch.
            try await SystemHost.$currentApp.withValue(app) {
              try await SystemHost.$currentProgress.withValue(progress) {
                try await host.run { try await intent.perform() }
              }
            }
          }
          return .runs(.finished(id, .success(content)))
        } catch is CancellationError {
          return .runs(.finished(id, .failure("cancelled")))
        } catch {
          return .runs(.finished(id, .failure(Self.message(for: error))))
        }
      }
    case .cancelRun(let id):
      tasks.cancel(TaskKey(id))
    case .answer(let id, let ask, let answer):
      if let answer {
        tasks.resume(TaskKey(id))
        host.answer(ask, with: .success(answer))
      } else {
        host.answer(ask, with: .failure(CancellationError()))
      }
    }
  }
}
