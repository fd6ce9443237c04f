import CNCursesW
import SpacesEngine
import SpacesTerminal
import Testing

/// Inputs `scripts/fuzz.sh` found that crashed `InputDecoder`, kept so they never return.
@Suite("InputDecoder: fuzz regressions")
struct InputDecoderFuzzTests {
  /// A key code far below `KEY_F0` overflowed `Int32` in `code - KEY_F0` (fuzz artifact
  /// input-decoder-crash-6fadf877: a key-code record with value 0x8000_0103).
  @Test(
    "key codes near Int32.min are ignored, not an arithmetic overflow",
    arguments: [0x8000_0103, 0x8000_0000, 0x8000_0107, 0xFFFF_FFFF, 0x7FFF_FFFF] as [UInt32])
  func negativeKeyCode(value: UInt32) {
    #expect(InputDecoder.decode(isKeyCode: true, value: value) == .ignored)
  }

  /// Every key the decoder produces can be written in a key script.
  @Test(
    "decoded keys round-trip through their names",
    arguments: [
      (false, 0x20), (false, 0x1F600), (false, 0x301), (false, 26), (true, UInt32(KEY_F0) + 12),
      (true, UInt32(KEY_BTAB)),
    ] as [(Bool, UInt32)])
  func roundTrip(isKeyCode: Bool, value: UInt32) throws {
    guard case .key(let key) = InputDecoder.decode(isKeyCode: isKeyCode, value: value) else {
      Issue.record("\(value) didn't decode to a key")
      return
    }
    #expect(KeyEvent(name: key.description) == key)
  }
}
