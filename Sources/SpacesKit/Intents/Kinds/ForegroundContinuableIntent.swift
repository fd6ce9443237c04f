import Foundation

/// An intent that starts in the background and may ask to continue in the app.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
  /// Asks the user to continue in the app, then opens it and runs the continuation.
  ///
  /// The continuation runs on the main actor; its result is returned.
  /// The dashboard asks in its prompt (`y`/`n`), with the dialog ("Continue in the app?"
  /// without one) and the verb "Continue"; declining, or `Esc`, throws `CancellationError`.
  @discardableResult
  public func requestToContinueInForeground<ResultValue: Sendable>(
    _ dialog: IntentDialog? = nil,
    continuation: @MainActor () async throws -> ResultValue = { () }
  ) async throws -> ResultValue {
    try await ForegroundContinuation.ask(title: Self.title.resolvedText, dialog: dialog)
    return try await continuation()
  }

  /// An error that, thrown from `perform()`, asks the user to continue in the app.
  ///
  /// When they do, the app's screen opens and the continuation runs on the main actor; the run
  /// ends.
  public func needsToContinueInForegroundError(
    _ dialog: IntentDialog? = nil,
    continuation: (@MainActor () async throws -> Void)? = nil
  ) -> AppIntentError {
    let box = ForegroundContinuation(continuation)
    return AppIntentError(
      request: .continueInForeground(dialog: dialog, run: { try await box.run() }),
      text: "needs to continue in the app")
  }
}

/// Opening the running intent's app for `requestToContinueInForeground`.
struct ForegroundContinuation: @unchecked Sendable {
  /// The continuation, only ever called on the main actor.
  let continuation: (@MainActor () async throws -> Void)?

  init(_ continuation: (@MainActor () async throws -> Void)?) {
    self.continuation = continuation
  }

  @MainActor func run() async throws { try await continuation?() }

  /// Asks to continue; opens the running intent's app when the user agrees.
  static func ask(title: String, dialog: IntentDialog?) async throws {
    let host = SystemHost.current
    let answer = try await host.ask(
      .confirmation(
        title: title, item: ConfirmationActionName.continue.label,
        dialog: dialog?.full.resolvedText ?? "Continue in the app?",
        actionName: ConfirmationActionName.continue.label))
    guard case .confirmation(let confirmed) = answer else {
      throw IntentPromptError.unexpectedAnswer(answer)
    }
    guard confirmed else { throw CancellationError() }
    host.openRunningIntentApp(url: nil)
  }
}
