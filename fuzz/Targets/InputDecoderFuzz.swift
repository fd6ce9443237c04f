import SpacesEngine
import SpacesTerminal

/// libFuzzer target: `InputByteDecoder` (and through it `InputDecoder`) over arbitrary terminal
/// input, as ncurses' `wgetch` returns it.
///
/// Each byte of the input is a byte from the terminal, except after a NUL (0x00), where the
/// next byte says what happens: 0 a NUL byte, 1 a pause (`wgetch` has nothing more), 2 a flush
/// (nothing more arrived for a while), 3 and up the key code `KEY_MIN` (0o401) + (byte - 3):
/// arrows, function keys, `KEY_RESIZE`, `KEY_MOUSE`… The input ends with a flush.
///
/// Decoding must never trap, every key it produces must be nameable in a key script
/// (`KeyEvent(name: key.description) == key`), and after a flush nothing may be waiting.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: count)
  var decoder = InputByteDecoder()
  var output: [InputDecoder.Decoded] = []
  var offset = 0
  while offset < bytes.count {
    let byte = bytes[offset]
    offset += 1
    guard byte == 0, offset < bytes.count else {
      decoder.decode(Int32(byte), into: &output)
      continue
    }
    let event = bytes[offset]
    offset += 1
    switch event {
    case 0: decoder.decode(0, into: &output)
    case 1: decoder.pause(into: &output)
    case 2: decoder.flush(into: &output)
    default: decoder.decode(0o401 + Int32(event) - 3, into: &output)
    }
  }
  decoder.flush(into: &output)
  if decoder.isWaiting { fatalError("a flush left input waiting") }
  for case .key(let key) in output where KeyEvent(name: key.description) != key {
    fatalError("decoded \(key) doesn't round-trip through its name")
  }
  return 0
}
