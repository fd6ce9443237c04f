/// What a running intent asks the user; the intent suspends until the answer comes (Siri or the
/// Shortcuts app asks on iOS; the dashboard asks in the terminal).
package enum IntentPrompt: Sendable, Equatable {
  /// Pick one of several items (`$param.requestDisambiguation(among:dialog:)`, or a value of a
  /// picker parameter); `sections` are the headers of an `IntentItemCollection`'s sections.
  case disambiguation(
    title: String, options: [String], dialog: String?, sections: [IntentPromptSection] = [])
  /// Confirm an item (`$param.requestConfirmation(for:dialog:)`), or an action
  /// (`requestConfirmation(…actionName:…)`, whose button says the action: "Buy", "Send").
  case confirmation(title: String, item: String, dialog: String?, actionName: String? = nil)
  /// Type a value.
  case value(title: String, dialog: String?)

  /// The parameter's title the prompt is about.
  package var title: String {
    switch self {
    case .disambiguation(let title, _, _, _), .confirmation(let title, _, _, _),
      .value(let title, _):
      title
    }
  }

  /// The dialog the intent gave, if any.
  package var dialog: String? {
    switch self {
    case .disambiguation(_, _, let dialog, _), .confirmation(_, _, let dialog, _),
      .value(_, let dialog):
      dialog
    }
  }
}

/// The user's answer to an `IntentPrompt`.
package enum IntentAnswer: Sendable, Equatable {
  /// The index of the option picked.
  case choice(Int)
  /// Yes or no.
  case confirmation(Bool)
  /// The text typed.
  case text(String)
}

/// Why asking the user failed.
package enum IntentPromptError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `ask` was called outside an intent's `perform()` (nobody is there to answer).
  case notInIntentRun
  /// The answer doesn't fit the prompt.
  case unexpectedAnswer(IntentAnswer)

  /// A sentence saying why the prompt couldn't be asked or answered.
  package var description: String {
    switch self {
    case .notInIntentRun: "asked the user outside an intent's perform()"
    case .unexpectedAnswer(let answer): "an answer that doesn't fit the prompt: \(answer)"
    }
  }
}

extension IntentPrompt {
  /// The answer keys a confirmation shows, as iOS labels its buttons: the action's name and
  /// "Cancel" for an action ("[y] Buy    [n] Cancel"), "Yes" and "No" for an item.
  package var confirmationButtons: String {
    guard case .confirmation(_, _, _, let actionName) = self, let actionName else {
      return "[y] Yes    [n] No"
    }
    return "[y] \(actionName)    [n] Cancel"
  }
}

/// A section header in a prompt's list of options: the header and the index of the first
/// option under it (options before the first header have none).
package struct IntentPromptSection: Sendable, Equatable {
  /// The index of the section's first option.
  package var start: Int
  /// The header: title, subtitle, symbol.
  package var header: ParameterOptionSection

  package init(start: Int, header: ParameterOptionSection) {
    self.start = start
    self.header = header
  }

  /// The headers of a list of options, one where an option's section differs from the one
  /// before it.
  package static func headers(of options: [ParameterOption]) -> [IntentPromptSection] {
    var headers: [IntentPromptSection] = []
    for (index, option) in options.enumerated() {
      guard let section = option.section, index == 0 || options[index - 1].section != section
      else { continue }
      headers.append(IntentPromptSection(start: index, header: section))
    }
    return headers
  }
}
