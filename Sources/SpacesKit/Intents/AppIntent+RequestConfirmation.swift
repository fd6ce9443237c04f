import Foundation

extension AppIntent {
  /// Asks the user to confirm the intent's action before it goes on, showing a result's dialog.
  ///
  /// The dashboard asks in its prompt (`y`/`n`) with the result's dialog and the action's verb;
  /// `showPrompt: false` asks without the dialog. Declining, or `Esc`, throws
  /// `CancellationError`, which ends the run as cancelled.
  public func requestConfirmation<Result: IntentResult>(
    result: Result, confirmationActionName: ConfirmationActionName = .continue,
    showPrompt: Bool = true
  ) async throws {
    let dialog = showPrompt ? result._content.dialog?.full.resolvedText : nil
    let answer = try await SystemHost.current.ask(
      .confirmation(
        title: Self.title.resolvedText, item: confirmationActionName.label, dialog: dialog,
        actionName: confirmationActionName.label))
    guard case .confirmation(let confirmed) = answer else {
      throw IntentPromptError.unexpectedAnswer(answer)
    }
    if !confirmed { throw CancellationError() }
  }
}
