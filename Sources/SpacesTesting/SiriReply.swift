import Foundation
import SpacesEngine
import SpacesKit

/// What the Siri bar answered a request: a dialog, a list, a snippet, or a question.
///
/// ```swift
/// let reply = await dashboard.ask("Brew coffee with Coffee")
/// #expect(reply?.dialog == "Brewing a fresh cup")
/// ```
public struct SiriReply: Equatable, Sendable, CustomStringConvertible {
  /// The heading: the App Shortcut's short title, or the app's name.
  public var title: String
  /// The dialog or message, paragraphs joined by newlines ("" when there is none).
  public var dialog: String
  /// Items listed under it (an app's shortcuts, the closest phrases).
  public var list: [String]
  /// The texts of the intent's snippet view, in reading order (empty without a snippet).
  public var snippet: [String]
  /// Whether it reports a failure (an error thrown).
  public var isError: Bool
  /// The question a running intent asks, waiting for `answer(_:)`; `nil` when none is.
  ///
  /// Its dialog, else the parameter's title.
  public var question: String?

  /// The reply as a failure message shows it.
  public var description: String {
    ([title] + (question.map { ["asks: \($0)"] } ?? []) + (dialog.isEmpty ? [] : [dialog])
      + list + snippet.map { "snippet: \($0)" }).joined(separator: "\n")
  }

  init(_ answer: SiriAnswer) {
    title = answer.title
    dialog = answer.lines.joined(separator: "\n")
    list = answer.list
    snippet = answer.snippet?.verbatimTexts ?? []
    isError = answer.isError
    question = nil
  }

  init(running title: String, question: String?) {
    self.title = title
    dialog = ""
    list = []
    snippet = []
    isError = false
    self.question = question
  }
}
