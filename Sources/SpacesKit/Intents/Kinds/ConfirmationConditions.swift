/// When `requestConfirmation(conditions:actionName:dialog:)` asks, as App Intents declares it.
///
/// Empty: always. `.lowConfidenceSource`: only when the run came from a source the system isn't
/// sure of; the dashboard can't tell, so it asks then too.
public struct ConfirmationConditions: OptionSet, Sendable {
  /// The conditions' bits.
  public let rawValue: Int

  /// Creates conditions from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Only confirm when the run was started from a low-confidence source.
  public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1)
}

extension AppIntent {
  /// Asks the user to confirm before the intent goes on, with a dialog and the button's verb.
  ///
  /// The dashboard asks in its prompt (`y`/`n`) with the dialog and the verb ("Buy?"); declining,
  /// or `Esc`, throws `CancellationError`, which ends the run as cancelled.
  public func requestConfirmation(
    conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
    dialog: IntentDialog
  ) async throws {
    let answer = try await SystemHost.current.ask(
      .confirmation(
        title: Self.title.resolvedText, item: actionName.label, dialog: dialog.full.resolvedText,
        actionName: actionName.label))
    guard case .confirmation(let confirmed) = answer else {
      throw IntentPromptError.unexpectedAnswer(answer)
    }
    if !confirmed { throw CancellationError() }
  }
}
