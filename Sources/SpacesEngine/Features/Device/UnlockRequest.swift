import SpacesKit

/// An intent that needs the device unlocked, held back while the "Unlock to …" prompt is up:
/// Enter unlocks and starts it, Escape gives it up.
public struct UnlockRequest: Equatable, Sendable {
  /// The intent waiting to run.
  public var intent: IntentBox
  /// Where its run comes from (a control, the Action button).
  public var origin: RunOrigin

  public init(intent: IntentBox, origin: RunOrigin) {
    self.intent = intent
    self.origin = origin
  }

  /// The prompt's question: "Unlock to <intent title>".
  public var question: String { "Unlock to \(intent.title)" }

  /// The keys the prompt names, for its hint line.
  public static let hint = "Enter unlock  Esc cancel"
}
