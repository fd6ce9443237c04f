import SpacesRender

/// libFuzzer target: `ThemeLoader.parse(_:file:)` over arbitrary UTF-8 text.
///
/// A broken theme must throw `ThemeError` (naming the file, line and key), never trap and never
/// throw anything else.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  do {
    _ = try ThemeLoader.parse(text, file: "fuzz.yaml")
  } catch let error as ThemeError {
    if error.file != "fuzz.yaml" { fatalError("ThemeError names the wrong file: \(error)") }
  } catch {
    fatalError("ThemeLoader.parse threw \(type(of: error)), not ThemeError: \(error)")
  }
  return 0
}
