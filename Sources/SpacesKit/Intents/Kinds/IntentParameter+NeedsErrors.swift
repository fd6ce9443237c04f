import Foundation

/// The errors a parameter hands `perform()` to throw when it needs the user, as App Intents
/// declares them: the system asks, sets the parameter, and performs the intent again.
extension IntentParameter {
  /// An error that asks the user for this parameter's value, then performs the intent again.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
    let parameter = erased(name: "")
    return AppIntentError(
      request: .parameter(
        storage: storageIdentity, ask: { try await parameter.requestValue(dialog: dialog) }),
      text: "needs a value for \(title.resolvedText)")
  }

  /// An error that asks the user to pick one of several values, then performs the intent again.
  public func needsDisambiguationError(among itemsToDisambiguate: [Value], dialog: IntentDialog)
    -> AppIntentError
  {
    let title = self.title
    return AppIntentError(
      request: .parameter(
        storage: storageIdentity,
        ask: { try await Self.pick(itemsToDisambiguate, title: title, dialog: dialog) }),
      text: "needs one of \(itemsToDisambiguate.count) values for \(title.resolvedText)")
  }

  /// An error that asks the user to confirm a value, then performs the intent again with it.
  ///
  /// Declining ends the run as cancelled.
  public func needsConfirmationError(for itemToConfirm: Value, dialog: IntentDialog)
    -> AppIntentError
  {
    let title = self.title
    return AppIntentError(
      request: .parameter(
        storage: storageIdentity,
        ask: {
          guard try await Self.confirm(itemToConfirm, title: title, dialog: dialog) else {
            throw CancellationError()
          }
          return itemToConfirm
        }),
      text: "needs \(title.resolvedText) confirmed")
  }

  /// `needsDisambiguationError(among:dialog:)` for an optional parameter.
  ///
  /// App Intents asks with the unwrapped type.
  public func needsDisambiguationError<Wrapped: Sendable>(
    among itemsToDisambiguate: [Wrapped], dialog: IntentDialog
  ) -> AppIntentError where Value == Wrapped? {
    let title = self.title
    return AppIntentError(
      request: .parameter(
        storage: storageIdentity,
        ask: { try await Self.pick(itemsToDisambiguate, title: title, dialog: dialog) }),
      text: "needs one of \(itemsToDisambiguate.count) values for \(title.resolvedText)")
  }

  /// `needsConfirmationError(for:dialog:)` for an optional parameter.
  public func needsConfirmationError<Wrapped: Sendable>(
    for itemToConfirm: Wrapped, dialog: IntentDialog
  ) -> AppIntentError where Value == Wrapped? {
    let title = self.title
    return AppIntentError(
      request: .parameter(
        storage: storageIdentity,
        ask: {
          guard try await Self.confirm(itemToConfirm, title: title, dialog: dialog) else {
            throw CancellationError()
          }
          return itemToConfirm
        }),
      text: "needs \(title.resolvedText) confirmed")
  }
}
