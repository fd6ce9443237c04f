import SpacesEngine
import SpacesTerminal

/// libFuzzer target: `InputDecoder.decode(isKeyCode:value:)` over arbitrary `wget_wch` results.
///
/// The input is read as 5-byte records: a flag byte (bit 0: `isKeyCode`) and a little-endian
/// `UInt32` value. Decoding must never trap, and every key it produces must be nameable in a
/// key script (`KeyEvent(name: key.description) == key`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: count)
  var offset = 0
  while offset + 5 <= bytes.count {
    let isKeyCode = bytes[offset] & 1 == 1
    var value: UInt32 = 0
    for index in 0..<4 { value |= UInt32(bytes[offset + 1 + index]) << (8 * index) }
    offset += 5
    guard case .key(let key) = InputDecoder.decode(isKeyCode: isKeyCode, value: value) else {
      continue
    }
    if KeyEvent(name: key.description) != key {
      fatalError("decoded \(key) (\(isKeyCode) \(value)) doesn't round-trip through its name")
    }
  }
  return 0
}
