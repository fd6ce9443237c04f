import Foundation
import SpacesStateServer

/// libFuzzer target: `PushRequest(json:)`, a line on a dashboard's push socket, over arbitrary
/// bytes (up to `PushRequest.maxLength`, as the socket reads them), or over lines the hostile
/// generator writes (nesting, huge and odd values, every field twice, wrong types).
///
/// Parsing must never trap: it returns a request or throws `PushRequestError`. A request it
/// accepts writes itself back as JSON that reads as the same request.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPushLine(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  var input = HostileInput(UnsafeBufferPointer(start: data, count: count))
  let line =
    input.wantsGenerator()
    ? Data(hostileLine(&input).utf8) : Data(bytes: data, count: count)
  guard line.count <= PushRequest.maxLength else { return 0 }
  let request: PushRequest
  do {
    request = try PushRequest(json: line)
  } catch {
    return 0
  }
  guard (try? PushRequest(json: request.json)) == request else {
    fatalError("\(request) doesn't read back from \(String(decoding: request.json, as: UTF8.self))")
  }
  return 0
}

/// A JSON object (or not quite one) with the push fields and hostile values.
func hostileLine(_ input: inout HostileInput) -> String {
  var fields: [String] = []
  while input.hasMore, fields.count < 8 {
    let name = input.choose(["kind", "token", "all", "Kind", "", "kind\u{0}", "extra"])
    let value: String
    switch input.byte() ?? 0 {
    case 0..<60: value = "\"\(input.text(upTo: 300))\""
    case 60..<120: value = input.number()
    case 120..<160:
      let depth = input.count(upTo: 4_000)
      value = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    case 160..<200:
      value =
        "\""
        + String(repeating: input.choose(["ab", "0F", "zz", "a"]), count: input.count(upTo: 200))
        + "\""
    default:
      value = input.choose(["true", "false", "null", "{}", "[]", "\"\"", "1e999", "-0"])
    }
    fields.append("\"\(name)\": \(value)")
  }
  let body = "{" + fields.joined(separator: ", ") + "}"
  return (input.byte() ?? 0) < 200 ? body : String(body.dropLast(Int(input.byte() ?? 0) % 4))
}
