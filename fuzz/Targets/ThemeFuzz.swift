import SpacesRender

/// libFuzzer target: `ThemeLoader.parse(_:file:)` over arbitrary UTF-8 text, or over theme
/// files the hostile generator writes (alias bombs, nesting thousands deep, huge and odd
/// colours, long scalars, symbol overrides with hostile widths).
///
/// A broken theme must throw `ThemeError` (naming the file, line and key), never trap and never
/// throw anything else.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTheme(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = HostileInput(UnsafeBufferPointer(start: data, count: count))
  let text =
    input.wantsGenerator()
    ? hostileTheme(&input)
    : String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
  do {
    _ = try ThemeLoader.parse(text, file: "fuzz.yaml")
  } catch let error as ThemeError {
    if error.file != "fuzz.yaml" { fatalError("ThemeError names the wrong file: \(error)") }
  } catch {
    fatalError("ThemeLoader.parse threw \(type(of: error)), not ThemeError: \(error)")
  }
  return 0
}

/// A theme file: a name, then sections of roles with hostile colours, nesting, aliases and
/// symbol overrides.
func hostileTheme(_ input: inout HostileInput) -> String {
  var lines = ["name: " + input.choose(["fuzz", "", "\"\"", "[a]", "&n x", "*n"])]
  while input.hasMore, lines.count < 200 {
    let section = input.choose(["colors", "system", "symbols", "extra", "colors", "name"])
    switch input.byte() ?? 0 {
    case 0..<80:
      lines.append("\(section):")
      for _ in 0..<(1 + Int(input.byte() ?? 0) % 6) {
        let role = input.choose([
          "text", "background", "focus", "accent", "red", "wifi", "hourglass", "\"\"", "? [a]",
        ])
        lines.append("  \(role): \(colour(&input))")
      }
    case 80..<120:
      // An alias bomb: each level refers to the one before nine times.
      let levels = 1 + Int(input.byte() ?? 0) % 12
      lines.append("a0: &a0 [\"#FFFFFF\", \"#000000\"]")
      for level in 1..<max(2, levels) {
        let previous = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
        lines.append("a\(level): &a\(level) [\(previous)]")
      }
      lines.append("\(section): *a\(max(1, levels - 1))")
    case 120..<160:
      // Nesting thousands deep, in flow or block style.
      let depth = input.count(upTo: 5_000)
      if (input.byte() ?? 0) & 1 == 0 {
        lines.append(
          "\(section): " + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth))
      } else {
        lines.append(
          "\(section): " + String(repeating: "{a: ", count: depth) + "1"
            + String(repeating: "}", count: depth))
      }
    case 160..<200:
      lines.append(
        "symbols: {\(input.choose(["wifi", "hourglass", "bolt"])): [\"\(input.text(upTo: 64))\", "
          + "\"\(input.text(upTo: 8))\", \(input.number())]}")
    default:
      lines.append("\(section): \(input.text(upTo: 20_000))")
    }
  }
  return lines.joined(separator: input.choose(["\n", "\r\n", "\n\n", "\n\t"]))
}

/// A colour: valid, nearly valid, or a hostile number.
func colour(_ input: inout HostileInput) -> String {
  switch input.byte() ?? 0 {
  case 0..<64:
    return input.choose([
      "default", "\"#FFFFFF\"", "\"#FFF\"", "\"#GGGGGG\"", "\"#FFFFFF bold\"",
      "\"#FFFFFF bold dim italic underline reverse blink\"", "\"#\"", "\"\"", "~", "[]", "{}",
    ])
  case 64..<128: return "\"#\(input.number())\""
  case 128..<192: return input.number()
  default: return "\"\(input.text(upTo: 300))\""
  }
}
