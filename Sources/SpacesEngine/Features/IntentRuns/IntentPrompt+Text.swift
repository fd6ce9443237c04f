import SpacesKit

extension IntentPrompt {
  /// The question as one line: the intent's dialog, else one made from the parameter's title.
  package var question: String {
    if let dialog, !dialog.isEmpty { return dialog }
    switch self {
    case .disambiguation(let title, _, _, _): return "Which \(title.lowercased())?"
    case .confirmation(let title, let item, _, _): return "\(title): \(item)?"
    case .value(let title, _): return "\(title)?"
    }
  }

  /// An answer as the event log writes it.
  package func describe(_ answer: IntentAnswer) -> String {
    switch (self, answer) {
    case (.disambiguation(_, let options, _, _), .choice(let index))
    where options.indices.contains(
      index):
      options[index]
    case (_, .confirmation(let confirmed)): confirmed ? "yes" : "no"
    case (_, .text(let text)): "\"\(text)\""
    case (_, .choice(let index)): "option \(index + 1)"
    }
  }
}
