import SpacesDashboard

/// libFuzzer target: `KeyScript(parsing:)` over arbitrary UTF-8 text.
///
/// Parsing must never trap: it returns steps or throws `KeyScriptError` naming the token.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  do {
    let script = try KeyScript(parsing: text)
    for case .wait(let interval) in script.steps where !(interval.isFinite && interval >= 0) {
      fatalError("key script \(text.debugDescription) waits \(interval) s")
    }
  } catch is KeyScriptError {
  } catch {
    fatalError("KeyScript(parsing:) threw \(type(of: error)): \(error)")
  }
  return 0
}
