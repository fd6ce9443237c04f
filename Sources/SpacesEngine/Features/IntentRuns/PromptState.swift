import SpacesKit

/// A question a running intent asks, as the prompt overlay shows it: the highlighted option of
/// a list, or the text typed so far.
package struct PromptState: Equatable, Sendable {
  /// The run that asks.
  package var run: RunID
  /// The question's number (the host resumes the intent by it).
  package var ask: Int
  /// What is asked.
  package var prompt: IntentPrompt
  /// The highlighted option (disambiguation).
  package var selection = 0
  /// The text typed (value).
  package var field = TextFieldState()

  package init(run: RunID, ask: Int, prompt: IntentPrompt) {
    self.run = run
    self.ask = ask
    self.prompt = prompt
  }

  /// What a key does to the prompt.
  package enum KeyResult: Equatable, Sendable {
    /// The prompt changed (a selection moved, text was typed).
    case edited(PromptState)
    /// The user answered.
    case answer(IntentAnswer)
    /// The user gave up: the intent is cancelled.
    case cancel
    /// The key means nothing here.
    case ignored
  }

  /// Handles a key: every printable key types into a value prompt (so "q" is a letter there).
  package func handle(_ key: KeyEvent) -> KeyResult {
    if key == .escape { return .cancel }
    var next = self
    switch prompt {
    case .disambiguation(_, let options, _, _):
      switch key {
      case .up, .character("k"), .backTab:
        next.selection = (selection - 1 + options.count) % max(1, options.count)
      case .down, .character("j"), .tab:
        next.selection = (selection + 1) % max(1, options.count)
      case .enter where options.indices.contains(selection):
        return .answer(.choice(selection))
      case .character(let c) where c.isWholeNumber:
        guard let digit = c.wholeNumberValue, options.indices.contains(digit - 1) else {
          return .ignored
        }
        return .answer(.choice(digit - 1))
      default:
        return .ignored
      }
    case .confirmation:
      switch key {
      case .enter, .character("y"), .character("Y"): return .answer(.confirmation(true))
      case .character("n"), .character("N"): return .answer(.confirmation(false))
      default: return .ignored
      }
    case .value:
      switch key {
      case .enter: return .answer(.text(field.text))
      case .character(let c): _ = next.field.insert(String(c))
      case .backspace: next.field.deleteBackward()
      case .delete: next.field.deleteForward()
      case .left: next.field.moveLeft()
      case .right: next.field.moveRight()
      case .home: next.field.moveToStart()
      case .end: next.field.moveToEnd()
      default: return .ignored
      }
    }
    return next == self ? .ignored : .edited(next)
  }

  /// The keys the prompt overlay names, for its hint line.
  package var hint: String {
    switch prompt {
    case .disambiguation: "↑↓ choose  Enter pick  1-9 pick  Esc cancel"
    case .confirmation: "y/Enter yes  n no  Esc cancel"
    case .value: "type  Enter done  Esc cancel"
    }
  }
}
