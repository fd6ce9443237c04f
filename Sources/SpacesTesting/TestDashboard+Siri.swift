import Foundation
import SpacesEngine
import SpacesKit

/// The Siri bar, driven by what a person says to it.
extension TestDashboard {
  /// Asks the Siri bar, as typing a request and pressing Enter does, and returns its reply.
  ///
  /// The request runs the App Shortcut whose phrase it says (forgiving case and small typos, as
  /// the bar is), asks the app's “what can I do with …”, or opens an app by name. A request
  /// that matches no phrase, or several, fails the test with the phrases there are, and
  /// returns `nil`. An intent that asks a question leaves it open: the reply's `question`, and
  /// `answer(_:)` answers it.
  @discardableResult
  public func ask(
    _ request: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> SiriReply? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    if state.siri.bar != nil { await press(.escape) }
    await press("/")
    await type(request)
    await press(.enter)
    return reply(to: request, at: site)
  }

  /// Answers the question a running intent asks, and returns the Siri bar's reply after it.
  ///
  /// The answer is the text a person would type, an option's title in a list, or "Yes"/"No"
  /// to a confirmation. Fails the test, returning `nil`, when no question is open.
  @discardableResult
  public func answer(
    _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) async -> SiriReply? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let prompt = state.runs.prompts.values.first else {
      TestFailure.record("No question is open to answer with \"\(text)\".", at: site)
      return nil
    }
    switch prompt.prompt {
    case .disambiguation(_, let options, _, _):
      guard let index = options.firstIndex(where: { $0 == text }) else {
        TestFailure.record(
          "\"\(text)\" is not one of the options:\n"
            + options.map { "  " + $0 }.joined(separator: "\n"),
          at: site)
        return nil
      }
      let moves = (index - prompt.selection + options.count) % options.count
      for _ in 0..<moves { await press(.down) }
      await press(.enter)
    case .confirmation(_, _, _, let actionName):
      let yes = ["yes", "confirm", actionName?.lowercased()].compactMap { $0 }
      switch text.lowercased() {
      case let said where yes.contains(said): await press("y")
      case "no", "cancel": await press("n")
      default:
        TestFailure.record(
          "A confirmation is answered \"Yes\"\(actionName.map { " (or \"\($0)\")" } ?? "") or "
            + "\"No\", not \"\(text)\".",
          at: site)
        return nil
      }
    case .value:
      await type(text)
      await press(.enter)
    }
    return reply(to: text, at: site)
  }

  /// The bar's reply now; a failure for a request that matched no phrase or several.
  private func reply(to request: String, at site: CallSite) -> SiriReply? {
    if let prompt = state.runs.prompts.values.first {
      let title = state.runs.runs[prompt.run]?.title ?? prompt.prompt.title
      return SiriReply(running: title, question: prompt.prompt.dialog ?? prompt.prompt.title)
    }
    let phrases = state.siri.index.entries.map { "  \"\($0.text)\" — \($0.title)" }
    switch state.siri.bar?.phase {
    case .answer(let answer)
    where answer.isError && answer.lines.first?.hasPrefix("No shortcut matches") == true:
      TestFailure.record(
        "No App Shortcut phrase matches \"\(request)\". The phrases are:\n"
          + phrases.joined(separator: "\n"),
        at: site)
      return nil
    case .answer(let answer):
      return SiriReply(answer)
    case .choosing(let entries, _):
      TestFailure.record(
        "\"\(request)\" matches \(entries.count) phrases; say one of them:\n"
          + entries.map { "  \"\($0.text)\" — \($0.title)" }.joined(separator: "\n"),
        at: site)
      return nil
    case .running(let title):
      return SiriReply(running: title, question: nil)
    case .typing, nil:
      return nil
    }
  }
}
