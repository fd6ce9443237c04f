/// The 64-bit FNV-1a hash: stable across runs and machines (unlike `Hasher`), for names derived
/// from content — push tokens, in-memory image keys.
package enum FNV1a {
  /// FNV-1a's offset basis, the usual seed.
  package static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of some bytes, from a seed (the offset basis unless told).
  package static func hash<Bytes: Sequence<UInt8>>(
    _ bytes: Bytes, seed: UInt64 = offsetBasis
  ) -> UInt64 {
    var hash = seed
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
