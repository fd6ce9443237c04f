import SpacesKit

/// An intent that needs the device unlocked, held back while the "Unlock to …" prompt is up:
/// Enter unlocks and starts it, Escape gives it up.
package struct UnlockRequest: Equatable, Sendable {
  /// The intent waiting to run.
  package var intent: IntentBox
  /// Where its run comes from (a control, the Action button).
  package var origin: RunOrigin

  package init(intent: IntentBox, origin: RunOrigin) {
    self.intent = intent
    self.origin = origin
  }

  /// The prompt's question: "Unlock to <intent title>".
  package var question: String { "Unlock to \(intent.title)" }

  /// The keys the prompt names, for its hint line.
  package static let hint = "Enter unlock  Esc cancel"
}
