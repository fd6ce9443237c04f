import SpacesDashboard

/// libFuzzer target: `DurationParser.parse(_:)` over arbitrary UTF-8 text, or over durations the
/// hostile generator writes (numbers at and past every limit, with units valid and not).
///
/// Parsing must never trap, and a duration it accepts must be finite and not negative (the
/// virtual clock walks through every deadline up to it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDuration(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = HostileInput(UnsafeBufferPointer(start: data, count: count))
  let text =
    input.wantsGenerator()
    ? input.duration()
    : String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  if let interval = DurationParser.parse(text), !(interval.isFinite && interval >= 0) {
    fatalError("DurationParser.parse(\(text.debugDescription)) = \(interval)")
  }
  return 0
}
