import Foundation

/// A push to a Live Activity as the engine applies it (`spaces push --activity`, as APNs
/// delivers `aps.event` and `aps.content-state`).
package struct ActivityPushUpdate: Hashable, Sendable, CustomStringConvertible {
  /// The activity: its identifier (`activity-1`) or push token in lowercase hexadecimal.
  package var activity: String
  /// Whether the push ends the activity (`event: end`) rather than updating it.
  package var ends: Bool
  /// Whether the push starts a new activity (`event: start`, push-to-start): `activity` names
  /// its attributes type or that type's push-to-start token.
  package var starts: Bool
  /// A start's attributes as JSON, decoded into the app's `ActivityAttributes` type.
  package var attributes: Data?
  /// The content state as JSON, decoded into the app's `ContentState` (`nil`: an end without
  /// new content).
  package var contentState: Data?
  package var staleDate: Date?
  package var relevanceScore: Double?
  /// When an ended activity leaves the screen (`nil`: the default policy).
  package var dismissalDate: Date?
  /// An alert shown with it (`aps.alert`): title and body.
  package var alert: (title: String, body: String)? {
    get { alertTitle.map { ($0, alertBody) } }
    set {
      alertTitle = newValue?.title
      alertBody = newValue?.body ?? ""
    }
  }
  private var alertTitle: String?
  private var alertBody = ""

  package init(
    activity: String, ends: Bool = false, starts: Bool = false, attributes: Data? = nil,
    contentState: Data?, staleDate: Date? = nil,
    relevanceScore: Double? = nil, dismissalDate: Date? = nil,
    alert: (title: String, body: String)? = nil
  ) {
    self.activity = activity
    self.ends = ends
    self.starts = starts
    self.attributes = attributes
    self.contentState = contentState
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
    self.dismissalDate = dismissalDate
    self.alert = alert
  }

  package var description: String {
    starts
      ? "start of a \(activity) activity" : "\(ends ? "end" : "update") of activity \(activity)"
  }
}
