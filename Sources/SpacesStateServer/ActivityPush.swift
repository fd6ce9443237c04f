import Foundation

/// A Live Activity push, as APNs delivers one (`aps.event`, `aps.content-state`,
/// `aps.stale-date`, `aps.relevance-score`, `aps.dismissal-date`, `aps.alert`): on the push
/// socket `{"activity": "activity-1", "event": "update", "content-state": {…}}`. A `start`
/// (push-to-start) names an attributes type or its push-to-start token and carries the
/// `attributes`: `{"activity": "DeliveryAttributes", "event": "start", "attributes": {…},
/// "content-state": {…}}`.
package struct ActivityPush: Hashable, Sendable, CustomStringConvertible {
  /// What the push does.
  package enum Event: String, Hashable, Sendable {
    /// New content.
    case update
    /// The activity ends (with the content, if given).
    case end
    /// A new activity starts (push-to-start): `activity` names its attributes type or that
    /// type's push-to-start token.
    case start
  }

  /// An alert shown with the update (`aps.alert`).
  package struct Alert: Hashable, Sendable {
    package var title: String
    package var body: String

    package init(title: String, body: String) {
      self.title = title
      self.body = body
    }
  }

  /// The activity: its identifier (`activity-1`) or its push token in hexadecimal.
  package var activity: String
  package var event: Event
  /// The content state as JSON (canonical: sorted keys), decoded into the app's type by the
  /// dashboard; `nil` only for an `end` without content.
  package var contentState: Data?
  /// Seconds since 1970.
  package var staleDate: Double?
  package var relevanceScore: Double?
  /// Seconds since 1970: when an ended activity leaves the Lock Screen.
  package var dismissalDate: Double?
  package var alert: Alert?
  /// A `start`'s attributes as JSON (canonical: sorted keys).
  package var attributes: Data?

  package init(
    activity: String, event: Event, contentState: Data?, staleDate: Double? = nil,
    relevanceScore: Double? = nil, dismissalDate: Double? = nil, alert: Alert? = nil,
    attributes: Data? = nil
  ) {
    self.attributes = attributes
    self.activity = activity
    self.event = event
    self.contentState = contentState
    self.staleDate = staleDate
    self.relevanceScore = relevanceScore
    self.dismissalDate = dismissalDate
    self.alert = alert
  }

  /// The fields a message may have.
  static let fields: Set<String> = [
    "activity", "event", "content-state", "stale-date", "relevance-score", "dismissal-date",
    "alert", "attributes",
  ]

  /// Reads a message's fields; throws naming the field that is wrong.
  init(fields object: [String: Any]) throws(PushRequestError) {
    if let unknown = object.keys.sorted().first(where: { !Self.fields.contains($0) }) {
      throw PushRequestError(
        "unknown field '\(unknown)' in an activity push (use "
          + Self.fields.sorted().joined(separator: ", ") + ")")
    }
    guard let activity = object["activity"] as? String, !activity.isEmpty, activity.count <= 256,
      activity.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    else { throw PushRequestError("'activity' must be an activity's identifier or push token") }
    let eventName = (object["event"] as? String) ?? "update"
    guard let event = Event(rawValue: eventName) else {
      throw PushRequestError("'event' must be update, end or start, not '\(eventName)'")
    }
    var attributes: Data?
    if let value = object["attributes"] {
      guard event == .start, value is [String: Any],
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
      else { throw PushRequestError("'attributes' must be a JSON object, with event start") }
      attributes = data
    } else if event == .start {
      throw PushRequestError("a start needs 'attributes'")
    }
    var contentState: Data?
    if let state = object["content-state"] {
      guard state is [String: Any],
        let data = try? JSONSerialization.data(withJSONObject: state, options: [.sortedKeys])
      else { throw PushRequestError("'content-state' must be a JSON object") }
      contentState = data
    } else if event == .update || event == .start {
      throw PushRequestError("\(event == .start ? "a start" : "an update") needs 'content-state'")
    }
    func number(_ name: String) throws(PushRequestError) -> Double? {
      guard let value = object[name] else { return nil }
      guard let number = value as? NSNumber, !(value is Bool), number.doubleValue.isFinite else {
        throw PushRequestError("'\(name)' must be a number")
      }
      return number.doubleValue
    }
    var alert: Alert?
    if let value = object["alert"] {
      guard let fields = value as? [String: Any], let title = fields["title"] as? String,
        let body = (fields["body"] as? String) ?? Optional("")
      else { throw PushRequestError("'alert' must be {\"title\": …, \"body\": …}") }
      alert = Alert(title: title, body: body)
    }
    // A start may name a type, whose name keeps its case; identifiers and tokens are lowercase.
    self.init(
      activity: event == .start ? activity : activity.lowercased(), event: event,
      contentState: contentState, staleDate: try number("stale-date"),
      relevanceScore: try number("relevance-score"),
      dismissalDate: try number("dismissal-date"), alert: alert, attributes: attributes)
  }

  /// The message's fields.
  var jsonObject: [String: Any] {
    var object: [String: Any] = ["activity": activity, "event": event.rawValue]
    if let contentState, let state = try? JSONSerialization.jsonObject(with: contentState) {
      object["content-state"] = state
    }
    if let staleDate { object["stale-date"] = staleDate }
    if let relevanceScore { object["relevance-score"] = relevanceScore }
    if let dismissalDate { object["dismissal-date"] = dismissalDate }
    if let alert { object["alert"] = ["title": alert.title, "body": alert.body] }
    if let attributes, let value = try? JSONSerialization.jsonObject(with: attributes) {
      object["attributes"] = value
    }
    return object
  }

  package var description: String { "\(event.rawValue) of activity \(activity)" }
}
