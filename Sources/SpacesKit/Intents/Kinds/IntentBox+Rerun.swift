import Foundation

extension IntentBox {
  /// The most times one run performs its intent again for the errors it throws.
  static let rerunLimit = 8

  /// Performs the intent, answering the `AppIntentError`s it throws as iOS does: a parameter it
  /// needs is asked for and set, and the intent performed again (at most `rerunLimit` times);
  /// `restartPerform` performs it again; continuing in the foreground asks, opens the app and
  /// runs the continuation, which ends the run.
  func performAnsweringErrors() async throws -> IntentResultContent {
    if let opener = intent as? any URLRepresentableIntent {
      // The system opens the intent's URL instead of performing it.
      guard let url = try await opener.representedURL() else {
        throw AppIntentError(text: "\(title) has no URL to open")
      }
      SystemHost.current.openRunningIntentApp(url: url)
      return IntentResultContent()
    }
    var box = self
    var attempts = 0
    while true {
      do {
        var content = try await box.intent.perform()._content
        content.performedIntent = box
        return content
      } catch let error as AppIntentError {
        attempts += 1
        guard attempts <= Self.rerunLimit else { throw error }
        switch error.request {
        case .none:
          throw error
        case .restart:
          continue
        case .parameter(let storage, let ask):
          guard let name = box.intent._parameterName(storage: storage) else { throw error }
          let value = try await ask()
          box = try box.settingParameter(name, to: value)
        case .continueInForeground(let dialog, let run):
          try await ForegroundContinuation.ask(title: title, dialog: dialog)
          try await run()
          return IntentResultContent()
        }
      }
    }
  }
}

extension AppIntent {
  /// Whether one of the intent's `@Parameter`s has the storage `storage`.
  func _declaresParameter(storage: ObjectIdentifier) -> Bool {
    _parameterName(storage: storage) != nil
  }

  /// The property name of the parameter whose storage is `storage`, if the intent has one.
  func _parameterName(storage: ObjectIdentifier) -> String? {
    Self.parameterWrappers(of: self).first { ObjectIdentifier($0.wrapper) == storage }?.name
  }
}
