import Foundation

/// The push tokens the dashboard gives Live Activities, as APNs gives a phone's.
///
/// A token is 16 bytes derived from what it names (an activity's identifier, or an attributes
/// type for push-to-start), so the same session prints the same tokens — snapshots and tests
/// stay deterministic — and `spaces push` can be given either the activity's identifier or its
/// token in hexadecimal.
package enum ActivityTokens {
  /// The update token of an activity.
  package static func token(for activityID: String) -> Data {
    digest("activity/" + activityID)
  }

  /// The push-to-start token of an attributes type.
  package static func pushToStartToken(forType type: String) -> Data {
    digest("push-to-start/" + type)
  }

  /// A token as `spaces push` and the inspector write it: lowercase hexadecimal.
  package static func hex(_ token: Data) -> String {
    NumberText.hex(bytes: token)
  }

  /// Two 64-bit FNV-1a hashes of the text (the second seeded differently), big-endian.
  private static func digest(_ text: String) -> Data {
    var bytes = Data()
    for seed: UInt64 in [FNV1a.offsetBasis, 0x84222325_cbf29ce4] {
      withUnsafeBytes(of: FNV1a.hash(text.utf8, seed: seed).bigEndian) {
        bytes.append(contentsOf: $0)
      }
    }
    return bytes
  }
}
