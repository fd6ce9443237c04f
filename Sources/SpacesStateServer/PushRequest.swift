import Foundation

/// One message on a dashboard's push socket: a JSON object on one line naming what to reload,
/// `{"kind": "com.example.Toggle"}`, `{"token": "0123abcd…"}` or `{"all": true}`, or a Live
/// Activity push, `{"activity": "activity-1", "content-state": {…}}` (`ActivityPush`).
package enum PushRequest: Hashable, Sendable, CustomStringConvertible {
  /// Every control of a kind.
  case kind(String)
  /// The control with a push token (hexadecimal).
  case token(String)
  /// Every control registered for pushes.
  case all
  /// A Live Activity's update or end.
  case activity(ActivityPush)

  /// The longest message accepted on a push socket, in bytes.
  package static let maxLength = 4096

  /// Parses a message; throws `PushRequestError` naming what is wrong.
  package init(json line: Data) throws(PushRequestError) {
    guard let object = try? JSONSerialization.jsonObject(with: line),
      let fields = object as? [String: Any]
    else {
      throw PushRequestError("not a JSON object: \(Self.excerpt(line))")
    }
    if fields["activity"] != nil {
      self = .activity(try ActivityPush(fields: fields))
      return
    }
    let known: Set<String> = ["kind", "token", "all"]
    if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
      throw PushRequestError("unknown field '\(unknown)' (use kind, token, all or activity)")
    }
    guard fields.count == 1, let (name, value) = fields.first else {
      throw PushRequestError("give exactly one of kind, token or all")
    }
    switch name {
    case "kind":
      guard let kind = value as? String, !kind.isEmpty, kind.count <= 256,
        !kind.unicodeScalars.contains(where: {
          $0.properties.isWhitespace || $0.properties.generalCategory == .control
        })
      else {
        throw PushRequestError(
          "'kind' must be a non-empty string without spaces or control characters")
      }
      self = .kind(kind)
    case "token":
      guard let token = value as? String, !token.isEmpty, token.count <= 256,
        token.count.isMultiple(of: 2), token.allSatisfy(\.isHexDigit)
      else { throw PushRequestError("'token' must be hexadecimal") }
      self = .token(token.lowercased())
    default:
      guard let all = value as? Bool, all else { throw PushRequestError("'all' must be true") }
      self = .all
    }
  }

  /// The message as one line of JSON (no newline).
  package var json: Data {
    let object: [String: Any] =
      switch self {
      case .kind(let kind): ["kind": kind]
      case .token(let token): ["token": token]
      case .all: ["all": true]
      case .activity(let push): push.jsonObject
      }
    return try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
  }

  package var description: String {
    switch self {
    case .kind(let kind): "kind \(kind)"
    case .token(let token): "token \(token)"
    case .all: "all controls"
    case .activity(let push): push.description
    }
  }

  /// The start of a message, printable, for error messages: anything but printable ASCII
  /// (control characters, escape sequences, other scripts) shows as `?`.
  static func excerpt(_ line: Data) -> String {
    let text = String(decoding: line.prefix(60), as: UTF8.self).unicodeScalars
      .map { $0.isASCII && (0x20..<0x7F).contains($0.value) ? String($0) : "?" }.joined()
    return line.count > 60 ? "'\(text)…'" : "'\(text)'"
  }
}

/// Why a push message was rejected.
package struct PushRequestError: Error, CustomStringConvertible, Equatable {
  package var description: String
  package init(_ description: String) { self.description = description }
}

/// The dashboard's answer to a push message, one line of JSON, sent once the dashboard acted
/// on it: `{"controls":2,"ok":true}` (that many controls reload, or already had a reload
/// queued), or `{"error":"…","ok":false}` — the message was malformed (its connection is
/// closed), or names nothing that takes pushes ("no control of kind com.example.Nope").
/// A reply without `controls` (a dashboard before it was added) means delivered.
package struct PushReply: Codable, Equatable, Sendable {
  package var ok: Bool
  /// How many controls the push reloads (delivered pushes).
  package var controls: Int?
  /// The Live Activity an activity push reached (its identifier).
  package var activity: String?
  package var error: String?

  package init(ok: Bool, controls: Int? = nil, activity: String? = nil, error: String? = nil) {
    self.ok = ok
    self.controls = controls
    self.activity = activity
    self.error = error
  }

  /// The reply as one line of JSON.
  package var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data(#"{"ok":false}"#.utf8)
  }
}
