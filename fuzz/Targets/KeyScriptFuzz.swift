import SpacesDashboard

/// libFuzzer target: `KeyScript(parsing:)` over arbitrary UTF-8 text, or over scripts the
/// hostile generator writes (huge waits, long `text:'…'`, thousands of keys).
///
/// Parsing must never trap: it returns steps or throws `KeyScriptError` naming the token. A
/// script it accepts keeps to the limits: at most `KeyScript.maxSteps` steps, waits finite and
/// not negative, at most `KeyScript.maxElapsed` of them in all.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyScript(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = HostileInput(UnsafeBufferPointer(start: data, count: count))
  let text =
    input.wantsGenerator()
    ? input.keyScript()
    : String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  do {
    let script = try KeyScript(parsing: text)
    for case .wait(let interval) in script.steps where !(interval.isFinite && interval >= 0) {
      fatalError("key script \(text.prefix(200).debugDescription) waits \(interval) s")
    }
    if script.steps.count > KeyScript.maxSteps || !(script.elapsed <= KeyScript.maxElapsed) {
      fatalError(
        "key script \(text.prefix(200).debugDescription) passed the limits: "
          + "\(script.steps.count) steps, \(script.elapsed) s")
    }
  } catch is KeyScriptError {
  } catch {
    fatalError("KeyScript(parsing:) threw \(type(of: error)): \(error)")
  }
  return 0
}
