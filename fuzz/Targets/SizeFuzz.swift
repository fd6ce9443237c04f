import SpacesEngine

@testable import SpacesDashboard

/// libFuzzer target: `TerminalSize(parsing:)` (`--size WIDTHxHEIGHT`) over arbitrary UTF-8 text,
/// or over sizes the hostile generator writes (numbers at and past every limit on each side).
///
/// Parsing must never trap, and a size it accepts is 1–1000 on each side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSize(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = HostileInput(UnsafeBufferPointer(start: data, count: count))
  let text =
    input.wantsGenerator()
    ? input.number() + input.choose(["x", "X", "×", "", "xx", "x-"]) + input.number()
    : String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  if let size = TerminalSize(parsing: text),
    !(1...1000).contains(size.width) || !(1...1000).contains(size.height)
  {
    fatalError("TerminalSize(parsing: \(text.debugDescription)) = \(size)")
  }
  return 0
}
