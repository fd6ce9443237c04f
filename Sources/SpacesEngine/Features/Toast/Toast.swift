import Foundation

/// A one-line message that answers an action whose effect is otherwise invisible (as lazygit's
/// toasts do): "Developer Mode on: reloads not budgeted", "Break logged.", "Theme: light".
///
/// It shows for `ToastFeature.duration` on the presentation clock (real seconds at any clock
/// speed, and while simulated time is paused), or until the next toast replaces it.
package struct Toast: Equatable, Sendable {
  /// What the toast says: news, or a problem (drawn in the warning colour).
  package enum Kind: Equatable, Sendable {
    /// An action's result or a mode's change.
    case info
    /// Something went wrong (a run's error): drawn as a warning.
    case error
  }

  /// What a toast says.
  package enum Message: Equatable, Sendable {
    /// A line of text.
    case text(String)
    /// The theme `t` switched to, by name ("Theme: light"): the renderer knows the themes'
    /// names, the engine only how many times `t` was pressed.
    case theme
  }

  /// The message, one line.
  package var message: Message
  /// News or a problem.
  package var kind: Kind
  /// When it goes, on the presentation clock (`ReduceContext.presentationNow`).
  package var until: Date

  package init(_ message: Message, kind: Kind = .info, until: Date) {
    self.message = message
    self.kind = kind
    self.until = until
  }
}
