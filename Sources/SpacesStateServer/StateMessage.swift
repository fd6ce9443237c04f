import Foundation

/// One line of the state server's protocol, JSON, either way.
///
/// Requests carry an `id` the reply repeats:
/// - `{"id":1,"op":"hello","device":"ipad"}` names the device (for the server's log);
/// - `{"id":2,"op":"get","key":"timer"}` → `{"id":2,"ok":true,"value":"…"}` (`value` absent:
///   never set);
/// - `{"id":3,"op":"set","key":"timer","value":"…"}` → `{"id":3,"ok":true}`; every *other*
///   connection that registered tokens for the key gets `{"op":"push","token":"…"}` per token;
/// - `{"id":4,"op":"register","key":"timer","tokens":["…"]}` → `{"id":4,"ok":true}`: replaces
///   this connection's push tokens for the key.
///
/// A bad request gets `{"id":…,"ok":false,"error":"…"}`.
package struct StateMessage: Codable, Equatable, Sendable {
  package var id: Int?
  package var op: String?
  package var key: String?
  package var value: String?
  package var device: String?
  package var tokens: [String]?
  package var token: String?
  package var ok: Bool?
  package var error: String?

  package init(
    id: Int? = nil, op: String? = nil, key: String? = nil, value: String? = nil,
    device: String? = nil, tokens: [String]? = nil, token: String? = nil, ok: Bool? = nil,
    error: String? = nil
  ) {
    self.id = id
    self.op = op
    self.key = key
    self.value = value
    self.device = device
    self.tokens = tokens
    self.token = token
    self.ok = ok
    self.error = error
  }

  /// The longest line accepted, in bytes.
  package static let maxLength = 64 * 1024

  /// The message as one line of JSON.
  package var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(self)) ?? Data(#"{"ok":false}"#.utf8)
  }
}
